/** What is being typed after `@` right before the caret (`@ca|` → `ca`), or null when no mention is being typed. */
export function mentionAt(text: string, caret: number): { start: number; search: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[^\w@.&;-])@([\w.-]{1,64})$/u.exec(before);
  if (!match) return null;
  const search = match[2] ?? '';
  return { start: caret - search.length - 1, search };
}

/** The text with the mention being typed replaced by `@username ` and where the caret goes after it. */
export function insertMention(
  text: string,
  mention: { start: number; search: string },
  username: string,
): { text: string; caret: number } {
  const end = mention.start + 1 + mention.search.length;
  const inserted = `@${username} `;
  const rest = text.slice(end).replace(/^ /, '');
  return { text: text.slice(0, mention.start) + inserted + rest, caret: mention.start + inserted.length };
}
