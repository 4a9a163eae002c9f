import { errorMessage } from '@elevar/domain';
import { describe, expect, it } from 'vitest';
import { withDataDir } from '../../../../test/file-context.ts';
import {
  credit,
  publishedCourse,
  type StoreProgramme,
  storeMember,
  storeProgramme,
} from '../../../../test/store-fixtures.ts';

const { t } = withDataDir();

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
let keys = 0;
const redeem = (rewardId: number, headers: Headers, key: string | null = `key-${++keys}`) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/rewards/store/${rewardId}/redemptions`,
    headers: key === null ? headers : { ...headers, 'idempotency-key': key },
  });
const staffPost = (orderId: number, action: string, headers: Headers, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/rewards/orders/${orderId}/${action}`,
    headers,
    payload,
  });

async function balance(p: StoreProgramme, userId: number) {
  const row = await t.db
    .selectFrom('point_balances')
    .select('available')
    .where('user_id', '=', userId)
    .where('client_id', '=', p.client.id)
    .where('campaign_id', '=', p.campaign.id)
    .executeTakeFirst();
  return row?.available ?? 0;
}

async function stockOf(rewardId: number, countryId: number) {
  const row = await t.db
    .selectFrom('reward_stock')
    .select('stock')
    .where('reward_id', '=', rewardId)
    .where('country_id', '=', countryId)
    .executeTakeFirstOrThrow();
  return row.stock;
}

/** A store with five rewards offered in Brazil (one only in Argentina, one inactive). */
async function catalogueSetUp() {
  const p = await storeProgramme(t.db);
  const rewards = {
    camera: await p.reward({
      names: ['Câmera instantânea', 'Instant camera', 'Cámara instantánea', 'Appareil photo instantané'],
      price: 300,
      stock: { brazil: 4, argentina: 2 },
    }),
    headphones: await p.reward({
      names: ['Fone de ouvido', 'Headphones', 'Auriculares', 'Casque audio'],
      price: 120,
      stock: { brazil: 10 },
    }),
    trip: await p.reward({
      names: ['Viagem a Bariloche', 'Trip to Bariloche', 'Viaje a Bariloche', 'Voyage à Bariloche'],
      price: 5000,
      stock: { brazil: 1 },
      department: p.departments.travel,
    }),
    gift: await p.reward({
      names: ['Vale-presente 50', 'Gift card 50', 'Tarjeta regalo 50', 'Carte cadeau 50'],
      price: 50,
      stock: { brazil: 20 },
      category: p.categories.limited,
    }),
    argentinaOnly: await p.reward({
      names: ['Mate', 'Mate cup', 'Mate', 'Maté'],
      price: 40,
      stock: { argentina: 5 },
    }),
    retired: await p.reward({
      names: ['Antigo', 'Old', 'Viejo', 'Ancien'],
      price: 10,
      stock: { brazil: 5 },
      active: false,
    }),
  };
  const member = await storeMember(t.app, t.db, p, { points: 1000 });
  return { p, rewards, ...member };
}

const names = (body: { results: { name: string }[] }) => body.results.map((r) => r.name);

describe('the catalogue (SPEC §2 reward-store)', () => {
  it('lists the rewards offered in the user’s country, in their language, with stock, filters and their points', async () => {
    const { p, headers } = await catalogueSetUp();
    const response = await get('/api/v1/rewards/store?sort=price_asc', {
      ...headers,
      'accept-language': 'en-US',
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(names(body)).toEqual(['Gift card 50', 'Headphones', 'Instant camera', 'Trip to Bariloche']);
    expect(body.count).toBe(4);
    expect(body.results[2]).toMatchObject({
      price: 300,
      stock: 4,
      department: { id: p.departments.electronics, name: 'Electronics' },
      category: { id: p.categories.open, name: 'General', max_per_user: null },
    });
    expect(body.departments.map((d: { name: string }) => d.name)).toEqual(['Electronics', 'Travel']);
    expect(body.categories).toEqual([
      { id: p.categories.open, name: 'General', max_per_user: null },
      { id: p.categories.limited, name: 'Gift card', max_per_user: 1 },
    ]);
    expect(body.state).toEqual({ user_points: 1000, level_id: 'junior', level_points: 0 });
  });

  it('searches without accents, filters by department and category, sorts and pages', async () => {
    const { p, headers } = await catalogueSetUp();
    const pt = { ...headers, 'accept-language': 'pt-BR' };
    expect(names((await get('/api/v1/rewards/store?search=camera', pt)).json())).toEqual([
      'Câmera instantânea',
    ]);
    expect(names((await get('/api/v1/rewards/store?search=INSTANTANE', pt)).json())).toEqual([
      'Câmera instantânea',
    ]);
    expect(names((await get('/api/v1/rewards/store?search=bariloche%20viag', pt)).json())).toEqual([
      'Viagem a Bariloche',
    ]);
    expect(
      names((await get(`/api/v1/rewards/store?department_id=${p.departments.travel}`, pt)).json()),
    ).toEqual(['Viagem a Bariloche']);
    expect(
      names((await get(`/api/v1/rewards/store?category_id=${p.categories.limited}`, pt)).json()),
    ).toEqual(['Vale-presente 50']);
    expect(names((await get('/api/v1/rewards/store?sort=name', pt)).json())).toEqual([
      'Câmera instantânea',
      'Fone de ouvido',
      'Vale-presente 50',
      'Viagem a Bariloche',
    ]);
    expect(names((await get('/api/v1/rewards/store?sort=price_desc&page=2&page_size=3', pt)).json())).toEqual(
      ['Vale-presente 50'],
    );
    const invalid = await get('/api/v1/rewards/store?sort=cheapest', pt);
    expect(invalid.statusCode).toBe(400);
  });

  it('puts the most redeemed first when sorted by popularity', async () => {
    const { rewards, headers } = await catalogueSetUp();
    expect((await redeem(rewards.headphones, headers)).statusCode).toBe(201);
    const body = (
      await get('/api/v1/rewards/store?sort=popularity', { ...headers, 'accept-language': 'en-US' })
    ).json();
    expect(body.results[0].name).toBe('Headphones');
  });

  it('shows a reward’s details with the Reward state of SPEC §3', async () => {
    const { p, rewards, headers } = await catalogueSetUp();
    const response = await get(`/api/v1/rewards/store/${rewards.gift}`, {
      ...headers,
      'accept-language': 'fr-FR',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: rewards.gift,
      name: 'Carte cadeau 50',
      price: 50,
      stock: 20,
      description: 'Descrição de Vale-presente 50',
      delivery_notes: 'Livré sous 30 jours',
      category: { id: p.categories.limited, max_per_user: 1 },
      state: {
        user_points: 1000,
        level_id: 'junior',
        level_points: 0,
        category_redeemed: 0,
        training_complete: true,
      },
    });
  });

  it('does not show another country’s, another client’s or an inactive reward', async () => {
    const { rewards, headers } = await catalogueSetUp();
    const other = await catalogueSetUp();
    for (const id of [rewards.argentinaOnly, rewards.retired, other.rewards.camera]) {
      expect((await get(`/api/v1/rewards/store/${id}`, headers)).statusCode).toBe(404);
      expect((await redeem(id, headers)).statusCode).toBe(404);
    }
    const argentine = await storeMember(t.app, t.db, other.p, { country: 'argentina' });
    const list = (
      await get('/api/v1/rewards/store?sort=name', { ...argentine.headers, 'accept-language': 'es-ES' })
    ).json();
    expect(names(list)).toEqual(['Cámara instantánea', 'Mate']);
    expect(list.results[0].stock).toBe(2);
  });

  it('is for partner accounts of a client with the store', async () => {
    const p = await storeProgramme(t.db);
    const learner = await storeMember(t.app, t.db, p, { role: 'learner' });
    expect((await get('/api/v1/rewards/store', learner.headers)).statusCode).toBe(404);
  });
});

describe('redemption (SPEC §5)', () => {
  it('places an order awaiting approval, debits the price once and takes one unit; a retry answers the same order', async () => {
    const { p, rewards, headers, user } = await catalogueSetUp();
    const first = await redeem(rewards.camera, headers, 'same-key');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      reward: { id: rewards.camera },
      points: 300,
      status: 'awaiting_approval',
      history: [{ status: 'awaiting_approval', note: null }],
    });
    const again = await redeem(rewards.camera, headers, 'same-key');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await balance(p, user.id)).toBe(700);
    expect(await stockOf(rewards.camera, p.brazil)).toBe(3);
    const list = (await get('/api/v1/rewards/orders', headers)).json();
    expect(list.count).toBe(1);
    expect(list.results[0].id).toBe(first.json().id);
  });

  it('needs an Idempotency-Key', async () => {
    const { rewards, headers } = await catalogueSetUp();
    const response = await redeem(rewards.camera, { ...headers, 'accept-language': 'en-US' }, null);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('store.idempotency_key_required');
  });

  it('refuses each broken rule with SPEC §8’s message in the request’s language, and moves nothing', async () => {
    const { p, rewards, headers, user } = await catalogueSetUp();
    const soldOut = await p.reward({
      names: ['Esgotado', 'Sold out', 'Agotado', 'Épuisé'],
      price: 10,
      stock: { brazil: 0 },
    });
    const cases = [
      { reward: rewards.trip, code: 'store.insufficient_points', language: 'es-ES' },
      { reward: soldOut, code: 'store.out_of_stock', language: 'fr-FR' },
    ] as const;
    for (const c of cases) {
      const response = await redeem(c.reward, { ...headers, 'accept-language': c.language });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error).toEqual({ code: c.code, message: errorMessage(c.code, c.language) });
    }
    expect((await redeem(rewards.gift, headers)).statusCode).toBe(201);
    const limit = await redeem(rewards.gift, { ...headers, 'accept-language': 'pt-BR' });
    expect(limit.json().error).toEqual({
      code: 'store.category_limit',
      message: errorMessage('store.category_limit', 'pt-BR'),
    });
    expect(await balance(p, user.id)).toBe(950);
    expect(await stockOf(rewards.gift, p.brazil)).toBe(19);
  });

  it('needs the client’s required training finished', async () => {
    const { p, rewards, headers, user } = await catalogueSetUp();
    const course = await publishedCourse(t.db, p.client.id);
    await t.db
      .insertInto('reward_required_courses')
      .values({ client_id: p.client.id, course_id: course })
      .execute();
    const refused = await redeem(rewards.camera, { ...headers, 'accept-language': 'en-US' });
    expect(refused.json().error).toEqual({
      code: 'store.training_required',
      message: errorMessage('store.training_required', 'en-US'),
    });
    expect(
      (await get(`/api/v1/rewards/store/${rewards.camera}`, headers)).json().state.training_complete,
    ).toBe(false);
    await t.db
      .insertInto('course_progress')
      .values({ user_id: user.id, course_id: course, client_id: p.client.id, state: 'finished' })
      .execute();
    expect((await redeem(rewards.camera, headers)).statusCode).toBe(201);
  });

  it('refuses a user blocked from the programme', async () => {
    const { p, rewards, headers, user } = await catalogueSetUp();
    await t.db
      .updateTable('user_clients')
      .set({ rewards_blocked_at: new Date() })
      .where('user_id', '=', user.id)
      .where('client_id', '=', p.client.id)
      .execute();
    expect((await redeem(rewards.camera, headers)).statusCode).toBe(403);
  });
});

describe('orders (SPEC §4 Reward order)', () => {
  async function orderSetUp() {
    const setUp = await catalogueSetUp();
    const admin = await storeMember(t.app, t.db, setUp.p, { role: 'program_admin' });
    const order = (await redeem(setUp.rewards.camera, setUp.headers)).json();
    return { ...setUp, admin: admin.headers, order };
  }

  it('moves approved → shipped → delivered, each change in the history and told to the user', async () => {
    const { headers, admin, order, user } = await orderSetUp();
    const queue = (await get('/api/v1/admin/rewards/orders?status=awaiting_approval', admin)).json();
    expect(queue.results.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(queue.results[0].user).toMatchObject({ id: user.id });
    expect((await staffPost(order.id, 'approve', admin)).json().status).toBe('approved');
    const shipped = await staffPost(order.id, 'ship', admin, {
      carrier: 'Correios',
      tracking_number: 'BR123',
    });
    expect(shipped.json()).toMatchObject({
      status: 'shipped',
      carrier: 'Correios',
      tracking_number: 'BR123',
    });
    expect((await staffPost(order.id, 'deliver', admin)).json().status).toBe('delivered');
    const mine = (await get('/api/v1/rewards/orders', headers)).json().results[0];
    expect(mine.history.map((e: { status: string }) => e.status)).toEqual([
      'awaiting_approval',
      'approved',
      'shipped',
      'delivered',
    ]);
    expect(mine.history[2].note).toBe('Correios BR123');
    const notices = await t.db
      .selectFrom('notifications')
      .select(['kind', 'data'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'reward_order')
      .orderBy('id')
      .execute();
    expect(notices.map((n) => (n.data as { status: string }).status)).toEqual([
      'approved',
      'shipped',
      'delivered',
    ]);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('action')
      .where('entity_id', '=', order.id)
      .where('entity_type', '=', 'reward_order')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'rewards.order.approved',
      'rewards.order.delivered',
      'rewards.order.shipped',
    ]);
  });

  it('rejects with a reason: points refunded once, the unit back in stock; a second rejection is refused', async () => {
    const { p, rewards, headers, admin, order, user } = await orderSetUp();
    expect(await balance(p, user.id)).toBe(700);
    const rejected = await staffPost(order.id, 'reject', admin, { reason: 'Sem estoque no fornecedor' });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Sem estoque no fornecedor' });
    expect(await balance(p, user.id)).toBe(1000);
    expect(await stockOf(rewards.camera, p.brazil)).toBe(4);
    const again = await staffPost(
      order.id,
      'reject',
      { ...admin, 'accept-language': 'en-US' },
      { reason: 'again' },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('store.order_status_changed');
    expect(await balance(p, user.id)).toBe(1000);
    expect((await get('/api/v1/rewards/orders', headers)).json().results[0]).toMatchObject({
      status: 'rejected',
      reason: 'Sem estoque no fornecedor',
    });
    expect((await staffPost(order.id, 'reject', admin, { reason: ' ' })).statusCode).toBe(400);
  });

  it('refuses moves out of order, other clients’ orders and non-administrators', async () => {
    const { headers, admin, order } = await orderSetUp();
    expect((await staffPost(order.id, 'deliver', admin)).statusCode).toBe(409);
    expect((await staffPost(order.id, 'approve', headers)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/rewards/orders', headers)).statusCode).toBe(403);
    const other = await orderSetUp();
    expect((await staffPost(order.id, 'approve', other.admin)).statusCode).toBe(404);
    expect(
      (await get('/api/v1/admin/rewards/orders', other.admin))
        .json()
        .results.map((o: { id: number }) => o.id),
    ).toEqual([other.order.id]);
  });

  it('lists only the user’s own orders', async () => {
    const { p, rewards, order } = await orderSetUp();
    const neighbour = await storeMember(t.app, t.db, p, { points: 500 });
    await credit(t.db, p, neighbour.user.id, 0);
    expect((await redeem(rewards.headphones, neighbour.headers)).statusCode).toBe(201);
    const list = (await get('/api/v1/rewards/orders', neighbour.headers)).json();
    expect(list.results.map((o: { id: number }) => o.id)).not.toContain(order.id);
    expect(list.count).toBe(1);
  });
});
