// A real OpenID provider (oidc-provider) on 127.0.0.1 for the single sign-on journey, started by serve.mjs
// beside the server. Like apps/server/test/oidc-provider.ts, with a sign-in page a browser (and axe) can use.
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The provider's own sign-in page: a labelled e-mail field, in the academy's language. */
function signInPage(error) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Provedor de identidade de teste</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 2rem 1rem; color: #1a1a1a; background: #fff; }
  main { max-width: 24rem; margin: 0 auto; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem; border: 1px solid #555; }
  button { margin-top: 1rem; padding: 0.6rem 1.2rem; font-size: 1rem; color: #fff; background: #1c4ed8; border: 0; }
  [role="alert"] { color: #a30000; }
</style>
</head>
<body>
<main>
<h1>Provedor de identidade de teste</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post">
<label for="email">E-mail corporativo</label>
<input id="email" name="email" type="email" autocomplete="username" required>
<button type="submit">Continuar</button>
</form>
</main>
</body>
</html>`;
}

async function readForm(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts the provider with one confidential client whose redirect URI is the app's callback. `accounts` are the
 * people it knows ({ sub, email, email_verified }); its sign-in page asks for the e-mail. Consent is implied
 * (first-party client).
 */
export async function startOidcProvider({ redirectUri, clientId, clientSecret, accounts }) {
  const bySub = new Map(accounts.map((account) => [account.sub, account]));
  const byEmail = new Map(accounts.map((account) => [account.email.toLowerCase(), account]));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'e2e-key', alg: 'RS256', use: 'sig' };

  let provider = null;
  const server = createServer((request, response) => {
    if (!provider) return response.writeHead(503).end();
    if (request.url?.startsWith('/interaction/')) {
      const handle = async () => {
        await provider.interactionDetails(request, response);
        const page = (error) => {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(signInPage(error));
        };
        if (request.method === 'GET') return page();
        const email = ((await readForm(request)).get('email') ?? '').trim().toLowerCase();
        const account = byEmail.get(email);
        if (!account) return page('E-mail não encontrado neste provedor.');
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        );
      };
      handle().catch((error) => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(String(error));
      });
      return;
    }
    provider.callback()(request, response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['e2e-oidc-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = bySub.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ ...account }) };
    },
    loadExistingGrant: async (ctx) => {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return provider.Grant.find(grantId);
      const grant = new provider.Grant({ accountId: session.accountId, clientId: client.clientId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });

  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
