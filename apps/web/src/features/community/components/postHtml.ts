/**
 * The HTML a post sends from the composer's text: paragraphs at blank lines and line breaks within them, the tags the
 * toolbar wrote kept as they are. A text already written as HTML paragraphs (a stored post being edited) goes as
 * is. The server keeps only its allow-list of it.
 */
export function postHtml(text: string): string {
  const trimmed = text.trim();
  if (/^<(p|h[2-4]|ul|ol|blockquote)[\s>]/i.test(trimmed)) return trimmed;
  return trimmed
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Whether a composer holds something to send. */
export function hasText(text: string): boolean {
  return text.replace(/<(?!img)[^>]*>/g, '').trim() !== '';
}
