import type { TokenResponse } from '@elevar/contract';
import { stripDocumentSeparators } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { assertDocumentValid, type DocumentSite } from '../documents.ts';
import * as identity from '../queries.ts';
import { type AppCredentials, signInWithPassword } from '../tokens.ts';
import * as q from './queries.ts';

/**
 * POST /etraining_login/alternative_login/: the password sign-in with the document instead of the username,
 * under the same failed-login limits and sign-in policy as the password grant. A document invalid for the site
 * is refused once the app is known, before it is looked up or counted as a failed login.
 */
export async function alternativeLogin(
  ctx: ServiceContext,
  input: {
    client?: string | undefined;
    document: string;
    password: string;
    address: string;
    credentials: AppCredentials;
  },
  site: DocumentSite,
): Promise<TokenResponse> {
  const document = stripDocumentSeparators(input.document).toUpperCase();
  return signInWithPassword(ctx, {
    unknownKey: `unknown:document:${document}`,
    findUser: async () => {
      await assertDocumentValid(ctx.db, input, site);
      const found = document ? await q.findUserIdByDocument(ctx.db, document) : undefined;
      return found ? identity.findUserById(ctx.db, found.id) : undefined;
    },
    password: input.password,
    address: input.address,
    credentials: input.credentials,
  });
}
