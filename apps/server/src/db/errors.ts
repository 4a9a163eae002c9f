/**
 * The name of the unique index a failed write violated, or null when the error is something else. Both drivers
 * (pg and PGlite) report SQLSTATE 23505 with the constraint's name.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' ? String(constraint ?? '') : null;
}
