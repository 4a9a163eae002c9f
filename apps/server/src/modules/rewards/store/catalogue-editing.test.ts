import { errorMessage, validationMessage } from '@elevar/domain';
import { describe, expect, it } from 'vitest';
import {
  type Headers,
  publishedCourse,
  storeMember,
  storeProgramme,
  storeSuite,
} from '../../../../test/store-fixtures.ts';

// The operators' editing of the store's catalogue (issue 15): rewards' texts and prices, departments and categories,
// the required training; programme administrators of the client only, each change in the audit trail.

const suite = storeSuite();

const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, headers: Headers, payload?: object) =>
  suite.t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const four = (pt: string, en: string, es: string, fr: string) => ({
  'pt-BR': pt,
  'en-US': en,
  'es-ES': es,
  'fr-FR': fr,
});

async function setUp() {
  const p = await storeProgramme(suite.t.db);
  const admin = await storeMember(suite.t.app, suite.t.db, p, { role: 'program_admin' });
  const seller = await storeMember(suite.t.app, suite.t.db, p, { points: 5000 });
  const lamp = (overrides: object = {}) => ({
    names: four('Luminária Ônix', 'Onyx lamp', 'Lámpara Ónix', 'Lampe Onyx'),
    descriptions: four('Luz de mesa', 'Desk light', 'Luz de escritorio', 'Lampe de bureau'),
    delivery_notes: four('Entrega em 15 dias', 'Delivered in 15 days', '', ''),
    price: 300,
    department_id: p.departments.electronics,
    category_id: p.categories.open,
    ...overrides,
  });
  return { p, admin: admin.headers, seller, lamp };
}

async function createOffered(admin: Headers, body: object, countryId: number) {
  const created = await send('POST', '/api/v1/admin/rewards/catalogue', admin, body);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id as number;
  const stock = await send('PUT', `/api/v1/admin/rewards/catalogue/${id}/stock`, admin, {
    stock: [{ country_id: countryId, stock: 5 }],
  });
  expect(stock.statusCode, stock.body).toBe(200);
  return id;
}

const search = async (headers: Headers, words: string) =>
  (
    await send('GET', `/api/v1/rewards/store?search=${encodeURIComponent(words)}`, {
      ...headers,
      'accept-language': 'en-US',
    })
  )
    .json()
    .results.map((r: { name: string }) => r.name);

async function auditActions(clientId: number) {
  const rows = await suite.t.db
    .selectFrom('audit_events')
    .select(['action', 'entity_type', 'fields'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();
  return rows.map((row) => `${row.action} ${row.entity_type} ${row.fields.join(',')}`.trim());
}

describe('creating and editing a reward', () => {
  it('creates a reward the store offers once its stock is set, found by its name without accents', async () => {
    const { p, admin, seller, lamp } = await setUp();
    const created = await send('POST', '/api/v1/admin/rewards/catalogue', admin, lamp());
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Luminária Ônix',
      names: lamp().names,
      descriptions: lamp().descriptions,
      // an empty language is left out: the store reads the Portuguese notes there
      delivery_notes: { 'pt-BR': 'Entrega em 15 dias', 'en-US': 'Delivered in 15 days' },
      price: 300,
      active: true,
      department: { id: p.departments.electronics },
      category: { id: p.categories.open },
      image_url: null,
      stock: [],
    });
    const id = created.json().id;
    expect(await search(seller.headers, 'onix')).toEqual([]);
    await send('PUT', `/api/v1/admin/rewards/catalogue/${id}/stock`, admin, {
      stock: [{ country_id: p.brazil, stock: 5 }],
    });
    expect(await search(seller.headers, 'onix')).toEqual(['Onyx lamp']);
    const details = await send('GET', `/api/v1/rewards/store/${id}`, {
      ...seller.headers,
      'accept-language': 'es-ES',
    });
    expect(details.json()).toMatchObject({
      name: 'Lámpara Ónix',
      description: 'Luz de escritorio',
      delivery_notes: 'Entrega em 15 dias',
      price: 300,
    });
    expect(await auditActions(p.client.id)).toEqual([
      'rewards.reward.created reward',
      'rewards.reward.stock_changed reward stock',
    ]);
  });

  it('edits the texts, price, department and category; the search finds the new name, not the old one', async () => {
    const { p, admin, seller, lamp } = await setUp();
    const id = await createOffered(admin, lamp(), p.brazil);
    const edited = lamp({
      names: four('Abajur Âmbar', 'Amber lamp', 'Lámpara Ámbar', 'Lampe Ambre'),
      price: 450,
      department_id: p.departments.travel,
      category_id: p.categories.limited,
    });
    const response = await send('PUT', `/api/v1/admin/rewards/catalogue/${id}`, admin, edited);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Abajur Âmbar',
      price: 450,
      department: { id: p.departments.travel },
      category: { id: p.categories.limited },
    });
    expect(await search(seller.headers, 'ambar')).toEqual(['Amber lamp']);
    expect(await search(seller.headers, 'onix')).toEqual([]);
    // the same texts again: nothing changed, nothing recorded
    expect((await send('PUT', `/api/v1/admin/rewards/catalogue/${id}`, admin, edited)).statusCode).toBe(200);
    const events = await auditActions(p.client.id);
    expect(events.filter((e) => e.startsWith('rewards.reward.updated'))).toEqual([
      'rewards.reward.updated reward names,price,department_id,category_id',
    ]);
  });

  it('keeps what existing orders paid when the price changes; the next redemption pays the new price', async () => {
    const { p, admin, seller, lamp } = await setUp();
    const id = await createOffered(admin, lamp(), p.brazil);
    const redeem = (key: string) =>
      send('POST', `/api/v1/rewards/store/${id}/redemptions`, { ...seller.headers, 'idempotency-key': key });
    const first = await redeem('price-1');
    expect(first.statusCode, first.body).toBe(201);
    await send('PUT', `/api/v1/admin/rewards/catalogue/${id}`, admin, lamp({ price: 1000 }));
    const second = await redeem('price-2');
    expect(second.statusCode, second.body).toBe(201);
    const orders = await suite.t.db
      .selectFrom('reward_orders')
      .select(['id', 'points'])
      .where('reward_id', '=', id)
      .orderBy('id')
      .execute();
    expect(orders.map((o) => o.points)).toEqual([300, 1000]);
    const mine = (await send('GET', '/api/v1/rewards/orders', seller.headers)).json();
    expect(mine.results.map((o: { points: number }) => o.points)).toEqual([1000, 300]);
    const state = (await send('GET', `/api/v1/rewards/store/${id}`, seller.headers)).json().state;
    expect(state.user_points).toBe(5000 - 300 - 1000);
  });

  it('says what is wrong with each field in the request’s language', async () => {
    const { admin, lamp } = await setUp();
    const other = await storeProgramme(suite.t.db);
    const missing = await send(
      'POST',
      '/api/v1/admin/rewards/catalogue',
      { ...admin, 'accept-language': 'es-ES' },
      {
        ...lamp({ price: 0 }),
        names: { 'pt-BR': 'Luminária', 'en-US': ' ', 'es-ES': 'Lámpara', 'fr-FR': 'Lampe' },
      },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('common.validation');
    const details = missing.json().error.details as { field: string; message: string }[];
    expect(details.map((d) => d.field).sort()).toEqual(['names.en-US', 'price']);
    expect(details.find((d) => d.field === 'names.en-US')?.message).toBe(
      validationMessage('field.required', 'es-ES'),
    );
    const foreign = await send(
      'POST',
      '/api/v1/admin/rewards/catalogue',
      { ...admin, 'accept-language': 'fr-FR' },
      lamp({ department_id: other.departments.electronics, category_id: other.categories.open }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.details).toEqual([
      { field: 'department_id', message: errorMessage('store.department_unknown', 'fr-FR') },
      { field: 'category_id', message: errorMessage('store.category_unknown', 'fr-FR') },
    ]);
  });

  it('is for the client’s operators: another client’s reward is not found, a seller is refused', async () => {
    const { p, admin, seller, lamp } = await setUp();
    const id = await createOffered(admin, lamp(), p.brazil);
    const other = await setUp();
    expect(
      (await send('PUT', `/api/v1/admin/rewards/catalogue/${id}`, other.admin, other.lamp())).statusCode,
    ).toBe(404);
    expect((await send('POST', '/api/v1/admin/rewards/catalogue', seller.headers, lamp())).statusCode).toBe(
      403,
    );
    expect(
      (await send('PUT', `/api/v1/admin/rewards/catalogue/${id}`, seller.headers, lamp())).statusCode,
    ).toBe(403);
    const name = await suite.t.db
      .selectFrom('rewards')
      .select('names')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(name.names['pt-BR']).toBe('Luminária Ônix');
  });
});

describe('departments and categories', () => {
  it('creates, renames and reorders them; the store’s filters follow', async () => {
    const { p, admin, seller } = await setUp();
    const created = await send('POST', '/api/v1/admin/rewards/departments', admin, {
      names: four('Esportes', 'Sports', 'Deportes', 'Sports'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const sports = created.json().id;
    expect(created.json()).toMatchObject({ name: 'Esportes', position: 3, reward_count: 0 });
    const renamed = await send(
      'PUT',
      `/api/v1/admin/rewards/departments/${sports}`,
      { ...admin, 'accept-language': 'en-US' },
      { names: four('Esporte e lazer', 'Sport and leisure', 'Deporte y ocio', 'Sport et loisirs') },
    );
    expect(renamed.json().name).toBe('Sport and leisure');
    const order = [sports, p.departments.travel, p.departments.electronics];
    const reordered = await send('POST', '/api/v1/admin/rewards/departments/reorder', admin, { ids: order });
    expect(reordered.json().results.map((d: { id: number }) => d.id)).toEqual(order);
    const store = (
      await send('GET', '/api/v1/rewards/store', { ...seller.headers, 'accept-language': 'en-US' })
    ).json();
    expect(store.departments.map((d: { name: string }) => d.name)).toEqual([
      'Sport and leisure',
      'Travel',
      'Electronics',
    ]);
    // a partial list is refused
    const partial = await send('POST', '/api/v1/admin/rewards/departments/reorder', admin, { ids: [sports] });
    expect(partial.statusCode).toBe(400);

    const category = await send('POST', '/api/v1/admin/rewards/categories', admin, {
      names: four('Livros', 'Books', 'Libros', 'Livres'),
    });
    expect(category.json()).toMatchObject({
      name: 'Livros',
      max_per_user: null,
      reward_count: 0,
      order_count: 0,
    });
    const list = (await send('GET', '/api/v1/admin/rewards/categories', admin)).json();
    expect(list.results.map((c: { name: string }) => c.name)).toEqual(['Geral', 'Vale-presente', 'Livros']);
    expect(await auditActions(p.client.id)).toEqual([
      'rewards.department.created reward_department',
      'rewards.department.renamed reward_department names',
      'rewards.department.reordered reward_department position',
      'rewards.category.created reward_category',
    ]);
  });

  it('removes one only when nothing uses it (409 in the request’s language otherwise)', async () => {
    const { p, admin, seller, lamp } = await setUp();
    const id = await createOffered(admin, lamp(), p.brazil);
    const usedDepartment = await send(
      'DELETE',
      `/api/v1/admin/rewards/departments/${p.departments.electronics}`,
      {
        ...admin,
        'accept-language': 'es-ES',
      },
    );
    expect(usedDepartment.statusCode).toBe(409);
    expect(usedDepartment.json().error).toMatchObject({
      code: 'store.department_in_use',
      message: errorMessage('store.department_in_use', 'es-ES'),
    });
    const redeemed = await send('POST', `/api/v1/rewards/store/${id}/redemptions`, {
      ...seller.headers,
      'idempotency-key': 'category-order',
    });
    expect(redeemed.statusCode).toBe(201);
    // the reward moves away: its category still holds the order, its old department nothing
    await send(
      'PUT',
      `/api/v1/admin/rewards/catalogue/${id}`,
      admin,
      lamp({ department_id: p.departments.travel, category_id: p.categories.limited }),
    );
    const usedCategory = await send('DELETE', `/api/v1/admin/rewards/categories/${p.categories.open}`, admin);
    expect(usedCategory.statusCode).toBe(409);
    expect(usedCategory.json().error.code).toBe('store.category_in_use');
    const removed = await send(
      'DELETE',
      `/api/v1/admin/rewards/departments/${p.departments.electronics}`,
      admin,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const departments = (await send('GET', '/api/v1/admin/rewards/departments', admin)).json();
    expect(departments.results.map((d: { id: number }) => d.id)).toEqual([p.departments.travel]);
    const events = await auditActions(p.client.id);
    expect(events.filter((e) => e.includes('.deleted'))).toEqual([
      'rewards.department.deleted reward_department',
    ]);
  });

  it('keeps each client’s lists apart and is for the client’s operators', async () => {
    const { p, seller } = await setUp();
    const other = await setUp();
    const names = { names: four('Outro', 'Other', 'Otro', 'Autre') };
    expect(
      (await send('PUT', `/api/v1/admin/rewards/categories/${p.categories.open}`, other.admin, names))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/api/v1/admin/rewards/categories/${p.categories.limited}`, other.admin))
        .statusCode,
    ).toBe(404);
    const theirs = (await send('GET', '/api/v1/admin/rewards/categories', other.admin)).json();
    expect(theirs.results.map((c: { id: number }) => c.id)).toEqual([
      other.p.categories.open,
      other.p.categories.limited,
    ]);
    const foreignOrder = await send('POST', '/api/v1/admin/rewards/categories/reorder', other.admin, {
      ids: [p.categories.limited, p.categories.open],
    });
    expect(foreignOrder.statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', '/api/v1/admin/rewards/departments'],
      ['POST', '/api/v1/admin/rewards/departments'],
      ['DELETE', `/api/v1/admin/rewards/categories/${p.categories.limited}`],
    ] as const)
      expect(
        (await send(method, url, seller.headers, method === 'POST' ? names : undefined)).statusCode,
      ).toBe(403);
  });
});

describe('the required training', () => {
  it('is chosen among the client’s published courses and enforced at the next redemption', async () => {
    const { p, admin, seller, lamp } = await setUp();
    const id = await createOffered(admin, lamp(), p.brazil);
    const course = await publishedCourse(suite.t.db, p.client.id);
    const other = await storeProgramme(suite.t.db);
    const foreignCourse = await publishedCourse(suite.t.db, other.client.id);
    const options = (
      await send('GET', '/api/v1/admin/rewards/course-options?search=obrigatorio', admin)
    ).json();
    expect(options.results).toEqual([
      { id: course, title: 'Treinamento obrigatório', kind: 'online_course' },
    ]);
    expect(
      (await send('GET', '/api/v1/admin/rewards/course-options?search=nothing+like+it', admin)).json()
        .results,
    ).toEqual([]);

    const refused = await send(
      'PUT',
      '/api/v1/admin/rewards/required-courses',
      { ...admin, 'accept-language': 'en-US' },
      { course_ids: [course, foreignCourse] },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details).toEqual([
      { field: 'course_ids', message: errorMessage('store.course_unknown', 'en-US') },
    ]);
    const set = await send('PUT', '/api/v1/admin/rewards/required-courses', admin, { course_ids: [course] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().results).toEqual([
      { id: course, title: 'Treinamento obrigatório', kind: 'online_course', published: true },
    ]);
    expect((await send('GET', '/api/v1/admin/rewards/required-courses', admin)).json()).toEqual(set.json());

    const redeem = await send('POST', `/api/v1/rewards/store/${id}/redemptions`, {
      ...seller.headers,
      'idempotency-key': 'training-1',
      'accept-language': 'pt-BR',
    });
    expect(redeem.statusCode).toBe(422);
    expect(redeem.json().error.message).toBe(errorMessage('store.training_required', 'pt-BR'));
    await suite.t.db
      .insertInto('course_progress')
      .values({ user_id: seller.user.id, course_id: course, client_id: p.client.id, state: 'finished' })
      .execute();
    const again = await send('POST', `/api/v1/rewards/store/${id}/redemptions`, {
      ...seller.headers,
      'idempotency-key': 'training-2',
    });
    expect(again.statusCode).toBe(201);
    // the other client requires nothing; its operators see their own empty list
    const theirs = await storeMember(suite.t.app, suite.t.db, other, { role: 'program_admin' });
    expect(
      (await send('GET', '/api/v1/admin/rewards/required-courses', theirs.headers)).json().results,
    ).toEqual([]);
    expect(
      (await send('GET', '/api/v1/admin/rewards/course-options', theirs.headers))
        .json()
        .results.map((c: { id: number }) => c.id),
    ).toEqual([foreignCourse]);
    expect(
      (await send('PUT', '/api/v1/admin/rewards/required-courses', seller.headers, { course_ids: [] }))
        .statusCode,
    ).toBe(403);
    expect(await auditActions(p.client.id)).toContain('rewards.required_courses.changed client course_ids');
  });
});
