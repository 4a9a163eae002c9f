/** What is being typed after `@` right before the caret (`@ca|` → `ca`), or null when no mention is being typed. */
export function mentionAt(text: string, caret: number): { start: number; search: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[^\w@.&;-])@([\w.-]{1,64})$/u.exec(before);
  if (!match) return null;
  const search = match[2] ?? '';
  return { start: caret - search.length - 1, search };
}
