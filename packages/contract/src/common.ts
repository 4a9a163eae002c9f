import { z } from 'zod';

/** The one error envelope every endpoint answers with (ARCHITECTURE §5). */
export const ErrorEnvelope = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const LanguageRef = z.object({ id: z.number().int(), code: z.string() });
export type LanguageRef = z.infer<typeof LanguageRef>;

export const IdParam = z.object({ id: z.coerce.number().int().positive() });

/** Pagination query shared by every list endpoint (max 100 per page). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(item),
  });
}

export const OkResponse = z.object({ ok: z.literal(true) });
