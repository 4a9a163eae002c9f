import type { Session } from '@elevar/contract';
import { type LanguageCode, validationMessage } from '@elevar/domain';
import type { ServiceContext } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
import type { AuthContext } from '../../platform/request-context.ts';
import { getSession } from '../identity/index.ts';
import { currentPolicyVersions } from '../tenancy/index.ts';
import * as q from './queries.ts';

/**
 * Records that the user accepted the terms page in the version they were shown. Only the published version can
 * be accepted: an older one is stale and a newer one does not exist yet (accepting a forged future version would
 * pre-accept every later change).
 */
export async function acceptTerms(
  ctx: ServiceContext,
  auth: AuthContext,
  version: number,
  language: LanguageCode,
): Promise<Session> {
  const { terms } = await currentPolicyVersions(ctx.db);
  if (terms === 0 || terms !== version) {
    throw new AppError('common.validation', 400, [
      { field: 'version', message: validationMessage('terms.required', language) },
    ]);
  }
  await q.setAcceptedTerms(ctx.db, auth.userId, version, ctx.clock.now());
  return getSession(ctx, auth);
}
