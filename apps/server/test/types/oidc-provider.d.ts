// oidc-provider ships no type declarations: just the part the tests' local OpenID provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Record<string, unknown> | Promise<Record<string, unknown>>;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface OidcContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string };
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: { keys?: string[] };
    claims?: Record<string, string[]>;
    findAccount?(ctx: unknown, id: string): Account | undefined | Promise<Account | undefined>;
    interactions?: { url?(ctx: unknown, interaction: Interaction): string };
    features?: Record<string, { enabled?: boolean }>;
    pkce?: { required?(ctx: unknown, client: unknown): boolean };
    ttl?: Record<string, number>;
    loadExistingGrant?(ctx: OidcContext): Promise<GrantInstance | undefined>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: {
      new (properties: { accountId: string; clientId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }

  export default Provider;
}
