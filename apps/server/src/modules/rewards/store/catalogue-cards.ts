import { endpointSchemas, RewardCard, RewardCatalogue, RewardState } from '@elevar/contract';
import type { LanguageCode } from '@elevar/domain';
import type { ServiceContext } from '../../../context.ts';
import { answerWriter, type WrittenAnswer } from '../../../platform/response-serializer.ts';
import { catalogueCache } from './catalogue-cache.ts';
import { type Listed, storeListsOf } from './catalogue-pages.ts';
import { nameIn, toCard, toCategory } from './mappers.ts';
import { type PageCardRow, pageCards } from './reads.ts';

/**
 * A catalogue page written as its route's JSON from parts, each written once (`answerWriter` with the contract's
 * schemas) and kept in the catalogue cache: each reward's card in a language, written around its stock (the stock
 * is read live on every request and put in between), and the client's departments and categories in a language.
 * Per request there remains the page's stock read (with the cards not kept, in the same statement), the user's
 * Reward state and the joining of strings. In development and tests every page is checked against what the route's
 * schema writes of it.
 */

/** A card's JSON before and after its stock's value. */
interface WrittenCard {
  head: string;
  tail: string;
}

const STOCK = '"stock":0';

interface Writers {
  card: (card: RewardCard) => string;
  lists: (lists: Pick<RewardCatalogue, 'departments' | 'categories'>) => string;
  state: (state: RewardState) => string;
  /** The whole page as the route's schema writes it (development and tests only: the check). */
  page?: (page: RewardCatalogue) => string;
}

const writersOf = new WeakMap<ServiceContext, Writers>();

function writers(ctx: ServiceContext): Writers {
  let known = writersOf.get(ctx);
  if (!known) {
    const verify = ctx.config.NODE_ENV !== 'production';
    const schema = endpointSchemas.rewardsStore.response;
    known = {
      card: answerWriter(RewardCard, { verify }),
      lists: answerWriter(RewardCatalogue.pick({ departments: true, categories: true }), { verify }),
      state: answerWriter(RewardState, { verify }),
      ...(verify ? { page: answerWriter(schema, { verify, url: '/api/v1/rewards/store' }) } : {}),
    };
    writersOf.set(ctx, known);
  }
  return known;
}

/** A card written with stock 0, split around that value. */
function writeCard(ctx: ServiceContext, row: PageCardRow, language: LanguageCode): WrittenCard {
  const card = toCard(
    {
      ...row,
      id: Number(row.id),
      names: row.names ?? {},
      department_id: Number(row.department_id),
      department_names: row.department_names ?? {},
      category_id: Number(row.category_id),
      category_names: row.category_names ?? {},
      stock: 0,
    },
    language,
    ctx.secret,
  );
  const text = writers(ctx).card(card);
  // the card's last keys are stock, then image_url (a path or null): the stock's value is the only such text
  const at = text.lastIndexOf(STOCK);
  return { head: text.slice(0, at + STOCK.length - 1), tail: text.slice(at + STOCK.length) };
}

/**
 * The page's cards with their stock as it is now, written, in the page's order: one statement reads the stock of
 * every reward listed and the texts of those whose card is not kept (a reward no longer offered is left out).
 */
async function pageCardsWritten(
  ctx: ServiceContext,
  where: { clientId: number; countryId: number },
  ids: readonly string[],
  language: LanguageCode,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const cache = catalogueCache(ctx);
  const keyOf = (id: string | number) => `card:${language}:${id}`;
  const kept = ids.map((id) => cache.fresh<WrittenCard>(where.clientId, keyOf(id)));
  const rows = await pageCards(ctx.db, [
    where.clientId,
    where.countryId,
    ids,
    kept.map((card) => card === undefined),
  ]);
  const keptById = new Map(ids.map((id, i) => [String(id), kept[i]]));
  return rows.map((row) => {
    let card = keptById.get(String(row.id));
    if (!card) {
      card = writeCard(ctx, row, language);
      cache.keep(where.clientId, keyOf(row.id), card);
    }
    return `${card.head}${row.stock}${card.tail}`;
  });
}

/** The client's departments and categories in the language, written as the page's `departments` and `categories`. */
function listsWritten(ctx: ServiceContext, clientId: number, language: LanguageCode): Promise<string> {
  return catalogueCache(ctx).read(clientId, `lists:${language}`, async () => {
    const lists = await storeListsOf(ctx, clientId);
    const text = writers(ctx).lists({
      departments: lists.departments.map((d) => ({ id: Number(d.id), name: nameIn(d.names, language) })),
      categories: lists.categories.map((c) => toCategory(c, language)),
    });
    return text.slice(1, -1);
  });
}

/** The catalogue page of `listed` in the client and country (none: an empty page) with the user's Reward state. */
export async function writtenCatalogue(
  ctx: ServiceContext,
  where: { clientId: number; countryId: number | null },
  listed: Listed,
  paging: { page: number; page_size: number },
  state: RewardState,
  language: LanguageCode,
): Promise<WrittenAnswer<RewardCatalogue>> {
  const { countryId } = where;
  const [cards, lists] = await Promise.all([
    countryId === null
      ? []
      : pageCardsWritten(ctx, { clientId: where.clientId, countryId }, listed.ids, language),
    listsWritten(ctx, where.clientId, language),
  ]);
  const w = writers(ctx);
  const json =
    `{"count":${listed.count},"page":${paging.page},"page_size":${paging.page_size},` +
    `"results":[${cards.join(',')}],${lists},"state":${w.state(state)}}`;
  if (w.page) {
    const expected = w.page(JSON.parse(json));
    if (expected !== json)
      throw new Error(`the store's page was written ${json}, its schema writes ${expected}`);
  }
  return { json };
}
