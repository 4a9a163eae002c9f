import type { ColumnType, Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * The learner's catalogue search by words (docs/learning.md "The catalogue"): the course's search key (the domain's
 * `searchKey`: lower case, marks removed) as a text-search vector of its words, GIN-indexed. A word searched matches
 * the words it begins, looked up in the index; the trigram index on `search_text` stays for the staff lists'
 * substring search, where a common word's trigrams read most of the catalogue's posting lists.
 */
export interface CourseSearchWordColumns {
  search_words: ColumnType<string, never, never>;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table courses add column search_words tsvector
      generated always as (to_tsvector('simple', search_text)) stored;
    create index courses_search_words_idx on courses using gin (search_words);
  `,
  );
}
