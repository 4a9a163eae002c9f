import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * `localized_text(texts, language, client_language)`: a text stored per language (jsonb) read as the domain's
 * `localized` reads it: the language asked for, then the client's default, then pt-BR, then the first one written
 * (jsonb's key order, as the parsed object lists them), else ''; a text stored as a plain string is itself. Lists
 * that show one language of long texts (the learning catalogue's cards) read it in SQL, so a page carries one
 * language instead of four. One expression without a subquery, so the planner inlines it into the calling query.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    create function localized_text(texts jsonb, language text, client_language text) returns text
    language sql immutable parallel safe as $$
      select case jsonb_typeof(texts)
        when 'string' then texts #>> '{}'
        when 'object' then coalesce(nullif(texts ->> language, ''), nullif(texts ->> client_language, ''),
          nullif(texts ->> 'pt-BR', ''), jsonb_path_query_first(texts, '$.* ? (@ != "")') #>> '{}', '')
        else '' end
    $$;
  `,
  );
}
