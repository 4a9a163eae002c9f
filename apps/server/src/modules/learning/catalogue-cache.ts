import type { CourseCard } from '@elevar/contract';
import { readCaughtUp, type ServiceContext } from '../../context.ts';
import { type Db, preparedQuery } from '../../db/connection.ts';
import { type NameBook, readNameBook } from './card-names.ts';
import type { WrittenCard } from './catalogue-written.ts';

/**
 * A map that keeps its most recently used entries up to a total weight (each entry weighs what it holds), so an
 * instance's memory for a cache stays bounded whatever is asked of it.
 */
export class WeightedLru<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private total = 0;
  private readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // most recently used last: Map keeps insertion order
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, weight: number): void {
    this.delete(key);
    if (weight > this.capacity) return;
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.capacity) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A course as a cached list holds it: what the viewer's visibility and the keyset cursor need, nothing per user. */
export interface ListedCourse {
  id: number;
  publishedAt: Date | null;
  /** `published_at` in microseconds since the epoch, as PostgreSQL compares it (a Date keeps milliseconds). */
  publishedMicros: number | null;
  /** The languages the course is offered in; null: all. */
  languages: string[] | null;
  /** The groups the course is shown to; empty: every group. */
  groupIds: number[];
  /** Its links and the columns the shared filters read (the filters are applied per request, as in SQL). */
  tagIds: number[];
  categoryIds: number[];
  areaIds: number[];
  enrolmentRule: string;
  isOnline: boolean;
}

/**
 * The client's published courses of a kind (or of a kind and the words searched), newest first: all of them, or the
 * first ones when `complete` is false.
 */
export interface CourseList {
  courses: ListedCourse[];
  complete: boolean;
}

/** A card as every viewer reading it in one language sees it; the learner's status, percent and favourite are theirs. */
export type SharedCard = Omit<CourseCard, 'status' | 'percent' | 'favourite'>;

interface Stamped<V> {
  generation: number;
  value: V;
}

/**
 * Courses listed per cached list at most: a kind's whole catalogue, and a search's first matches (a client with more,
 * or a search matching more, keeps its first ones: a page past them is read from SQL).
 */
export const CATALOGUE_LIMIT = 25_000;
export const SEARCH_LIMIT = 250;
/**
 * Weights: courses listed over all lists (about 300 bytes each), cards over all languages (under 1 KB each): some
 * 70 MB at most per instance, enough for a 25,000-course catalogue and every card of 10,000 courses in four languages.
 */
const LISTED_CAPACITY = 100_000;
const CARD_CAPACITY = 40_000;
/** Names over all name books (a few hundred bytes each; a client past NAME_BOOK_LIMIT keeps none). */
const NAME_CAPACITY = 50_000;
/** Learners whose groups an instance remembers as a guess (`StampGuess`), and clients whose generation. */
const GUESS_CAPACITY = 50_000;

/** What a cached read last found for a learner: their client's generation and their groups, checked when used. */
export interface StampGuess {
  generation: number;
  groupIds: number[];
}

/**
 * What every learner of a client sees alike in the catalogue, kept per server instance: the list of a kind's published
 * courses (and of each search), before the filters and the viewer's own visibility, which the caller applies per
 * request, and the cards in each language. Each entry carries the client's catalogue generation it was read under
 * (`catalogue_generations`, bumped in the same transaction as every write that changes a card or a list, by database
 * triggers); the caller reads the current generation with every request and an entry of another generation is a
 * miss. So no entry is ever served after a change is committed, on this instance or any other: staleness is
 * impossible, not merely bounded. A list or name book read on the read replica (DATABASE_REPLICA_URL) is kept only
 * when the replica's generation, read in the same snapshot, is not older than the one the request read on the primary
 * (`readCaughtUp`); else it is read on the primary. What is per learner (progress, enrolment, favourite) is never
 * cached, nor read on the replica.
 */
export class CatalogueCache {
  private readonly lists = new WeightedLru<Stamped<CourseList>>(LISTED_CAPACITY);
  private readonly cards = new WeightedLru<Stamped<WrittenCard>>(CARD_CAPACITY);
  private readonly books = new WeightedLru<Stamped<NameBook | null>>(NAME_CAPACITY);
  private readonly generations = new Map<number, number>();
  private readonly groups = new WeightedLru<number[]>(GUESS_CAPACITY);

  /**
   * The client's tag and category names (`NameBook`; null: too many to keep), if kept under `generation`; undefined
   * when not.
   */
  book(clientId: number, generation: number): NameBook | null | undefined {
    return this.fresh(this.books, String(clientId), generation);
  }

  keepBook(clientId: number, generation: number, book: NameBook | null): void {
    this.keep(this.books, String(clientId), generation, book, (book?.size ?? 0) + 1);
  }

  /**
   * The generation and groups a learner's last cached read found: only a guess, to read them in the same statement
   * as the learner's state (the caller compares and reads again when either moved), never an answer by itself.
   */
  guess(clientId: number, userId: number): StampGuess | undefined {
    const generation = this.generations.get(clientId);
    const groupIds = this.groups.get(String(userId));
    return generation === undefined || groupIds === undefined ? undefined : { generation, groupIds };
  }

  remember(clientId: number, userId: number, stamp: StampGuess): void {
    if (this.generations.size >= GUESS_CAPACITY && !this.generations.has(clientId)) this.generations.clear();
    if ((this.generations.get(clientId) ?? -1) < stamp.generation)
      this.generations.set(clientId, stamp.generation);
    this.groups.set(String(userId), stamp.groupIds, 1);
  }

  list(clientId: number, generation: number, key: string): CourseList | undefined {
    return this.fresh(this.lists, `${clientId}|${key}`, generation);
  }

  keepList(clientId: number, generation: number, key: string, list: CourseList): void {
    this.keep(this.lists, `${clientId}|${key}`, generation, list, list.courses.length + 1);
  }

  /** The course's card in the language, written around the learner's part (`catalogue-written.ts`). */
  card(clientId: number, generation: number, language: string, courseId: number): WrittenCard | undefined {
    return this.fresh(this.cards, `${clientId}|${language}|${courseId}`, generation);
  }

  keepCard(
    clientId: number,
    generation: number,
    language: string,
    courseId: number,
    card: WrittenCard,
  ): void {
    this.keep(this.cards, `${clientId}|${language}|${courseId}`, generation, card, 1);
  }

  private fresh<V>(lru: WeightedLru<Stamped<V>>, key: string, generation: number): V | undefined {
    const entry = lru.get(key);
    if (!entry) return undefined;
    if (entry.generation === generation) return entry.value;
    if (entry.generation < generation) lru.delete(key);
    return undefined;
  }

  /** Keeps what was read under `generation`, unless a newer read is already kept (a slow request never rolls back). */
  private keep<V>(lru: WeightedLru<Stamped<V>>, key: string, generation: number, value: V, weight: number) {
    const kept = lru.get(key);
    if (kept && kept.generation > generation) return;
    lru.set(key, { generation, value }, weight);
  }
}

const caches = new WeakMap<ServiceContext, CatalogueCache>();

/** The instance's catalogue cache (one per service context: each app built has its own). */
export function catalogueCacheOf(ctx: ServiceContext): CatalogueCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new CatalogueCache();
    caches.set(ctx, cache);
  }
  return cache;
}

const generationOf = preparedQuery<{ generation: number | string }>(`select
    coalesce((select g.generation from catalogue_generations g where g.client_id = $1::bigint), 0) as generation`);

/**
 * The client's catalogue generation alone: what a read replica has caught up with, read in the same snapshot as a
 * list or name book read there (`readCaughtUp` in context.ts).
 */
export async function readGeneration(db: Db, clientId: number): Promise<number> {
  const [row] = await generationOf(db, [clientId]);
  return Number(row?.generation ?? 0);
}

/**
 * The client's name book kept under `generation` (read when not kept): the tags' and categories' names a card shows,
 * without a statement per page. The caller read `generation` on the primary before (with the card it names). With
 * `replica` (the catalogue's pages), a book not kept is read on the read replica when it has caught up with
 * `generation` (`readCaughtUp`), else on the primary; the course page reads it on the primary.
 */
export async function cachedNameBook(
  ctx: ServiceContext,
  clientId: number,
  generation: number,
  from: { replica?: boolean } = {},
): Promise<NameBook | null> {
  const cache = catalogueCacheOf(ctx);
  let book = cache.book(clientId, generation);
  if (book === undefined) {
    const read = (db: Db) => readNameBook(db, clientId);
    book = from.replica
      ? await readCaughtUp(
          ctx,
          (db) => readGeneration(db, clientId),
          () => generation,
          read,
        )
      : await read(ctx.db);
    cache.keepBook(clientId, generation, book);
  }
  return book;
}
