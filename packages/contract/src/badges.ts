import { BADGE_RULES, POINT_KINDS } from '@elevar/domain';
import { z } from 'zod';

/** A badge of the selected client, with when the user earned it (null: not yet). GET /api/v1/badges. */
export const Badge = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the request's language (pt-BR, then any, as fallback); empty when only `label_key` is set. */
  name: z.string(),
  description: z.string(),
  label_key: z.string().nullable(),
  icon: z.string().nullable(),
  rule: z.enum(BADGE_RULES),
  threshold: z.number().int(),
  point_kind: z.enum(POINT_KINDS).nullable(),
  earned_at: z.string().nullable(),
});
export type Badge = z.infer<typeof Badge>;

export const BadgeList = z.object({ results: z.array(Badge) });
