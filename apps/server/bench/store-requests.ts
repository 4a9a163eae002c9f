import { bodyRequest, getRequest } from './http-load.ts';
import { random } from './learning-requests.ts';
import type { StoreSite } from './store-seed.ts';
import { searchFor } from './store-texts.ts';

/** The store's kinds of request: the paced two (the verdict's mix) and the redemptions racing beside them. */
export type Kind = 'catalogue' | 'details' | 'redeem';
export const MIX: readonly { kind: 'catalogue' | 'details'; share: number; label: string }[] = [
  { kind: 'catalogue', share: 0.6, label: 'catalogue page' },
  { kind: 'details', share: 0.4, label: 'reward details' },
];
export const REDEEM_LABEL = 'redemption (racing)';
/** The share of redemptions that ask for a hot reward, and that resend an earlier request (a retry, same key). */
const HOT_SHARE = 0.8;
const RETRY_SHARE = 0.05;

export interface Built {
  request: Buffer;
  path: string;
  shopper: number;
}

/** Builds each kind's requests over the seeded site; each redemption has an Idempotency-Key of its own. */
export class StoreRequests {
  readonly site: StoreSite;
  readonly #next = random(15);
  readonly #headers: Record<string, string>[];
  /** Redemptions built lately (a retry resends one of them). */
  readonly #recent: Buffer[] = [];
  #keys = 0;
  /** How many redemptions were built, and how many of them were retries. */
  built = { redemptions: 0, retries: 0 };
  /** The hot rewards redemptions race for now (the capacity phase's half, then the paced phase's own). */
  hot: readonly number[];

  constructor(site: StoreSite) {
    this.site = site;
    this.hot = site.hot.slice(0, Math.ceil(site.hot.length / 2));
    this.#headers = site.shoppers.map((s) => ({
      Authorization: `Bearer ${s.token}`,
      'Accept-Language': s.language,
    }));
  }

  #any<T>(list: readonly T[]): T {
    return list[Math.floor(this.#next() * list.length)] as T;
  }

  #shopper() {
    return Math.floor(this.#next() * this.site.shoppers.length);
  }

  headersOf(shopper: number) {
    return this.#headers[shopper] as Record<string, string>;
  }

  /**
   * A catalogue page as shoppers browse it: half the first page by popularity (the store's landing), then a
   * department, a department and category, a search in the shopper's language, another sort, a later page.
   */
  catalogue(): Built {
    const site = this.site;
    const shopper = this.#shopper();
    const r = this.#next();
    const department = Math.floor(this.#next() * site.departments.length);
    const language = site.shoppers[shopper]?.language ?? 'pt-BR';
    const query =
      r < 0.5
        ? ''
        : r < 0.65
          ? `department_id=${site.departments[department]}`
          : r < 0.75
            ? `department_id=${site.departments[department]}&category_id=${this.#any(site.categories[department] ?? [])}`
            : r < 0.85
              ? `search=${encodeURIComponent(searchFor(language, this.#next(), Math.floor(this.#next() * 30)))}`
              : r < 0.95
                ? `sort=${this.#any(['price_asc', 'price_desc', 'name'])}`
                : `page=${2 + Math.floor(this.#next() * 3)}`;
    const path = `/api/v1/rewards/store${query ? `?${query}` : ''}`;
    return { request: getRequest(path, this.headersOf(shopper)), path, shopper };
  }

  /** A reward's details, offered in the shopper's country; one in five a hot one. */
  details(): Built {
    const shopper = this.#shopper();
    const country = this.site.shoppers[shopper]?.country ?? 0;
    const reward =
      this.#next() < 0.2 ? this.#any(this.site.hot) : this.#any(this.site.offered[country] ?? []);
    const path = `/api/v1/rewards/store/${reward}`;
    return { request: getRequest(path, this.headersOf(shopper)), path, shopper };
  }

  /**
   * A redemption with a key of its own: most of them of a hot reward (a race for its few units in the shopper's
   * country), the rest of anything offered there; one in twenty resends one of the last redemptions built (a retry).
   */
  redeem(): Built & { key: string; reward: number; retry: boolean } {
    this.built.redemptions += 1;
    if (this.#recent.length > 0 && this.#next() < RETRY_SHARE) {
      this.built.retries += 1;
      return { request: this.#any(this.#recent), path: '', shopper: -1, key: '', reward: 0, retry: true };
    }
    const shopper = this.#shopper();
    const country = this.site.shoppers[shopper]?.country ?? 0;
    const reward =
      this.#next() < HOT_SHARE ? this.#any(this.hot) : this.#any(this.site.offered[country] ?? []);
    const key = `bench-${++this.#keys}`;
    const path = `/api/v1/rewards/store/${reward}/redemptions`;
    const request = bodyRequest('POST', path, undefined, {
      ...this.headersOf(shopper),
      'Idempotency-Key': key,
    });
    this.#recent.push(request);
    if (this.#recent.length > 200) this.#recent.shift();
    return { request, path, shopper, key, reward, retry: false };
  }

  batch(kind: Kind, count: number): Buffer[] {
    return Array.from({ length: count }, () => this[kind]().request);
  }

  /** The paced mix interleaved (of every five: three catalogue pages, two details). */
  mixed(count: number): Buffer[] {
    const order: Kind[] = ['catalogue', 'details', 'catalogue', 'details', 'catalogue'];
    return Array.from({ length: count }, (_, i) => this[order[i % order.length] as Kind]().request);
  }
}
