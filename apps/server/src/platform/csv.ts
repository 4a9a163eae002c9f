/**
 * One CSV field (RFC 4180: quoted where needed). Text a person typed (a reason, a name) that starts like a formula
 * is prefixed with an apostrophe, so a spreadsheet shows it instead of running it (CSV injection).
 */
export function csvField(value: string | number | null, text = false): string {
  if (value === null) return '';
  let field = String(value);
  if (text && /^[=+\-@\t\r]/.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field;
}
