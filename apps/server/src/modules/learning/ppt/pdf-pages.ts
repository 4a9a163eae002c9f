/**
 * The pages of a pdf, read from its page tree without a pdf library: the largest `/Count` of a `/Type /Pages` node
 * (the root's is the total), else the `/Type /Page` objects counted. LibreOffice writes its page tree uncompressed;
 * a pdf whose tree sits in compressed object streams answers null (the caller keeps the slide count).
 */
export function pdfPageCount(pdf: Buffer): number | null {
  const text = pdf.toString('latin1');
  let largest = 0;
  for (const match of text.matchAll(
    /<<((?:[^<>]|<(?!<)|>(?!>))*?\/Type\s*\/Pages\b(?:[^<>]|<(?!<)|>(?!>))*?)>>/g,
  )) {
    const count = /\/Count\s+(\d+)/.exec(match[1] ?? '');
    if (count) largest = Math.max(largest, Number(count[1]));
  }
  if (largest > 0) return largest;
  const pages = (text.match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
  return pages > 0 ? pages : null;
}
