import type { Badge } from '@elevar/contract';
import { type LanguageCode, localized } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/request-context.ts';
import { selectedClientId } from '../../identity/index.ts';
import { listBadgesFor } from './queries.ts';

/** Every badge of the selected client, with when the user earned it (null: not yet). */
export async function listBadges(
  ctx: ServiceContext,
  auth: AuthContext,
  language: LanguageCode,
): Promise<{ results: Badge[] }> {
  const clientId = await selectedClientId(ctx, auth);
  if (clientId === null) return { results: [] };
  const rows = await listBadgesFor(ctx.db, { clientId, userId: auth.userId });
  return {
    results: rows.map((row) => ({
      id: row.id,
      code: row.code,
      name: localized(row.names, language),
      description: localized(row.descriptions, language),
      label_key: row.label_key,
      icon: row.icon,
      rule: row.rule,
      threshold: row.threshold,
      point_kind: row.point_kind,
      earned_at: row.earned_at ? row.earned_at.toISOString() : null,
    })),
  };
}
