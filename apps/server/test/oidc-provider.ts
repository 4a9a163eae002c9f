import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type OidcContext } from 'oidc-provider';

/** A person known to the provider. */
export interface OidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Plays the browser from the app's authorization URL: follows the redirects, signs in as `sub` on the
   * provider's login page, and returns the URL the provider sends the browser back to (the app's callback).
   */
  signIn(authorizationUrl: string, sub: string): Promise<URL>;
  close(): Promise<void>;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Cookies the "browser" holds between requests (all paths alike: enough for one sign-in). */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    store(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}

/**
 * A real OpenID provider (oidc-provider) on 127.0.0.1 with one confidential client whose redirect URI is the
 * app's callback. Its sign-in page is a tiny form mounted beside the provider: posting `login=<sub>` finishes
 * the login interaction; consent is implied for the client (first-party).
 */
export async function startOidcProvider(options: {
  redirectUri: string;
  accounts: OidcAccount[];
}): Promise<TestOidcProvider> {
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));
  const clientId = 'elevar-test';
  const clientSecret = 'elevar-test-secret-0123456789';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };

  let provider: Provider | null = null;
  const server = createServer((request, response: ServerResponse) => {
    const active = provider;
    if (!active) return response.writeHead(503).end();
    if (request.url?.startsWith('/interaction/')) {
      const handle = async () => {
        await active.interactionDetails(request, response);
        if (request.method === 'GET') {
          response.writeHead(200, { 'content-type': 'text/html' });
          return response.end('<form method="post"><input name="login"><button>Sign in</button></form>');
        }
        const login = (await readForm(request)).get('login') ?? '';
        await active.interactionFinished(
          request,
          response,
          { login: { accountId: login } },
          { mergeWithLastSubmission: false },
        );
      };
      handle().catch((error: unknown) => response.writeHead(400).end(String(error)));
      return;
    }
    active.callback()(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['oidc-test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 600,
      Grant: 600,
      AccessToken: 600,
      IdToken: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ ...account }) };
    },
    loadExistingGrant: async (ctx: OidcContext) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return current().Grant.find(grantId);
      const grant = new (current().Grant)({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });
  const current = () => provider as Provider;

  async function signIn(authorizationUrl: string, sub: string): Promise<URL> {
    const jar = cookieJar();
    let url = new URL(authorizationUrl);
    let form: string | undefined;
    for (let step = 0; step < 10; step++) {
      if (url.href.startsWith(options.redirectUri)) return url;
      const response = await fetch(url, {
        method: form ? 'POST' : 'GET',
        redirect: 'manual',
        headers: {
          cookie: jar.header(),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        body: form,
      });
      jar.store(response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url);
        form = undefined;
      } else if (response.status === 200 && url.pathname.startsWith('/interaction/') && !form) {
        form = new URLSearchParams({ login: sub }).toString();
      } else {
        throw new Error(`provider answered ${response.status} at ${url.pathname}: ${await response.text()}`);
      }
    }
    throw new Error('too many redirects');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signIn,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
