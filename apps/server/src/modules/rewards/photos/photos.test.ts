import { errorMessage } from '@elevar/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, login } from '../../../../test/factories.ts';
import { withDataDir } from '../../../../test/file-context.ts';
import { multipartBody } from '../../../../test/profile-fixtures.ts';
import { photoJpeg, photosProgramme, rewardsMember } from '../../../../test/rewards-fixtures.ts';

const { t } = withDataDir();

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

let keys = 0;
async function send(
  campaignId: number,
  headers: Headers,
  fields: { store_id: number | string; photo_type_id: number | string },
  options: { data?: Buffer; key?: string } = {},
) {
  const body = multipartBody([
    { name: 'store_id', data: String(fields.store_id) },
    { name: 'photo_type_id', data: String(fields.photo_type_id) },
    {
      name: 'file',
      filename: 'display.jpg',
      contentType: 'image/jpeg',
      data: options.data ?? (await photoJpeg()),
    },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/rewards/campaigns/${campaignId}/photos`,
    headers: { ...headers, ...body.headers, 'idempotency-key': options.key ?? `p-${++keys}` },
    payload: body.payload,
  });
}

/** A programme and a seller registered with stores a1 (São Paulo, UTC−3) and a2, moved to Mexico City (UTC−6). */
async function setUp() {
  const p = await photosProgramme(t.app, t.db);
  await t.db
    .updateTable('branches')
    .set({ time_zone: 'America/Mexico_City' })
    .where('id', '=', p.stores.a2.id)
    .execute();
  const member = await rewardsMember(t.app, t.db, p.client.id, { countryId: p.brazil });
  const registered = await t.app.inject({
    method: 'POST',
    url: `/api/v1/rewards/campaigns/${p.active.id}/registration`,
    headers: member.headers,
    payload: {
      chain_ids: [p.chains.a.id],
      store_ids: [p.stores.a1.id, p.stores.a2.id],
      agency_ids: [p.agencyX.id],
      brand_ids: [p.agencyX.brands.x1],
      accepted_terms: true,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  return { ...p, ...member };
}

const photoEntries = (userId: number) =>
  t.db
    .selectFrom('point_entries')
    .select(['kind', 'amount', 'status', 'source_type'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'photo')
    .execute();

describe('store photos', () => {
  it('gives the photo types with points, the stores with their week in their zone and what was sent', async () => {
    t.clock.set(new Date('2026-11-25T15:00:00Z'));
    const p = await setUp();
    const form = await get(`/api/v1/rewards/campaigns/${p.active.id}/photo-form`, p.headers);
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toMatchObject({
      campaign: { id: p.active.id, name: 'Q4 2026' },
      reset_day: 0,
      photo_types: [
        { id: p.photoTypes.shelf.id, name: 'Shelf (pt)', base_points: 30, points: 30 },
        { id: p.photoTypes.endcap.id, name: 'End cap (pt)', base_points: 50, points: 50 },
      ],
      stores: [
        {
          id: p.stores.a1.id,
          time_zone: 'America/Sao_Paulo',
          week_start: '2026-11-22',
          resets_at: '2026-11-29T03:00:00.000Z',
          sent_type_ids: [],
        },
        {
          id: p.stores.a2.id,
          time_zone: 'America/Mexico_City',
          week_start: '2026-11-22',
          resets_at: '2026-11-29T06:00:00.000Z',
          sent_type_ids: [],
        },
      ],
    });

    const sent = await send(p.active.id, p.headers, {
      store_id: p.stores.a1.id,
      photo_type_id: p.photoTypes.shelf.id,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      store: { id: p.stores.a1.id },
      photo_type: { id: p.photoTypes.shelf.id, name: 'Shelf (pt)' },
      week_start: '2026-11-22',
      status: 'under_audit',
      reason: null,
      points: 30,
    });
    expect(await photoEntries(p.user.id)).toEqual([
      { kind: 'photo', amount: 30, status: 'under_audit', source_type: 'photo' },
    ]);
    const after = (await get(`/api/v1/rewards/campaigns/${p.active.id}/photo-form`, p.headers)).json();
    expect(after.stores.map((s: { sent_type_ids: number[] }) => s.sent_type_ids)).toEqual([
      [p.photoTypes.shelf.id],
      [],
    ]);
  });

  it('takes one photo per type per store per week, the week resetting at midnight on Sunday in each store’s zone', async () => {
    const p = await setUp();
    /** Moves the clock and signs in again (an access token lasts minutes). */
    const at = async (instant: string) => {
      t.clock.set(new Date(instant));
      p.headers = bearer(await login(t.app, p.user.username, p.user.password));
    };
    const shelf = p.photoTypes.shelf.id;
    // Saturday 2026-11-28, 23:30 in São Paulo (02:30 UTC Sunday) and 20:30 in Mexico City
    await at('2026-11-29T02:30:00Z');
    expect(
      (await send(p.active.id, p.headers, { store_id: p.stores.a1.id, photo_type_id: shelf })).statusCode,
    ).toBe(201);
    expect(
      (await send(p.active.id, p.headers, { store_id: p.stores.a2.id, photo_type_id: shelf })).statusCode,
    ).toBe(201);
    // the same store, type and week: "already sent this week"; another type of the same store is free
    const again = await send(p.active.id, p.headers, { store_id: p.stores.a1.id, photo_type_id: shelf });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'rewards.photo_already_sent',
      details: [{ field: 'photo_type_id', message: errorMessage('rewards.photo_already_sent', 'pt-BR') }],
    });
    expect(
      (
        await send(p.active.id, p.headers, {
          store_id: p.stores.a1.id,
          photo_type_id: p.photoTypes.endcap.id,
        })
      ).statusCode,
    ).toBe(201);

    // 03:00 UTC: midnight in São Paulo, a new week there; still Saturday 21:00 in Mexico City
    await at('2026-11-29T03:00:00Z');
    expect(
      (await send(p.active.id, p.headers, { store_id: p.stores.a1.id, photo_type_id: shelf })).statusCode,
    ).toBe(201);
    expect(
      (await send(p.active.id, p.headers, { store_id: p.stores.a2.id, photo_type_id: shelf })).statusCode,
    ).toBe(409);
    // 06:00 UTC: midnight in Mexico City
    await at('2026-11-29T05:59:59Z');
    expect(
      (await send(p.active.id, p.headers, { store_id: p.stores.a2.id, photo_type_id: shelf })).statusCode,
    ).toBe(409);
    await at('2026-11-29T06:00:00Z');
    expect(
      (await send(p.active.id, p.headers, { store_id: p.stores.a2.id, photo_type_id: shelf })).statusCode,
    ).toBe(201);

    // a campaign resetting on Monday: Sunday's photo counts for the week begun on Monday the 23rd
    await t.db.updateTable('campaigns').set({ photo_reset_day: 1 }).where('id', '=', p.active.id).execute();
    const monday = await send(p.active.id, p.headers, { store_id: p.stores.a1.id, photo_type_id: shelf });
    expect(monday.statusCode).toBe(409);
    const form = (await get(`/api/v1/rewards/campaigns/${p.active.id}/photo-form`, p.headers)).json();
    expect(form.reset_day).toBe(1);
    expect(form.stores[0]).toMatchObject({ week_start: '2026-11-23', resets_at: '2026-11-30T03:00:00.000Z' });

    const weeks = await t.db
      .selectFrom('photo_uploads')
      .select(['branch_id', sql<string>`week_start::text`.as('week')])
      .where('user_id', '=', p.user.id)
      .where('photo_type_id', '=', shelf)
      .orderBy('id')
      .execute();
    // each store's shelf photo counted for the week in its own zone
    expect(weeks.map((w) => [w.branch_id, w.week])).toEqual([
      [p.stores.a1.id, '2026-11-22'],
      [p.stores.a2.id, '2026-11-22'],
      [p.stores.a1.id, '2026-11-29'],
      [p.stores.a2.id, '2026-11-29'],
    ]);
  });

  it('takes photos only while the campaign runs in the store’s zone', async () => {
    // Q4 2026 ends on 15 December: at 04:00 UTC on the 16th it is over in São Paulo, still the 15th in Mexico City
    t.clock.set(new Date('2026-12-15T12:00:00Z'));
    const p = await setUp();
    t.clock.set(new Date('2026-12-16T04:00:00Z'));
    p.headers = bearer(await login(t.app, p.user.username, p.user.password));
    const shelf = p.photoTypes.shelf.id;
    const closed = await send(p.active.id, p.headers, { store_id: p.stores.a1.id, photo_type_id: shelf });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('rewards.photo_campaign_closed');
    expect(
      (await send(p.active.id, p.headers, { store_id: p.stores.a2.id, photo_type_id: shelf })).statusCode,
    ).toBe(201);
  });

  it('keeps one of 20 concurrent uploads of the same store, type and week and posts its points once', async () => {
    t.clock.set(new Date('2026-11-25T15:00:00Z'));
    const p = await setUp();
    const image = await photoJpeg(3);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(
          p.active.id,
          p.headers,
          { store_id: p.stores.a1.id, photo_type_id: p.photoTypes.endcap.id },
          { data: image },
        ),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await photoEntries(p.user.id)).toEqual([
      { kind: 'photo', amount: 50, status: 'under_audit', source_type: 'photo' },
    ]);
    // the losers' files were not kept
    const files = await t.db
      .selectFrom('stored_files')
      .select('purpose')
      .where('owner_user_id', '=', p.user.id)
      .execute();
    expect(files.map((f) => f.purpose).sort()).toEqual(['photo_display', 'photo_original']);
  });

  it('answers a retry with the same Idempotency-Key with the first photo, nothing posted again', async () => {
    t.clock.set(new Date('2026-11-25T15:00:00Z'));
    const p = await setUp();
    const fields = { store_id: p.stores.a1.id, photo_type_id: p.photoTypes.shelf.id };
    const first = await send(p.active.id, p.headers, fields, { key: 'retry-1' });
    const retry = await send(p.active.id, p.headers, fields, { key: 'retry-1' });
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    expect(retry.json().id).toBe(first.json().id);
    expect(await photoEntries(p.user.id)).toHaveLength(1);
  });

  it('stores a display image without metadata for the owner and keeps the original private', async () => {
    t.clock.set(new Date('2026-11-25T15:00:00Z'));
    const p = await setUp();
    const { default: sharp } = await import('sharp');
    const withGps = await sharp(await photoJpeg(5))
      .withExifMerge({
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1' },
        IFD0: { Artist: 'Secret' },
      })
      .jpeg()
      .toBuffer();
    const sent = await send(
      p.active.id,
      p.headers,
      { store_id: p.stores.a1.id, photo_type_id: p.photoTypes.shelf.id },
      { data: withGps },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const list = await get('/api/v1/rewards/photos', p.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: sent.json().id, status: 'under_audit' }] });
    const image = await t.app.inject({ method: 'GET', url: list.json().results[0].image_url });
    expect(image.statusCode).toBe(200);
    const metadata = await sharp(image.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    const row = await t.db
      .selectFrom('photo_uploads')
      .select(['original_key', 'display_key', 'dhash', 'sha256'])
      .where('id', '=', sent.json().id)
      .executeTakeFirstOrThrow();
    expect(row.dhash).toMatch(/^[0-9a-f]{16}$/);
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(list.body.includes(row.original_key)).toBe(false);
  });

  it('refuses a file that is not an image, a store not registered, a type of another campaign', async () => {
    t.clock.set(new Date('2026-11-25T15:00:00Z'));
    const p = await setUp();
    const shelf = p.photoTypes.shelf.id;
    const pdf = await send(
      p.active.id,
      p.headers,
      { store_id: p.stores.a1.id, photo_type_id: shelf },
      {
        data: Buffer.from('%PDF-1.7 an invoice'),
      },
    );
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().error).toMatchObject({ code: 'rewards.photo_invalid', details: [{ field: 'file' }] });
    const store = await send(p.active.id, p.headers, { store_id: p.stores.b1.id, photo_type_id: shelf });
    expect(store.json().error).toMatchObject({
      code: 'rewards.store_not_participating',
      details: [{ field: 'store_id' }],
    });
    const other = await photosProgramme(t.app, t.db);
    const type = await send(p.active.id, p.headers, {
      store_id: p.stores.a1.id,
      photo_type_id: other.photoTypes.shelf.id,
    });
    expect(type.json().error).toMatchObject({ code: 'rewards.photo_type_not_in_campaign' });
    const missing = await send(p.active.id, p.headers, { store_id: 'x', photo_type_id: shelf });
    expect(missing.statusCode).toBe(400);
    expect(await photoEntries(p.user.id)).toEqual([]);
  });

  it('isolates by id: another client’s campaign is not found, another user’s photos are not listed', async () => {
    t.clock.set(new Date('2026-11-25T15:00:00Z'));
    const p = await setUp();
    const other = await setUp();
    const sent = await send(other.active.id, other.headers, {
      store_id: other.stores.a1.id,
      photo_type_id: other.photoTypes.shelf.id,
    });
    expect(sent.statusCode).toBe(201);
    expect((await get(`/api/v1/rewards/campaigns/${other.active.id}/photo-form`, p.headers)).statusCode).toBe(
      404,
    );
    const cross = await send(other.active.id, p.headers, {
      store_id: other.stores.a1.id,
      photo_type_id: other.photoTypes.shelf.id,
    });
    expect(cross.statusCode).toBe(404);
    expect((await get('/api/v1/rewards/photos', p.headers)).json()).toMatchObject({ count: 0, results: [] });
    // a colleague in the same client sees none of the seller's photos
    const colleague = await rewardsMember(t.app, t.db, other.client.id, { countryId: other.brazil });
    expect((await get('/api/v1/rewards/photos', colleague.headers)).json()).toMatchObject({ count: 0 });
  });

  it('refuses a user not registered, or blocked from the programme (SPEC §8)', async () => {
    t.clock.set(new Date('2026-11-25T15:00:00Z'));
    const p = await setUp();
    const fields = { store_id: p.stores.a1.id, photo_type_id: p.photoTypes.shelf.id };
    const stranger = await rewardsMember(t.app, t.db, p.client.id, { countryId: p.brazil });
    const unregistered = await send(p.active.id, stranger.headers, fields);
    expect(unregistered.statusCode).toBe(403);
    expect(unregistered.json().error.code).toBe('rewards.not_registered');
    await t.db
      .updateTable('user_clients')
      .set({ rewards_blocked_at: new Date() })
      .where('user_id', '=', p.user.id)
      .execute();
    const blocked = await send(p.active.id, p.headers, fields);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe('rewards.account_blocked');
  });
});
