/**
 * A portfolio course's address (SPEC §2 `portfolio-course/{slug}`): its title in lower-case ASCII words joined by
 * hyphens, then `-id-` and the course id. Only the id counts; the words are for people and search engines, so a
 * renamed course keeps working and the page replaces an old slug with the current one.
 */

const MAX_WORDS_LENGTH = 80;

/** The canonical slug of a course titled `title`: "Gestão de loja" #12 → `gestao-de-loja-id-12`. */
export function portfolioSlug(title: string, id: number): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_WORDS_LENGTH)
    .replace(/-+$/, '');
  return words ? `${words}-id-${id}` : `course-id-${id}`;
}

/** The course id of a portfolio slug: the digits after its last `-id-` (null when there are none). */
export function courseIdFromSlug(slug: string | undefined): number | null {
  if (!slug) return null;
  const at = slug.lastIndexOf('-id-');
  const digits = at < 0 ? (slug.startsWith('id-') ? slug.slice(3) : '') : slug.slice(at + 4);
  if (!/^[1-9][0-9]{0,15}$/.test(digits)) return null;
  const id = Number(digits);
  return Number.isSafeInteger(id) ? id : null;
}
