import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withDataDir } from '../../../../test/file-context.ts';
import { testClock } from '../../../../test/harness.ts';
import { secondInstance } from '../../../../test/second-instance.ts';
import { bumpCatalogueGeneration, storeMember, storeProgramme } from '../../../../test/store-fixtures.ts';
import type { ServiceContext } from '../../../context.ts';
import { catalogueCache } from './catalogue-cache.ts';

// A store's searches kept while the catalogue's generation holds (catalogue-pages.ts, `CatalogueCache.search`): read
// once per catalogue change rather than every second, yet never showing a reward no longer offered or missing one
// newly offered once a change is committed, on the instance that made it and on another one.

const { t } = withDataDir({ STORE_CATALOGUE_CACHE_MS: '1000' });
let b: { app: FastifyInstance; close(): Promise<void> };

beforeAll(async () => {
  b = await secondInstance(t);
});
afterAll(async () => {
  await b.close();
});

type Headers = Record<string, string>;
type Page = { count: number; results: { id: number; name: string; stock: number }[] };
const page = async (headers: Headers, query: string, app: FastifyInstance = t.app) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/v1/rewards/store?${query}`,
      headers: { ...headers, 'accept-language': 'en-US' },
    })
  ).json() as Page;
const ids = (body: Page) => body.results.map((r) => r.id);
const put = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/admin/rewards/catalogue/${url}`, headers, payload });
const four = (pt: string, en: string) => ({ 'pt-BR': pt, 'en-US': en, 'es-ES': pt, 'fr-FR': pt });

async function setUp() {
  const p = await storeProgramme(t.db);
  const camera = await p.reward({
    names: ['Câmera', 'Camera', 'Cámara', 'Appareil photo'],
    price: 300,
    stock: { brazil: 4 },
  });
  const bag = await p.reward({
    names: ['Bolsa de câmera', 'Camera bag', 'Bolso de cámara', 'Sac photo'],
    price: 100,
    stock: { brazil: 3 },
    department: p.departments.travel,
  });
  const speaker = await p.reward({
    names: ['Caixa de som', 'Speaker', 'Altavoz', 'Enceinte'],
    price: 200,
    stock: { brazil: 2 },
  });
  const seller = await storeMember(t.app, t.db, p, { points: 1000 });
  const admin = await storeMember(t.app, t.db, p, { role: 'program_admin' });
  return { p, camera, bag, speaker, seller, admin };
}

describe('a store search kept under the catalogue’s generation', () => {
  it('is read once while the catalogue holds; its sorts and filters are cut from the country’s list', async () => {
    const { p, camera, bag, seller } = await setUp();
    const h = seller.headers;
    expect(ids(await page(h, 'search=camera'))).toEqual([camera, bag]);
    expect(ids(await page(h, 'search=camera&sort=price_asc'))).toEqual([bag, camera]);
    expect(ids(await page(h, 'search=camera&sort=price_desc'))).toEqual([camera, bag]);
    expect(ids(await page(h, 'search=camera&sort=name'))).toEqual([camera, bag]);
    expect(ids(await page(h, `search=camera&department_id=${p.departments.travel}`))).toEqual([bag]);
    const second = await page(h, 'search=camera&page=2&page_size=1');
    expect([second.count, ids(second)]).toEqual([2, [bag]]);
    // an order moves the popularity, which the search follows with the country's list, within the second
    const order = await t.app.inject({
      method: 'POST',
      url: `/api/v1/rewards/store/${bag}/redemptions`,
      headers: { ...h, 'idempotency-key': 'search-1' },
    });
    expect(order.statusCode).toBe(201);
    t.clock.advance(1000);
    const searched = await t.queries.during(() => page(h, 'search=camera'));
    expect(ids(await page(h, 'search=camera'))).toEqual([bag, camera]);
    // a second later a search costs what a browsing page does: the country's list is read again, not the search
    t.clock.advance(1000);
    const browsed = await t.queries.during(() => page(h, 'sort=popularity'));
    expect(searched).toBe(browsed);
    // a search not kept is one statement more
    t.clock.advance(1000);
    expect(await t.queries.during(() => page(h, 'search=speaker'))).toBe(browsed + 1);
  });

  it('is read once for every country, each showing only the matches offered there', async () => {
    const { p, camera, bag, seller } = await setUp();
    const strap = await p.reward({
      names: ['Alça de câmera', 'Camera strap', 'Correa de cámara', 'Courroie'],
      price: 50,
      stock: { argentina: 5 },
    });
    const argentine = await storeMember(t.app, t.db, p, { country: 'argentina' });
    expect(ids(await page(argentine.headers, 'sort=price_asc'))).toEqual([strap]);
    expect(ids(await page(seller.headers, 'search=camera&sort=price_asc'))).toEqual([bag, camera]);
    // the search read for Brazil answers Argentina: no statement more than a browsing page there
    const browsed = await t.queries.during(() => page(argentine.headers, 'sort=price_asc'));
    const searched = await t.queries.during(() => page(argentine.headers, 'search=camera&sort=name'));
    expect(searched).toBe(browsed);
    const found = await page(argentine.headers, 'search=camera&sort=name');
    expect([found.count, ids(found)]).toEqual([1, [strap]]);
  });

  it('finds an edited reward by its new texts, not its old ones, on the editing instance and on another', async () => {
    const { p, camera, bag, seller, admin } = await setUp();
    const h = seller.headers;
    for (const app of [t.app, b.app]) {
      expect(ids(await page(h, 'search=camera', app))).toEqual([camera, bag]);
      expect((await page(h, 'search=lantern', app)).count).toBe(0);
    }
    // kept past the second on both instances
    t.clock.advance(1000);
    for (const app of [t.app, b.app]) expect((await page(h, 'search=lantern', app)).count).toBe(0);
    const edited = await put(`${camera}`, admin.headers, {
      names: four('Lanterna', 'Lantern'),
      descriptions: four('Luz', 'Light'),
      delivery_notes: four('', ''),
      price: 300,
      department_id: p.departments.electronics,
      category_id: p.categories.open,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ids(await page(h, 'search=lantern'))).toEqual([camera]);
    expect(ids(await page(h, 'search=camera'))).toEqual([bag]);
    // the clock stands still: only the change's event can make the other instance read its searches again
    await vi.waitFor(async () => {
      expect(ids(await page(h, 'search=lantern', b.app))).toEqual([camera]);
      expect(ids(await page(h, 'search=camera', b.app))).toEqual([bag]);
    });
  });

  it('leaves out a reward unpublished or taken out of the country, and shows one newly offered, at once', async () => {
    const { camera, bag, p, seller, admin } = await setUp();
    const h = seller.headers;
    const strap = await p.reward({
      names: ['Alça de câmera', 'Camera strap', 'Correa de cámara', 'Courroie'],
      price: 50,
      stock: { argentina: 5 },
    });
    expect(ids(await page(h, 'search=camera&sort=price_asc'))).toEqual([bag, camera]);
    expect(ids(await page(h, 'search=camera&sort=price_asc', b.app))).toEqual([bag, camera]);
    t.clock.advance(1000);
    expect((await put(`${bag}/active`, admin.headers, { active: false })).statusCode).toBe(200);
    const unpublished = await page(h, 'search=camera&sort=price_asc');
    expect([unpublished.count, ids(unpublished)]).toEqual([1, [camera]]);
    await vi.waitFor(async () =>
      expect(ids(await page(h, 'search=camera&sort=price_asc', b.app))).toEqual([camera]),
    );
    const offered = await put(`${strap}/stock`, admin.headers, {
      stock: [
        { country_id: p.brazil, stock: 1 },
        { country_id: p.argentina, stock: 5 },
      ],
    });
    expect(offered.statusCode).toBe(200);
    expect(ids(await page(h, 'search=camera&sort=price_asc'))).toEqual([strap, camera]);
    await vi.waitFor(async () =>
      expect(ids(await page(h, 'search=camera&sort=price_asc', b.app))).toEqual([strap, camera]),
    );
    expect((await put(`${camera}/stock`, admin.headers, { stock: [] })).statusCode).toBe(200);
    expect((await put(`${bag}/active`, admin.headers, { active: true })).statusCode).toBe(200);
    expect(ids(await page(h, 'search=camera&sort=price_asc'))).toEqual([strap, bag]);
    await vi.waitFor(async () =>
      expect(ids(await page(h, 'search=camera&sort=price_asc', b.app))).toEqual([strap, bag]),
    );
  });

  it('shows each match’s stock as it is now, a reward at none still listed', async () => {
    const { camera, bag, p, seller, admin } = await setUp();
    const h = seller.headers;
    const stockOf = (body: Page) => body.results.map((r) => [r.id, r.stock]);
    expect(stockOf(await page(h, 'search=camera'))).toEqual([
      [camera, 4],
      [bag, 3],
    ]);
    t.clock.advance(1000);
    const emptied = await put(`${camera}/stock`, admin.headers, {
      stock: [{ country_id: p.brazil, stock: 0 }],
    });
    expect(emptied.statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'POST',
      url: `/api/v1/rewards/store/${bag}/redemptions`,
      headers: { ...h, 'idempotency-key': 'search-stock' },
    });
    expect(order.statusCode).toBe(201);
    expect(stockOf(await page(h, 'search=camera&sort=price_desc'))).toEqual([
      [camera, 0],
      [bag, 2],
    ]);
    await vi.waitFor(async () =>
      expect(stockOf(await page(h, 'search=camera&sort=price_desc', b.app))).toEqual([
        [camera, 0],
        [bag, 2],
      ]),
    );
  });

  it('follows within the second a change whose event was lost, and a reward offered behind the services', async () => {
    const { camera, bag, p, seller } = await setUp();
    const h = seller.headers;
    expect((await page(h, 'search=lantern')).count).toBe(0);
    t.clock.advance(1000);
    expect((await page(h, 'search=lantern')).count).toBe(0);
    // another instance renames the camera and bumps the catalogue's generation, but its event never arrives
    const names = JSON.stringify(four('Lanterna', 'Lantern'));
    await t.db
      .updateTable('rewards')
      .set({ names, search_text: 'lanterna lantern' })
      .where('id', '=', camera)
      .execute();
    await bumpCatalogueGeneration(t.db, p.client.id);
    t.clock.advance(1000);
    expect(ids(await page(h, 'search=lantern'))).toEqual([camera]);
    expect(ids(await page(h, 'search=camera'))).toEqual([bag]);
    // a reward written straight into the tables (no generation bumped) is found within the second too
    const strap = await p.reward({
      names: ['Alça de câmera', 'Camera strap', 'Correa de cámara', 'Courroie'],
      price: 50,
      stock: { brazil: 5 },
    });
    t.clock.advance(1000);
    expect(ids(await page(h, 'search=camera&sort=price_asc'))).toEqual([strap, bag]);
  });
});

// The kept searches by themselves: what a search is kept against, and how many are kept.
describe('the catalogue cache’s searches', () => {
  const cache = catalogueCache({
    config: { STORE_CATALOGUE_CACHE_MS: 1000 },
    clock: testClock(),
  } as unknown as ServiceContext);
  let clients = 0;
  function searches() {
    const clientId = ++clients;
    let reads = 0;
    const search = (key: string, generation: number, readAt = generation, bytes = 8) =>
      cache.search(clientId, key, generation, async () => {
        reads += 1;
        return { value: { byteLength: bytes, read: reads }, generation: readAt };
      });
    return { clientId, search, reads: () => reads };
  }

  it('keeps a search while its generation holds, and not past a change or when read at another', async () => {
    const s = searches();
    expect((await s.search('camera', 1)).read).toBe(1);
    expect((await s.search('camera', 1)).read).toBe(1);
    // a country's list read again at the next generation (its event lost)
    expect((await s.search('camera', 2)).read).toBe(2);
    expect((await s.search('camera', 2)).read).toBe(2);
    cache.drop(s.clientId);
    expect((await s.search('camera', 2)).read).toBe(3);
    // a list found other rewards at the same generation (a write behind the services)
    cache.forgetSearches(s.clientId);
    expect((await s.search('camera', 2)).read).toBe(4);
    // read at a generation other than the list's: answered, not kept
    expect((await s.search('lantern', 2, 3)).read).toBe(5);
    expect((await s.search('lantern', 2)).read).toBe(6);
    expect((await s.search('lantern', 2)).read).toBe(6);
    // requests arriving together share one read
    const together = await Promise.all([1, 2, 3].map(() => s.search('speaker', 2)));
    expect(together.map((one) => one.read)).toEqual([7, 7, 7]);
  });

  it('forgets the least recently used past 20,000 searches or 8 MB of a client', async () => {
    const s = searches();
    for (let i = 0; i < 20_000; i += 1) await s.search(`word ${i}`, 1);
    await s.search('word 0', 1);
    await s.search('one more', 1);
    expect(s.reads()).toBe(20_001);
    // the least recently used went, not the one used again
    await s.search('word 0', 1);
    expect(s.reads()).toBe(20_001);
    await s.search('word 1', 1);
    expect(s.reads()).toBe(20_002);
    // a search of 8 MB leaves nothing else kept
    await s.search('everything', 1, 1, 8 * 1024 * 1024);
    await s.search('word 0', 1);
    expect(s.reads()).toBe(20_004);
  });
});
