import * as oidc from 'openid-client';
import type { Clock } from '../../../platform/clock.ts';

export interface SsoProvider {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

/** Builds the openid-client configuration of a client's OpenID provider. */
export interface OidcConfigurations {
  configurationFor(provider: SsoProvider): Promise<oidc.Configuration>;
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const DISCOVERY_TIMEOUT_SECONDS = 10;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Plain HTTP is only acceptable for a provider on this machine (development and tests). */
export function isLoopbackHttp(issuer: string): boolean {
  try {
    const url = new URL(issuer);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

function clientAuth(secret: string | null): oidc.ClientAuth {
  return secret ? oidc.ClientSecretBasic(secret) : oidc.None();
}

/**
 * Discovery documents are cached in memory for an hour, per issuer: a cache miss on another instance only costs
 * one more discovery request, so nothing here needs sharing between instances.
 */
export function createOidcConfigurations(clock: Clock): OidcConfigurations {
  const cache = new Map<string, { metadata: oidc.ServerMetadata; fetchedAt: number }>();

  return {
    async configurationFor({ issuer, clientId, clientSecret }) {
      const insecure = isLoopbackHttp(issuer);
      const now = clock.now().getTime();
      const cached = cache.get(issuer);
      if (cached && now - cached.fetchedAt < DISCOVERY_TTL_MS) {
        const configuration = new oidc.Configuration(
          cached.metadata,
          clientId,
          clientSecret ?? undefined,
          clientAuth(clientSecret),
        );
        configuration.timeout = DISCOVERY_TIMEOUT_SECONDS;
        if (insecure) oidc.allowInsecureRequests(configuration);
        return configuration;
      }
      const configuration = await oidc.discovery(
        new URL(issuer),
        clientId,
        clientSecret ?? undefined,
        clientAuth(clientSecret),
        { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout: DISCOVERY_TIMEOUT_SECONDS },
      );
      cache.set(issuer, { metadata: { ...configuration.serverMetadata() }, fetchedAt: now });
      return configuration;
    },
  };
}
