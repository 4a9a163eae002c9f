import { endpointSchemas, type StatementFilter, type StatementPage } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { preparedQuery } from '../../../db/connection.ts';
import { answerWriter, type WrittenAnswer } from '../../../platform/response-serializer.ts';
import { STATEMENT_VERSION, type StatementScope, statementPage, toStatementEntry } from './queries.ts';

/**
 * Statement pages kept per instance with the versions they were read at (`STATEMENT_VERSION`): asked again, a page
 * is answered from here when one lookup of the versions still reads the same, else read again. Nothing has to drop
 * an entry (every write the page shows moves a version, on any instance), so it is never stale; it only saves the
 * page's rows being read, parsed and mapped while the user's ledger has not moved. A page is kept as the JSON its
 * route writes (`answerWriter` with the contract's schema): a repeated page is neither copied nor written again, and
 * a kept page is one string for the garbage collector instead of a graph of objects. Bounded by pages and by
 * characters: the least recently asked pages go first.
 */
const MAX_PAGES = 5000;
const MAX_CHARACTERS = 24_000_000;

interface Kept {
  version: string;
  page: WrittenAnswer<StatementPage>;
}

interface PageCache {
  pages: Map<string, Kept>;
  characters: number;
  write: (page: StatementPage) => string;
}

const caches = new WeakMap<ServiceContext, PageCache>();

function cacheOf(ctx: ServiceContext): PageCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = {
      pages: new Map(),
      characters: 0,
      write: answerWriter(endpointSchemas.pointsStatement.response, {
        verify: ctx.config.NODE_ENV !== 'production',
        url: '/api/v1/points/statement',
      }),
    };
    caches.set(ctx, cache);
  }
  return cache;
}

function forget(cache: PageCache, key: string, kept: Kept) {
  cache.pages.delete(key);
  cache.characters -= kept.page.json.length;
}

const readVersion = preparedQuery<{ version: string }>(`select ${STATEMENT_VERSION} as version`);

export async function cachedStatementPage(
  ctx: ServiceContext,
  scope: StatementScope,
  filter: StatementFilter,
  paging: { page: number; page_size: number },
  language: LanguageCode,
): Promise<WrittenAnswer<StatementPage>> {
  const cache = cacheOf(ctx);
  const key = `${scope.clientId}:${scope.userId}:${language}:${paging.page}:${paging.page_size}:${JSON.stringify(filter)}`;
  const kept = cache.pages.get(key);
  if (kept) {
    const [current] = await readVersion(ctx.db, [scope.userId, scope.clientId]);
    if (current?.version === kept.version) {
      cache.pages.delete(key);
      cache.pages.set(key, kept); // now the most recently asked
      return kept.page;
    }
    forget(cache, key, kept);
  }
  const { count, rows, version } = await statementPage(
    ctx.db,
    scope,
    filter,
    { limit: paging.page_size, offset: (paging.page - 1) * paging.page_size },
    language,
  );
  const page = { json: cache.write({ count, ...paging, results: rows.map(toStatementEntry) }) };
  if (version !== null) {
    const fresh = { version, page };
    cache.pages.set(key, fresh);
    cache.characters += page.json.length;
    for (const [oldest, old] of cache.pages) {
      if (cache.pages.size <= MAX_PAGES && cache.characters <= MAX_CHARACTERS) break;
      forget(cache, oldest, old);
    }
  }
  return page;
}
