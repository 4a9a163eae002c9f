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

/** What of a page's cards is kept (written in the language within the second), and so which texts to read. */
export interface KeptCards {
  ids: readonly string[];
  cards: (WrittenCard | undefined)[];
  /** Per id: no card kept, its texts are wanted (`pageCards`'s flags). */
  wanted: boolean[];
}

const cardKey = (language: LanguageCode, id: string | number) => `card:${language}:${id}`;

export function keptCards(
  ctx: ServiceContext,
  clientId: number,
  ids: readonly string[],
  language: LanguageCode,
): KeptCards {
  const cache = catalogueCache(ctx);
  const cards = cache.fresh<WrittenCard>(
    clientId,
    ids.map((id) => cardKey(language, id)),
  );
  return { ids, cards, wanted: cards.map((card) => card === undefined) };
}

/**
 * The page's cards with their stock as `pageCards` read it, written in the page's order (a reward no longer offered
 * is left out); each card written here is kept (with the catalogue's `generation` the rows were read at, when known).
 */
export function writeCards(
  ctx: ServiceContext,
  clientId: number,
  kept: KeptCards,
  rows: readonly PageCardRow[],
  language: LanguageCode,
  generation?: number,
): string[] {
  const cache = catalogueCache(ctx);
  const keptById = new Map(kept.ids.map((id, i) => [String(id), kept.cards[i]]));
  return rows.map((row) => {
    let card = keptById.get(String(row.id));
    if (!card) {
      card = writeCard(ctx, row, language);
      cache.keep(clientId, cardKey(language, row.id), card, generation);
    }
    return `${card.head}${row.stock}${card.tail}`;
  });
}

/** The page's cards with their stock as it is now, written: one statement (`pageCards`), none for an empty page. */
export async function pageCardsWritten(
  ctx: ServiceContext,
  where: { clientId: number; countryId: number },
  ids: readonly string[],
  language: LanguageCode,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const kept = keptCards(ctx, where.clientId, ids, language);
  const rows = await pageCards(ctx.db, [where.clientId, where.countryId, ids, kept.wanted]);
  return writeCards(ctx, where.clientId, kept, rows, language);
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

/** The catalogue page of `listed` in the client with its `cards` written and the user's Reward state. */
export async function writtenCatalogue(
  ctx: ServiceContext,
  clientId: number,
  page: { listed: Listed; cards: readonly string[] },
  paging: { page: number; page_size: number },
  state: RewardState,
  language: LanguageCode,
): Promise<WrittenAnswer<RewardCatalogue>> {
  const lists = await listsWritten(ctx, clientId, language);
  const w = writers(ctx);
  const json =
    `{"count":${page.listed.count},"page":${paging.page},"page_size":${paging.page_size},` +
    `"results":[${page.cards.join(',')}],${lists},"state":${w.state(state)}}`;
  if (w.page) {
    const expected = w.page(JSON.parse(json));
    if (expected !== json)
      throw new Error(`the store's page was written ${json}, its schema writes ${expected}`);
  }
  return { json };
}
