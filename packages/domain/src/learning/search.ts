/**
 * The one way text is made searchable: lower case, accents and other combining marks removed, punctuation and
 * runs of spaces as one space. Stored beside a course's texts and applied to the query, so "educacao" finds
 * "Educação" with an index on the stored key (trigram), and no database function needs to know about accents.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Shortest search the catalogue runs: a trigram index needs three characters. */
export const SEARCH_MIN_LENGTH = 3;
