import { describe, expect, it, vi } from 'vitest';
import { withDataDir } from '../../../../test/file-context.ts';
import { testClock } from '../../../../test/harness.ts';
import { bumpCatalogueGeneration, storeMember, storeProgramme } from '../../../../test/store-fixtures.ts';
import type { ServiceContext } from '../../../context.ts';
import { catalogueCache, publishCatalogueChanged } from './catalogue-cache.ts';

// The store's catalogue cache (catalogue-cache.ts), switched on as in production: what a kept page may show late
// (its order, within the second) and what it never does (stock, and a catalogue change made in the product).

const { t } = withDataDir({ STORE_CATALOGUE_CACHE_MS: '1000' });

type Headers = Record<string, string>;
type Page = { count: number; results: { id: number; name: string; stock: number }[] };
const page = async (headers: Headers, query = 'sort=popularity') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/rewards/store?${query}`,
      headers: { ...headers, 'accept-language': 'en-US' },
    })
  ).json() as Page;
const stockOf = (body: Page) => Object.fromEntries(body.results.map((r) => [r.name, r.stock]));
let keys = 0;
const redeem = (id: number, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/rewards/store/${id}/redemptions`,
    headers: { ...headers, 'idempotency-key': `cache-${++keys}` },
  });

async function setUp() {
  const p = await storeProgramme(t.db);
  const camera = await p.reward({
    names: ['Câmera', 'Camera', 'Cámara', 'Appareil photo'],
    price: 100,
    stock: { brazil: 4 },
  });
  const speaker = await p.reward({
    names: ['Caixa de som', 'Speaker', 'Altavoz', 'Enceinte'],
    price: 100,
    stock: { brazil: 3 },
  });
  const seller = await storeMember(t.app, t.db, p, { points: 1000 });
  const admin = await storeMember(t.app, t.db, p, { role: 'program_admin' });
  return { p, camera, speaker, seller, admin };
}

describe('the store’s catalogue cache', () => {
  it('shows each reward’s stock as it is now on a kept page; the popularity order follows within the second', async () => {
    const { camera, speaker, seller } = await setUp();
    const first = await page(seller.headers);
    expect(first.results.map((r) => r.id)).toEqual([camera, speaker]);
    expect((await redeem(speaker, seller.headers)).statusCode).toBe(201);
    const kept = await page(seller.headers);
    expect(stockOf(kept)).toEqual({ Camera: 4, Speaker: 2 });
    // the page's order is the one read a moment ago: the speaker's order counts once the second is over
    expect(kept.results.map((r) => r.id)).toEqual([camera, speaker]);
    t.clock.advance(1000);
    const later = await page(seller.headers);
    expect(later.results.map((r) => r.id)).toEqual([speaker, camera]);
    expect(stockOf(later)).toEqual({ Camera: 4, Speaker: 2 });
  });

  it('reads a kept list again in the background in its last fifth of the second, showing it meanwhile', async () => {
    const { camera, speaker, seller } = await setUp();
    expect((await page(seller.headers)).results.map((r) => r.id)).toEqual([camera, speaker]);
    expect((await redeem(speaker, seller.headers)).statusCode).toBe(201);
    t.clock.advance(800);
    // 0.8 s old: the kept order still, and this request starts the next read of the country's list
    expect((await page(seller.headers)).results.map((r) => r.id)).toEqual([camera, speaker]);
    // which replaces it once read, the clock unmoved: the speaker's order counts
    await vi.waitFor(async () => {
      expect((await page(seller.headers)).results.map((r) => r.id)).toEqual([speaker, camera]);
    });
  });

  it('drops a reward no longer offered in the country from a kept page at once', async () => {
    const { p, camera, speaker, seller } = await setUp();
    await page(seller.headers);
    // another instance's change whose event has not arrived: the live stock read leaves the reward out
    await t.db
      .deleteFrom('reward_stock')
      .where('reward_id', '=', camera)
      .where('country_id', '=', p.brazil)
      .execute();
    expect((await page(seller.headers)).results.map((r) => r.id)).toEqual([speaker]);
  });

  it('shows a catalogue change made through the operators’ screens at once', async () => {
    const { p, camera, speaker, seller, admin } = await setUp();
    expect((await page(seller.headers)).count).toBe(2);
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/rewards/catalogue/${camera}/active`,
      headers: admin.headers,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    const after = await page(seller.headers);
    expect(after.count).toBe(1);
    expect(after.results.map((r) => r.id)).toEqual([speaker]);
    const maximum = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/rewards/categories/${p.categories.open}/maximum`,
      headers: admin.headers,
      payload: { max_per_user: 3 },
    });
    expect(maximum.statusCode).toBe(200);
    const body = (await page(seller.headers)) as Page & {
      categories: { id: number; max_per_user: number }[];
    };
    expect(body.categories.find((c) => c.id === p.categories.open)?.max_per_user).toBe(3);
    expect(body.results[0]).toMatchObject({ category: { max_per_user: 3 } });
  });

  it('finds an edited reward by its new name and shows a renamed department at once on the editing instance', async () => {
    const { p, camera, seller, admin } = await setUp();
    // a searched page is kept by its words: nothing called "lanterna" yet
    expect((await page(seller.headers, 'search=lanterna')).count).toBe(0);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/rewards/catalogue/${camera}`,
      headers: admin.headers,
      payload: {
        names: { 'pt-BR': 'Lanterna', 'en-US': 'Lantern', 'es-ES': 'Linterna', 'fr-FR': 'Lanterne' },
        descriptions: { 'pt-BR': 'Luz', 'en-US': 'Light', 'es-ES': 'Luz', 'fr-FR': 'Lumière' },
        delivery_notes: { 'pt-BR': '', 'en-US': '', 'es-ES': '', 'fr-FR': '' },
        price: 100,
        department_id: p.departments.electronics,
        category_id: p.categories.open,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const found = await page(seller.headers, 'search=lanterna');
    expect(found.results.map((r) => [r.id, r.name])).toEqual([[camera, 'Lantern']]);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/rewards/departments/${p.departments.electronics}`,
      headers: admin.headers,
      payload: { names: { 'pt-BR': 'Luzes', 'en-US': 'Lights', 'es-ES': 'Luces', 'fr-FR': 'Lumières' } },
    });
    const filters = (await page(seller.headers)) as Page & { departments: { name: string }[] };
    expect(filters.departments.map((d) => d.name)).toEqual(['Lights', 'Travel']);
  });

  it('drops the client’s pages when another instance says its catalogue changed', async () => {
    const { camera, speaker, seller, p } = await setUp();
    expect((await page(seller.headers)).count).toBe(2);
    await t.db.updateTable('rewards').set({ active: false }).where('id', '=', camera).execute();
    await publishCatalogueChanged(t.db, p.client.id);
    await vi.waitFor(async () => {
      const body = await page(seller.headers);
      expect(body.count).toBe(1);
      expect(body.results.map((r) => r.id)).toEqual([speaker]);
    });
  });

  it('browses a kept country with the shopper’s statement and the page’s stock, as many as a reward’s details', async () => {
    const { p, camera, seller } = await setUp();
    // what an instance reads once (the maintenance switches), the country's rewards and the client's lists
    await page(seller.headers, 'sort=price_asc');
    const hit = await t.queries.during(() =>
      page(seller.headers, `department_id=${p.departments.electronics}`),
    );
    const details = await t.queries.during(() =>
      t.app.inject({ method: 'GET', url: `/api/v1/rewards/store/${camera}`, headers: seller.headers }),
    );
    // each one statement: the shopper's with the reward, or (their country known) with the page's stock
    expect(hit).toBe(details);
    t.clock.advance(1000);
    // a second later: the country's rewards, the client's departments and categories are read again, once
    const cold = await t.queries.during(() => page(seller.headers));
    const warm = await t.queries.during(() => page(seller.headers));
    expect(cold - warm).toBe(3);
    // requests arriving together when the second is over share one read
    t.clock.advance(1000);
    const together = await t.queries.during(() =>
      Promise.all([1, 2, 3, 4, 5].map(() => page(seller.headers))),
    );
    expect(together).toBe(5 * warm + 3);
  });

  it('shows within the second a change whose event was lost, and a reward offered behind the services', async () => {
    const { p, camera, speaker, seller } = await setUp();
    expect((await page(seller.headers)).results.map((r) => r.name)).toEqual(['Camera', 'Speaker']);
    t.clock.advance(1000);
    // a second later, nothing changed: the same page
    expect((await page(seller.headers)).results.map((r) => r.name)).toEqual(['Camera', 'Speaker']);
    // another instance renames the camera and bumps the catalogue's generation, but its event never arrives
    await t.db
      .updateTable('rewards')
      .set({
        names: JSON.stringify({
          'pt-BR': 'Lanterna',
          'en-US': 'Lantern',
          'es-ES': 'Linterna',
          'fr-FR': 'Lanterne',
        }),
      })
      .where('id', '=', camera)
      .execute();
    await bumpCatalogueGeneration(t.db, p.client.id);
    t.clock.advance(1000);
    expect((await page(seller.headers)).results.map((r) => r.name)).toEqual(['Lantern', 'Speaker']);
    // a reward written straight into the tables (no generation bumped) is listed within the second too
    const tent = await p.reward({
      names: ['Barraca', 'Tent', 'Tienda', 'Tente'],
      price: 100,
      stock: { brazil: 2 },
    });
    t.clock.advance(1000);
    const later = await page(seller.headers, 'sort=price_asc');
    expect(later.count).toBe(3);
    expect(later.results.map((r) => r.id)).toEqual([camera, speaker, tent]);
    expect((await page(seller.headers)).results.map((r) => r.id)).toEqual([camera, speaker, tent]);
  });

  it('shows a shopper who moved to another country that country’s store at once', async () => {
    const { p, camera, seller } = await setUp();
    const tango = await p.reward({
      names: ['Tango', 'Tango', 'Tango', 'Tango'],
      price: 100,
      stock: { argentina: 7 },
    });
    expect((await page(seller.headers)).results.map((r) => r.id)).toContain(camera);
    await t.db
      .updateTable('users')
      .set({ country_id: p.argentina })
      .where('id', '=', seller.user.id)
      .execute();
    const moved = await page(seller.headers);
    expect(moved.count).toBe(1);
    expect(moved.results.map((r) => [r.id, r.stock])).toEqual([[tango, 7]]);
  });

  it('keeps each client’s pages apart', async () => {
    const one = await setUp();
    const other = await setUp();
    expect((await page(one.seller.headers)).results.map((r) => r.id)).toEqual([one.camera, one.speaker]);
    expect((await page(other.seller.headers)).results.map((r) => r.id)).toEqual([
      other.camera,
      other.speaker,
    ]);
  });
});

// The cache's reads by themselves, with reads that end when a test says: how old a value served may be while the
// next one is read, and what a catalogue change does to a read under way.
describe('the store’s catalogue cache reading in the background', () => {
  const clock = testClock();
  const cache = catalogueCache({
    config: { STORE_CATALOGUE_CACHE_MS: 1000 },
    clock,
  } as unknown as ServiceContext);
  let clients = 0;
  /** A client of its own, the reads `load` started (each ended by the test) and a read of its entry. */
  function reads() {
    const clientId = ++clients;
    const started: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
    const load = () =>
      new Promise<string>((resolve, reject) => {
        started.push({ resolve, reject });
      });
    return {
      clientId,
      started,
      read: () => cache.read(clientId, 'list', load),
      end: (n: number, value: string) => started[n]?.resolve(value),
    };
  }
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('answers a value in its last fifth at once while one read of the next runs, then the next', async () => {
    const r = reads();
    const first = r.read();
    r.end(0, 'first');
    expect(await first).toBe('first');
    clock.advance(799);
    expect(await r.read()).toBe('first');
    expect(r.started).toHaveLength(1);
    clock.advance(1);
    expect(await r.read()).toBe('first');
    expect(r.started).toHaveLength(2);
    clock.advance(150);
    // 950 ms old, the next read still under way: answered, and no second read of it
    expect(await r.read()).toBe('first');
    expect(r.started).toHaveLength(2);
    r.end(1, 'second');
    await settled();
    expect(await r.read()).toBe('second');
    // its age counts from when its read began, not when it ended: 800 ms after that it is answered and read again
    clock.advance(650);
    expect(await r.read()).toBe('second');
    expect(r.started).toHaveLength(3);
  });

  it('never answers a value a second old: a request then waits for the read under way, or reads anew', async () => {
    const r = reads();
    const first = r.read();
    r.end(0, 'first');
    await first;
    clock.advance(800);
    expect(await r.read()).toBe('first');
    clock.advance(200);
    // the first value is a second old: the request shares the read begun 200 ms ago
    let answer: string | undefined;
    const waiting = r.read().then((value) => {
      answer = value;
    });
    await settled();
    expect(answer).toBeUndefined();
    expect(r.started).toHaveLength(2);
    r.end(1, 'second');
    await waiting;
    expect(answer).toBe('second');
    // a second after that read began, with none under way: read anew
    clock.advance(800);
    const third = r.read();
    expect(r.started).toHaveLength(3);
    r.end(2, 'third');
    expect(await third).toBe('third');
  });

  it('forgets the values at once when the catalogue changes, and does not keep a read under way then', async () => {
    const r = reads();
    const first = r.read();
    r.end(0, 'first');
    await first;
    clock.advance(800);
    expect(await r.read()).toBe('first');
    expect(r.started).toHaveLength(2);
    // the catalogue changed while the next read, maybe begun before the change, was under way
    cache.drop(r.clientId);
    const after = r.read();
    expect(r.started).toHaveLength(3);
    r.end(2, 'changed');
    expect(await after).toBe('changed');
    r.end(1, 'from before the change');
    await settled();
    expect(await r.read()).toBe('changed');
  });

  it('keeps a value whose next read failed until it is due, and reads again on a later request', async () => {
    const r = reads();
    const first = r.read();
    r.end(0, 'first');
    await first;
    clock.advance(800);
    expect(await r.read()).toBe('first');
    r.started[1]?.reject(new Error('the database went away'));
    await settled();
    expect(await r.read()).toBe('first');
    expect(r.started).toHaveLength(3);
  });
});
