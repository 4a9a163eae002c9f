import type { ClientPageSlug } from '@elevar/contract';
import type { Db } from '../../../db/connection.ts';
import type { Trx } from '../../../db/transaction.ts';

/** The clients' own pages: one row per client, slug and language written. */

export interface PageVersionRow {
  slug: string;
  language_code: string;
  title: string;
  body: string;
  updated_at: Date;
}

/** Every version of one page of the client, or of all its pages (`slug` undefined). */
export function pageVersions(
  db: Db | Trx,
  clientId: number,
  slug?: ClientPageSlug,
): Promise<PageVersionRow[]> {
  let query = db
    .selectFrom('client_pages')
    .select(['slug', 'language_code', 'title', 'body', 'updated_at'])
    .where('client_id', '=', clientId);
  if (slug !== undefined) query = query.where('slug', '=', slug);
  return query.execute();
}

/** The page's versions replaced whole: the languages left out are removed. */
export async function replacePage(
  trx: Trx,
  page: { clientId: number; slug: ClientPageSlug; actorId: number; at: Date },
  versions: readonly { language: string; title: string; body: string }[],
): Promise<void> {
  await trx
    .deleteFrom('client_pages')
    .where('client_id', '=', page.clientId)
    .where('slug', '=', page.slug)
    .execute();
  await trx
    .insertInto('client_pages')
    .values(
      versions.map((version) => ({
        client_id: page.clientId,
        slug: page.slug,
        language_code: version.language,
        title: version.title,
        body: version.body,
        updated_by: page.actorId,
        updated_at: page.at,
      })),
    )
    .execute();
}

/** The client's pages taken down by an editor (all of them, or one: `slug`). */
export async function unpublishedSlugs(
  db: Db | Trx,
  clientId: number,
  slug?: ClientPageSlug,
): Promise<Set<string>> {
  let query = db.selectFrom('client_page_states').select('slug').where('client_id', '=', clientId);
  if (slug !== undefined) query = query.where('slug', '=', slug);
  return new Set((await query.execute()).map((row) => row.slug));
}
