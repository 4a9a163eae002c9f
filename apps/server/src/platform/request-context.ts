import { type Language, negotiateLanguage } from '@elevar/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface AuthContext {
  userId: number;
  familyId: number;
  /** Web-service sessions (opened by a partner's login link) never refresh (SPEC §4). */
  kind: 'normal' | 'webservice';
  /**
   * The client a login vouched for by that client's own system is bound to (web-service link, single sign-on):
   * the session acts there and nowhere else. Null for the product's own sign-ins (the user's selection applies).
   */
  boundClientId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The language error messages and localized data use: the Accept-Language the client sent. */
    language: Language;
    auth: AuthContext | null;
  }
}

/** Accept-Language headers already negotiated: clients send a handful of different ones, each parsed once. */
const negotiated = new Map<string, Language>();
const MAX_HEADERS = 1000;

function languageOf(header: string | undefined): Language {
  if (!header) return negotiateLanguage(header);
  let language = negotiated.get(header);
  if (!language) {
    if (negotiated.size >= MAX_HEADERS) negotiated.clear();
    language = negotiateLanguage(header);
    negotiated.set(header, language);
  }
  return language;
}

/** Decorates every request with its language; `auth` is filled by the authenticate hook. */
export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest<Language>('language', null as unknown as Language);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', (request, _reply, done) => {
    request.language = languageOf(request.headers['accept-language']);
    done();
  });
});
