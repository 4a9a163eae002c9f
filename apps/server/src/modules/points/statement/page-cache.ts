import type { StatementFilter, StatementPage } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { preparedQuery } from '../../../db/connection.ts';
import { STATEMENT_VERSION, type StatementScope, statementPage, toStatementEntry } from './queries.ts';

/**
 * Statement pages kept per instance with the versions they were read at (`STATEMENT_VERSION`): asked again, a page
 * is answered from here when one lookup of the versions still reads the same, else read again. Nothing has to drop
 * an entry (every write the page shows moves a version, on any instance), so it is never stale; it only saves the
 * page's rows being read, parsed and mapped while the user's ledger has not moved. Bounded: the least recently asked
 * pages go first.
 */
const MAX_PAGES = 5000;

interface Kept {
  version: string;
  page: StatementPage;
}

const caches = new WeakMap<ServiceContext, Map<string, Kept>>();

const readVersion = preparedQuery<{ version: string }>(`select ${STATEMENT_VERSION} as version`);

export async function cachedStatementPage(
  ctx: ServiceContext,
  scope: StatementScope,
  filter: StatementFilter,
  paging: { page: number; page_size: number },
  language: LanguageCode,
): Promise<StatementPage> {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  const key = `${scope.clientId}:${scope.userId}:${language}:${paging.page}:${paging.page_size}:${JSON.stringify(filter)}`;
  const kept = cache.get(key);
  if (kept) {
    const [current] = await readVersion(ctx.db, [scope.userId, scope.clientId]);
    cache.delete(key);
    if (current?.version === kept.version) {
      cache.set(key, kept); // now the most recently asked
      return kept.page;
    }
  }
  const { count, rows, version } = await statementPage(
    ctx.db,
    scope,
    filter,
    { limit: paging.page_size, offset: (paging.page - 1) * paging.page_size },
    language,
  );
  const page = { count, ...paging, results: rows.map(toStatementEntry) };
  if (version !== null) {
    if (cache.size >= MAX_PAGES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { version, page });
  }
  return page;
}
