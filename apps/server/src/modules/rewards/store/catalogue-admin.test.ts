import { errorMessage } from '@elevar/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { countryId } from '../../../../test/factories.ts';
import { withDataDir } from '../../../../test/file-context.ts';
import { storeMember, storeProgramme } from '../../../../test/store-fixtures.ts';

// The operators' catalogue (issue 15): stock and availability per country, active rewards, category maximums;
// programme administrators of the client only, each change in the audit trail.

const { t } = withDataDir();

type Headers = Record<string, string>;
const put = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers, payload });
const storeGet = (id: number, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/rewards/store/${id}`, headers });

async function setUp() {
  const p = await storeProgramme(t.db);
  const camera = await p.reward({
    names: ['Câmera', 'Camera', 'Cámara', 'Appareil photo'],
    price: 300,
    stock: { brazil: 4, argentina: 2 },
  });
  const hidden = await p.reward({
    names: ['Mochila', 'Backpack', 'Mochila', 'Sac à dos'],
    price: 80,
    stock: { brazil: 1 },
    active: false,
  });
  const admin = await storeMember(t.app, t.db, p, { role: 'program_admin' });
  const seller = await storeMember(t.app, t.db, p, { points: 5000 });
  return { p, camera, hidden, admin, seller };
}

async function auditActions(clientId: number) {
  const rows = await t.db
    .selectFrom('audit_events')
    .select(['action', 'entity_type', 'entity_id'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
  return rows.map((row) => `${row.action} ${row.entity_type} ${row.entity_id}`);
}

describe('the operators’ reward catalogue', () => {
  it('lists every reward with its stock per country, the client’s countries and the maximums', async () => {
    const { p, camera, hidden, admin, seller } = await setUp();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/rewards/catalogue?page=1&page_size=10',
      headers: { ...admin.headers, 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBe(2);
    expect(body.results).toEqual([
      expect.objectContaining({
        id: camera,
        name: 'Camera',
        active: true,
        stock: [
          { country_id: p.argentina, country_code: 'AR', stock: 2 },
          { country_id: p.brazil, country_code: 'BR', stock: 4 },
        ],
      }),
      expect.objectContaining({
        id: hidden,
        active: false,
        stock: [{ country_id: p.brazil, country_code: 'BR', stock: 1 }],
      }),
    ]);
    expect(body.countries.map((c: { code: string }) => c.code)).toEqual(['AR', 'BR']);
    expect(body.categories.map((c: { max_per_user: number | null }) => c.max_per_user)).toEqual([null, 1]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/rewards/catalogue',
      headers: seller.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('sets where a reward is offered and its stock, refusing a country outside the programme', async () => {
    const { p, camera, admin, seller } = await setUp();
    const changed = await put(`/api/v1/admin/rewards/catalogue/${camera}/stock`, admin.headers, {
      stock: [{ country_id: p.brazil, stock: 9 }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().stock).toEqual([{ country_id: p.brazil, country_code: 'BR', stock: 9 }]);
    expect((await storeGet(camera, seller.headers)).json().stock).toBe(9);
    const argentine = await storeMember(t.app, t.db, p, { country: 'argentina', points: 10 });
    expect((await storeGet(camera, argentine.headers)).statusCode).toBe(404);

    const mexico = await countryId(t.db, 'MX');
    const outside = await put(
      `/api/v1/admin/rewards/catalogue/${camera}/stock`,
      { ...admin.headers, 'accept-language': 'es-ES' },
      { stock: [{ country_id: mexico, stock: 1 }] },
    );
    expect([outside.statusCode, outside.json().error.code, outside.json().error.details[0].field]).toEqual([
      422,
      'store.country_unknown',
      'stock',
    ]);
    expect(outside.json().error.message).toBe(errorMessage('store.country_unknown', 'es-ES'));
    const negative = await put(`/api/v1/admin/rewards/catalogue/${camera}/stock`, admin.headers, {
      stock: [{ country_id: p.brazil, stock: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    const twice = await put(`/api/v1/admin/rewards/catalogue/${camera}/stock`, admin.headers, {
      stock: [
        { country_id: p.brazil, stock: 1 },
        { country_id: p.brazil, stock: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(await auditActions(p.client.id)).toEqual([`rewards.reward.stock_changed reward ${camera}`]);
  });

  it('deactivates and reactivates a reward; the store stops and starts finding it', async () => {
    const { p, camera, admin, seller } = await setUp();
    const off = await put(`/api/v1/admin/rewards/catalogue/${camera}/active`, admin.headers, {
      active: false,
    });
    expect(off.json().active).toBe(false);
    expect((await storeGet(camera, seller.headers)).statusCode).toBe(404);
    // already so: nothing recorded again
    await put(`/api/v1/admin/rewards/catalogue/${camera}/active`, admin.headers, { active: false });
    await put(`/api/v1/admin/rewards/catalogue/${camera}/active`, admin.headers, { active: true });
    expect((await storeGet(camera, seller.headers)).statusCode).toBe(200);
    expect(await auditActions(p.client.id)).toEqual([
      `rewards.reward.deactivated reward ${camera}`,
      `rewards.reward.activated reward ${camera}`,
    ]);
  });

  it('sets a category’s maximum, which the next redemption obeys; another client’s rows are not found', async () => {
    const { p, camera, admin, seller } = await setUp();
    const changed = await put(
      `/api/v1/admin/rewards/categories/${p.categories.open}/maximum`,
      admin.headers,
      {
        max_per_user: 1,
      },
    );
    expect(changed.json()).toMatchObject({ id: p.categories.open, max_per_user: 1 });
    const redeem = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/rewards/store/${camera}/redemptions`,
        headers: { ...seller.headers, 'idempotency-key': key },
      });
    expect((await redeem('first')).statusCode).toBe(201);
    expect((await redeem('second')).json().error.code).toBe('store.category_limit');
    const none = await put(`/api/v1/admin/rewards/categories/${p.categories.open}/maximum`, admin.headers, {
      max_per_user: null,
    });
    expect(none.json().max_per_user).toBeNull();
    expect((await redeem('third')).statusCode).toBe(201);

    const other = await setUp();
    expect(
      (await put(`/api/v1/admin/rewards/catalogue/${camera}/stock`, other.admin.headers, { stock: [] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await put(`/api/v1/admin/rewards/catalogue/${camera}/active`, other.admin.headers, { active: false }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await put(`/api/v1/admin/rewards/categories/${p.categories.open}/maximum`, other.admin.headers, {
          max_per_user: 3,
        })
      ).statusCode,
    ).toBe(404);
    expect(await auditActions(p.client.id)).toEqual([
      `rewards.category.maximum_changed reward_category ${p.categories.open}`,
      `rewards.category.maximum_changed reward_category ${p.categories.open}`,
    ]);
  });

  it('sets a reward’s picture, re-encoded, replacing the previous one; refuses what is not an image', async () => {
    const { p, camera, admin, seller } = await setUp();
    const upload = (bytes: Buffer, name = 'photo.png') => {
      const boundary = 'catalogue-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/rewards/catalogue/${camera}/image`,
        headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const first = await upload(png);
    expect(first.statusCode).toBe(200);
    const url = first.json().image_url as string;
    expect(url).toMatch(/^\/api\/v1\/files\//);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(800);
    expect((await storeGet(camera, seller.headers)).json().image_url).toBe(url);

    const second = await upload(png);
    expect(second.json().image_url).not.toBe(url);
    const files = await t.db
      .selectFrom('stored_files')
      .select('key')
      .where('purpose', '=', 'reward_image')
      .execute();
    expect(files).toHaveLength(1);
    const bad = await upload(Buffer.from('not an image at all'), 'photo.jpg');
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, 'profile.image_invalid']);
    expect(await auditActions(p.client.id)).toEqual([
      `rewards.reward.image_changed reward ${camera}`,
      `rewards.reward.image_changed reward ${camera}`,
    ]);
  });
});
