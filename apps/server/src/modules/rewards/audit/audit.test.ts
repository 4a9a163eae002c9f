import { errorMessage } from '@elevar/domain';
import { describe, expect, it } from 'vitest';
import { withDataDir } from '../../../../test/file-context.ts';
import { levelChangesOf, setThresholds } from '../../../../test/level-fixtures.ts';
import { multipartBody } from '../../../../test/profile-fixtures.ts';
import { noiseJpeg, photosProgramme, rewardsMember, staffMember } from '../../../../test/rewards-fixtures.ts';

const { t } = withDataDir();

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
let keys = 0;
let images = 1000;

async function uploadInvoice(headers: Headers, data: Buffer) {
  const body = multipartBody([{ name: 'file', filename: 'invoice.jpg', contentType: 'image/jpeg', data }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/rewards/sales/invoices',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().key as string;
}

/** A programme with two registered sellers (store a1), an auditor, and helpers to report sales and send photos. */
async function setUp() {
  const p = await photosProgramme(t.app, t.db);
  const [ana, bruno] = [await p.seller(), await p.seller()];
  const auditor = await staffMember(t.app, t.db, p.client.id);
  async function sale(
    seller: { headers: Headers },
    options: {
      invoice?: string;
      date?: string;
      quantity?: number;
      image?: Buffer;
      keptHashes?: boolean;
    } = {},
  ) {
    const key = await uploadInvoice(seller.headers, options.image ?? (await noiseJpeg(++images)));
    // a file uploaded before its upload kept its hashes: the report reads it from the store
    if (options.keptHashes === false)
      await t.db.deleteFrom('sale_invoice_hashes').where('file_key', '=', key).execute();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/rewards/campaigns/${p.active.id}/sales`,
      headers: { ...seller.headers, 'idempotency-key': `a-${++keys}` },
      payload: {
        invoice_number: options.invoice ?? `NF-${++keys}`,
        sale_date: options.date ?? '2026-11-20',
        chain_id: p.chains.a.id,
        store_id: p.stores.a1.id,
        invoice_key: key,
        lines: [{ product_id: p.products.notebook.id, quantity: options.quantity ?? 1 }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  }
  async function photo(seller: { headers: Headers }, typeId: number, image: Buffer) {
    const body = multipartBody([
      { name: 'store_id', data: String(p.stores.a1.id) },
      { name: 'photo_type_id', data: String(typeId) },
      { name: 'file', filename: 'shelf.jpg', contentType: 'image/jpeg', data: image },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/rewards/campaigns/${p.active.id}/photos`,
      headers: { ...seller.headers, ...body.headers, 'idempotency-key': `a-${++keys}` },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  }
  return { ...p, ana, bruno, auditor, sale, photo };
}

const signalsOf = async (table: 'sales' | 'photo_uploads', id: number) =>
  (await t.db.selectFrom(table).select('signals').where('id', '=', id).executeTakeFirstOrThrow()).signals;

const decide = (kind: 'sales' | 'photos', headers: Headers, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/rewards/audit/${kind}/decisions`,
    headers,
    payload,
  });

describe('fraud signals computed when a sale or photo arrives', () => {
  it('flags the same invoice number reported by another user of the client, on both sales', async () => {
    const p = await setUp();
    const first = await p.sale(p.ana, { invoice: 'NF 777' });
    const second = await p.sale(p.bruno, { invoice: 'NF 777' });
    const unrelated = await p.sale(p.bruno, { invoice: 'NF 778' });
    expect(await signalsOf('sales', second)).toEqual(['duplicate_invoice']);
    expect(await signalsOf('sales', first)).toEqual(['duplicate_invoice']);
    expect(await signalsOf('sales', unrelated)).toEqual([]);
  });

  it('flags an invoice image sent before, byte for byte or near-identical (re-encoded), and not an unrelated one', async () => {
    const p = await setUp();
    const original = await noiseJpeg(7, 90);
    const first = await p.sale(p.ana, { image: original });
    const copy = await p.sale(p.bruno, { image: original });
    const reencoded = await p.sale(p.bruno, { image: await noiseJpeg(7, 40) });
    const other = await p.sale(p.bruno, { image: await noiseJpeg(8, 90) });
    expect(await signalsOf('sales', copy)).toEqual(['duplicate_image']);
    expect(await signalsOf('sales', reencoded)).toEqual(['duplicate_image']);
    expect(await signalsOf('sales', first)).toEqual(['duplicate_image']);
    expect(await signalsOf('sales', other)).toEqual([]);
  });

  it('hashes at the report an invoice whose upload kept no hashes, and flags its near-identical picture', async () => {
    const p = await setUp();
    const first = await p.sale(p.ana, { image: await noiseJpeg(9, 90), keptHashes: false });
    const kept = await p.sale(p.bruno, { image: await noiseJpeg(9, 40) });
    const reencoded = await p.sale(p.bruno, { image: await noiseJpeg(9, 60), keptHashes: false });
    expect(await signalsOf('sales', kept)).toEqual(['duplicate_image']);
    expect(await signalsOf('sales', reencoded)).toEqual(['duplicate_image']);
    expect(await signalsOf('sales', first)).toEqual(['duplicate_image']);
  });

  it('flags a sale date 13 to 15 days old (the edge of the window) and units far above the usual', async () => {
    const p = await setUp();
    // the test clock is 2026-11-21 in São Paulo
    expect(await signalsOf('sales', await p.sale(p.ana, { date: '2026-11-07' }))).toEqual(['window_edge']);
    expect(await signalsOf('sales', await p.sale(p.ana, { date: '2026-11-09' }))).toEqual([]);
    await p.sale(p.bruno, { quantity: 2 });
    expect(await signalsOf('sales', await p.sale(p.ana, { quantity: 40 }))).toEqual(['high_quantity']);
    expect(await signalsOf('sales', await p.sale(p.ana, { quantity: 3 }))).toEqual([]);
  });

  it('flags the fifth report of a user within the hour as a burst', async () => {
    const p = await setUp();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await p.sale(p.ana));
    expect(await signalsOf('sales', ids[3] ?? 0)).toEqual([]);
    expect(await signalsOf('sales', ids[4] ?? 0)).toEqual(['burst']);
  });

  it('flags a photo whose image was sent before, as a photo or as an invoice', async () => {
    const p = await setUp();
    const image = await noiseJpeg(21);
    const first = await p.photo(p.ana, p.photoTypes.shelf.id, image);
    const again = await p.photo(p.bruno, p.photoTypes.endcap.id, await noiseJpeg(21, 50));
    expect(await signalsOf('photo_uploads', again)).toEqual(['duplicate_image']);
    expect(await signalsOf('photo_uploads', first)).toEqual(['duplicate_image']);
    const sale = await p.sale(p.bruno, { image });
    expect(await signalsOf('sales', sale)).toEqual(['duplicate_image']);
  });
});

describe('GET /api/v1/admin/rewards/audit/sales and /photos', () => {
  it('lists the client’s items under audit, most suspicious first, then oldest, with their signals', async () => {
    const p = await setUp();
    const plain = await p.sale(p.ana);
    const edge = await p.sale(p.ana, { date: '2026-11-07' });
    const twice = await p.sale(p.bruno, { invoice: 'NF-X', date: '2026-11-06' });
    const dup = await p.sale(p.ana, { invoice: 'NF-X' });
    const response = await get('/api/v1/admin/rewards/audit/sales', p.auditor.headers);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.count).toBe(4);
    expect(page.results.map((s: { id: number }) => s.id)).toEqual([twice, edge, dup, plain]);
    expect(page.results[0]).toMatchObject({
      invoice_number: 'NF-X',
      signals: ['duplicate_invoice', 'window_edge'],
      status: 'under_audit',
      country_code: 'BR',
      invoice_content_type: 'image/jpeg',
      reviewed: null,
    });
    expect(page.results[0].user.id).toBe(p.bruno.user.id);
    expect(page.results[0].invoice_url).toMatch(/^\/api\/v1\/files\//);
    expect(page.results[0].lines).toHaveLength(1);
  });

  it('filters by signal, store, country, campaign and status', async () => {
    const p = await setUp();
    const edge = await p.sale(p.ana, { date: '2026-11-07' });
    const plain = await p.sale(p.ana);
    const ids = async (query: string) =>
      (await get(`/api/v1/admin/rewards/audit/sales?${query}`, p.auditor.headers))
        .json()
        .results.map((s: { id: number }) => s.id);
    expect(await ids('signal=window_edge')).toEqual([edge]);
    expect(await ids(`store_id=${p.stores.a1.id}`)).toEqual([edge, plain]);
    expect(await ids(`store_id=${p.stores.a2.id}`)).toEqual([]);
    expect(await ids(`country_id=${p.brazil}`)).toEqual([edge, plain]);
    expect(await ids(`country_id=${p.argentina}`)).toEqual([]);
    expect(await ids(`campaign_id=${p.previous.id}`)).toEqual([]);
    expect(await ids('status=reproved')).toEqual([]);
    await decide('sales', p.auditor.headers, { decision: 'reprove', ids: [plain], reason: 'Nota ilegível' });
    expect(await ids('status=reproved')).toEqual([plain]);
    expect(await ids('')).toEqual([edge]);
    // one item by id, whatever its state (the level-change evidence links here); another client's id finds nothing
    expect(await ids(`id=${plain}`)).toEqual([plain]);
    expect(await ids(`id=${edge}&status=approved`)).toEqual([edge]);
    const other = await photosProgramme(t.app, t.db);
    const otherAuditor = await staffMember(t.app, t.db, other.client.id);
    expect(
      (await get(`/api/v1/admin/rewards/audit/sales?id=${plain}`, otherAuditor.headers)).json(),
    ).toMatchObject({ count: 0, results: [] });
    const bad = await get('/api/v1/admin/rewards/audit/sales?signal=nope', {
      ...p.auditor.headers,
      'accept-language': 'en-US',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('signal');
  });

  it('shows photos with their display image and signals', async () => {
    const p = await setUp();
    const id = await p.photo(p.ana, p.photoTypes.shelf.id, await noiseJpeg(31));
    const response = await get('/api/v1/admin/rewards/audit/photos', p.auditor.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      expect.objectContaining({ id, signals: [], status: 'under_audit', photo_type: expect.any(Object) }),
    ]);
  });

  it('never shows nor decides another client’s items, and is refused to a seller (403)', async () => {
    const p = await setUp();
    const mine = await p.sale(p.ana);
    await p.photo(p.ana, p.photoTypes.shelf.id, await noiseJpeg(41));
    const other = await photosProgramme(t.app, t.db);
    const otherAuditor = await staffMember(t.app, t.db, other.client.id);
    for (const kind of ['sales', 'photos']) {
      const theirs = await get(`/api/v1/admin/rewards/audit/${kind}`, otherAuditor.headers);
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json()).toMatchObject({ count: 0, results: [] });
      const seller = await get(`/api/v1/admin/rewards/audit/${kind}`, p.ana.headers);
      expect(seller.statusCode).toBe(403);
    }
    const theirDecision = await decide('sales', otherAuditor.headers, {
      decision: 'reprove',
      ids: [mine],
      reason: 'Not yours',
    });
    expect(theirDecision.json().results).toEqual([
      { id: mine, outcome: 'not_found', status: null, code: null, message: null },
    ]);
    expect(await t.db.selectFrom('sales').select('status').where('id', '=', mine).executeTakeFirst()).toEqual(
      {
        status: 'under_audit',
      },
    );
    const promoter = await rewardsMember(t.app, t.db, p.client.id, { countryId: p.brazil, role: 'promoter' });
    const refused = await decide('sales', promoter.headers, { decision: 'approve', ids: [1] });
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST /api/v1/admin/rewards/audit/{sales,photos}/decisions', () => {
  const entriesOf = (userId: number) =>
    t.db
      .selectFrom('point_entries as e')
      .leftJoin('point_entry_states as s', 's.entry_id', 'e.id')
      .select(['e.kind', 'e.amount', 'e.reason', 's.status'])
      .where('e.user_id', '=', userId)
      .orderBy('e.id')
      .execute();

  it('reproves a sale with a reason: points reversed through the ledger, the seller told and shown why', async () => {
    const p = await setUp();
    const id = await p.sale(p.ana, { quantity: 2 });
    const response = await decide('sales', p.auditor.headers, {
      decision: 'reprove',
      ids: [id],
      reason: 'Nota fiscal duplicada',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { id, outcome: 'changed', status: 'reproved', code: null, message: null },
    ]);
    expect(await entriesOf(p.ana.user.id)).toEqual([
      { kind: 'sale', amount: 200, reason: null, status: 'reversed' },
      { kind: 'reversal', amount: -200, reason: 'Nota fiscal duplicada', status: null },
    ]);
    const mine = (await get('/api/v1/rewards/sales', p.ana.headers)).json().results[0];
    expect(mine).toMatchObject({ id, status: 'reproved', reason: 'Nota fiscal duplicada' });
    const notes = (await get('/api/v1/notifications', p.ana.headers)).json().results;
    expect(notes[0]).toMatchObject({
      kind: 'reward_reproved',
      data: { item: 'sale', item_id: id, reason: 'Nota fiscal duplicada', points: 200 },
    });
    const queue = (await get('/api/v1/admin/rewards/audit/sales?status=reproved', p.auditor.headers)).json();
    expect(queue.results[0].reviewed).toMatchObject({ id: p.auditor.user.id });
  });

  it('approves in bulk (credited), refuses approving a reproved item, and reproves an approved one once', async () => {
    const p = await setUp();
    const [a, b] = [await p.sale(p.ana), await p.sale(p.ana)];
    const approved = await decide('sales', p.auditor.headers, {
      decision: 'approve',
      ids: [a, b, 99_999_999],
    });
    expect(approved.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'changed',
      'changed',
      'not_found',
    ]);
    expect((await entriesOf(p.ana.user.id)).map((e) => e.status)).toEqual(['credited', 'credited']);
    const again = await decide('sales', p.auditor.headers, { decision: 'approve', ids: [a] });
    expect(again.json().results[0]).toMatchObject({ outcome: 'unchanged', status: 'approved' });
    // SPEC §4: points credited at once may still be reproved after the audit approved them
    const reproved = await decide('sales', p.auditor.headers, {
      decision: 'reprove',
      ids: [a],
      reason: 'Fraude',
    });
    expect(reproved.json().results[0]).toMatchObject({ outcome: 'changed', status: 'reproved' });
    const en = { ...p.auditor.headers, 'accept-language': 'en-US' };
    const refused = await decide('sales', en, { decision: 'approve', ids: [a] });
    expect(refused.json().results[0]).toEqual({
      id: a,
      outcome: 'refused',
      status: 'reproved',
      code: 'rewards.audit_reproved_final',
      message: errorMessage('rewards.audit_reproved_final', 'en-US'),
    });
    const twice = await decide('sales', p.auditor.headers, {
      decision: 'reprove',
      ids: [a],
      reason: 'Fraude',
    });
    expect(twice.json().results[0]).toMatchObject({ outcome: 'unchanged', status: 'reproved' });
    const entries = await entriesOf(p.ana.user.id);
    expect(entries.filter((e) => e.kind === 'reversal')).toHaveLength(1);
  });

  it('reverses a sale once under 20 concurrent reprovals, with one notification', async () => {
    const p = await setUp();
    const id = await p.sale(p.ana);
    const auditors = [p.auditor, await staffMember(t.app, t.db, p.client.id, 'program_admin')];
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        decide('sales', (auditors[i % 2] ?? p.auditor).headers, {
          decision: 'reprove',
          ids: [id],
          reason: `Reprovada ${i}`,
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const outcomes = responses.map((r) => r.json().results[0].outcome).sort();
    expect(outcomes).toEqual(['changed', ...Array(19).fill('unchanged')]);
    const reversals = (await entriesOf(p.ana.user.id)).filter((e) => e.kind === 'reversal');
    expect(reversals).toHaveLength(1);
    const notes = (await get('/api/v1/notifications', p.ana.headers)).json().results;
    expect(notes.filter((n: { kind: string }) => n.kind === 'reward_reproved')).toHaveLength(1);
  });

  it('reproves a photo (its entry reversed) and refuses a reproval without a reason (400, localized)', async () => {
    const p = await setUp();
    const id = await p.photo(p.ana, p.photoTypes.shelf.id, await noiseJpeg(51));
    const missing = await decide(
      'photos',
      { ...p.auditor.headers, 'accept-language': 'en-US' },
      {
        decision: 'reprove',
        ids: [id],
        reason: '   ',
      },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details[0].field).toBe('reason');
    const response = await decide('photos', p.auditor.headers, {
      decision: 'reprove',
      ids: [id],
      reason: 'Foto de outra loja',
    });
    expect(response.json().results[0]).toMatchObject({ outcome: 'changed', status: 'reproved' });
    expect((await entriesOf(p.ana.user.id)).map((e) => [e.kind, e.amount])).toEqual([
      ['photo', 30],
      ['reversal', -30],
    ]);
    const mine = (await get('/api/v1/rewards/photos', p.ana.headers)).json().results[0];
    expect(mine).toMatchObject({ status: 'reproved', reason: 'Foto de outra loja' });
    const notes = (await get('/api/v1/notifications', p.ana.headers)).json().results;
    expect(notes[0].data).toMatchObject({ item: 'photo', label: 'Shelf (pt)', reason: 'Foto de outra loja' });
  });
});

describe('the level-change evidence (points) shows each sale and photo as the queue does', () => {
  it('with its invoice number or type, store, image and audit state, and the id the queue opens on', async () => {
    const p = await setUp();
    const admin = await staffMember(t.app, t.db, p.client.id, 'program_admin');
    await setThresholds(t.db, p.client.id, p.active.id, { junior: 0, intermediate: 100, highest: 100_000 });
    const saleId = await p.sale(p.ana, { invoice: 'NF-EVID-1' });
    const photoId = await p.photo(p.ana, p.photoTypes.shelf.id, await noiseJpeg(77));
    const [change] = await levelChangesOf(t.db, p.ana.user.id, p.active.id);
    if (!change) throw new Error('no level change');
    const evidence = async () =>
      (await get(`/api/v1/admin/level-changes/${change.id}`, admin.headers)).json().evidence.results as {
        source_type: string;
        item: Record<string, unknown> | null;
      }[];
    const items = (await evidence()).map((e) => [e.source_type, e.item]);
    expect(items).toEqual([
      [
        'photo',
        {
          queue: 'photos',
          id: photoId,
          label: 'Shelf (pt)',
          store: 'A1',
          image_url: expect.stringContaining('/api/v1/files/'),
          content_type: 'image/webp',
          audit_status: 'under_audit',
        },
      ],
      [
        'sale',
        {
          queue: 'sales',
          id: saleId,
          label: 'NF-EVID-1',
          store: 'A1',
          image_url: expect.stringContaining('/api/v1/files/'),
          content_type: 'image/jpeg',
          audit_status: 'under_audit',
        },
      ],
    ]);
    await decide('sales', admin.headers, {
      decision: 'reprove',
      ids: [saleId],
      reason: 'Nota de outra loja',
    });
    const after = await evidence();
    expect(after.find((e) => e.source_type === 'sale')?.item).toMatchObject({ audit_status: 'reproved' });
    // the queue opens on the item, reproved as it now is
    const queue = await get(`/api/v1/admin/rewards/audit/sales?id=${saleId}`, admin.headers);
    expect(queue.json().results.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
      [saleId, 'reproved'],
    ]);
  });
});
