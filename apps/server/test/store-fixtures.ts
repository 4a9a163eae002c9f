import { rewardSearchText } from '@elevar/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ServiceContext } from '../src/context.ts';
import type { Db } from '../src/db/connection.ts';
import { postEntry } from '../src/modules/points/ledger.ts';
import type { AuthContext } from '../src/platform/request-context.ts';
import { addClientCountries, buildCampaign, buildClient } from './factories.ts';
import { withDataDir } from './file-context.ts';
import { TEST_SECRET, type TestContext } from './harness.ts';
import { bulkUsers } from './ranking-fixtures.ts';
import { rewardsMember } from './rewards-fixtures.ts';

/** Helpers of the reward store's tests. */

export type Headers = Record<string, string>;

/**
 * A store test file's context: a test app over a temporary data directory (the files of invoices and pictures), made
 * before the file's tests and closed after them (the directory removed), and a counter for the Idempotency-Keys and
 * invoice numbers the file sends. Read `t` inside tests (`beforeAll` fills it).
 */
export function storeSuite() {
  let keys = 0;
  return {
    ...withDataDir(),
    /** The next number of the file's counter (1, 2, …): unique keys and invoice numbers. */
    nextKey: () => ++keys,
  };
}

const NOW = new Date('2026-11-21T12:00:00Z');
const four = (pt: string, en: string, es: string, fr: string) =>
  JSON.stringify({ 'pt-BR': pt, 'en-US': en, 'es-ES': es, 'fr-FR': fr });

/**
 * A store client in Brazil and Argentina with a reward campaign running at the test clock's start (Q4 2026); two
 * departments (Electronics, Travel), a category without maximum and one of at most `limitedMax`; `reward()` adds a
 * reward with stock per country.
 */
export async function storeProgramme(db: Db, options: { limitedMax?: number } = {}) {
  const client = await buildClient(db, {
    modules: ['reward_store', 'campaigns', 'profile', 'online_courses'],
  });
  const [brazil = 0, argentina = 0] = await addClientCountries(db, client.id, ['BR', 'AR']);
  const campaign = await buildCampaign(db, client.id, {
    name: 'Q4 2026',
    begin: '2026-10-01',
    end: '2026-12-15',
    reward: true,
  });
  const store = await storeOnClient(db, client.id, { brazil, argentina }, options);
  return { client, brazil, argentina, campaign, ...store };
}
export type StoreProgramme = Awaited<ReturnType<typeof storeProgramme>>;

/**
 * The store's departments (Electronics, Travel) and categories (one without maximum, one of at most `limitedMax`)
 * on a client with Brazil and Argentina; `reward()` adds a reward with stock per country.
 */
export async function storeOnClient(
  db: Db,
  clientId: number,
  countries: { brazil: number; argentina: number },
  options: { limitedMax?: number } = {},
) {
  const { brazil, argentina } = countries;
  const department = async (names: string, position: number) =>
    Number(
      (
        await db
          .insertInto('reward_departments')
          .values({ client_id: clientId, names, position })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const category = async (names: string, maxPerUser: number | null, position: number) =>
    Number(
      (
        await db
          .insertInto('reward_categories')
          .values({ client_id: clientId, names, max_per_user: maxPerUser, position })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const departments = {
    electronics: await department(four('Eletrônicos', 'Electronics', 'Electrónica', 'Électronique'), 1),
    travel: await department(four('Viagens', 'Travel', 'Viajes', 'Voyages'), 2),
  };
  const categories = {
    open: await category(four('Geral', 'General', 'General', 'Général'), null, 1),
    limited: await category(
      four('Vale-presente', 'Gift card', 'Tarjeta regalo', 'Carte cadeau'),
      options.limitedMax ?? 1,
      2,
    ),
  };
  async function reward(input: {
    names: [string, string, string, string];
    price: number;
    stock: Partial<Record<'brazil' | 'argentina', number>>;
    department?: number;
    category?: number;
    active?: boolean;
    clientId?: number;
  }) {
    const names = {
      'pt-BR': input.names[0],
      'en-US': input.names[1],
      'es-ES': input.names[2],
      'fr-FR': input.names[3],
    };
    const descriptions = { 'pt-BR': `Descrição de ${input.names[0]}`, 'en-US': `About ${input.names[1]}` };
    const row = await db
      .insertInto('rewards')
      .values({
        client_id: clientId,
        department_id: input.department ?? departments.electronics,
        category_id: input.category ?? categories.open,
        names: JSON.stringify(names),
        descriptions: JSON.stringify(descriptions),
        delivery_notes: four(
          'Entrega em 30 dias',
          'Delivered within 30 days',
          'Entrega en 30 días',
          'Livré sous 30 jours',
        ),
        search_text: rewardSearchText(names, descriptions),
        price: input.price,
        active: input.active ?? true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    const stock = Object.entries(input.stock).map(([country, units]) => ({
      reward_id: id,
      client_id: clientId,
      country_id: country === 'brazil' ? brazil : argentina,
      stock: units as number,
    }));
    if (stock.length) await db.insertInto('reward_stock').values(stock).execute();
    return id;
  }
  return { departments, categories, reward };
}

/** Credits a user's balance in the campaign through the ledger (a bonus, no multiplier). */
export async function credit(db: Db, p: StoreProgramme, userId: number, points: number) {
  if (points > 0)
    await postEntry(
      db,
      {
        clientId: p.client.id,
        userId,
        programme: 'rewards',
        campaignId: p.campaign.id,
        kind: 'bonus',
        amount: points,
      },
      NOW,
    );
}

/** A signed-in member with a partner account in `country` holding `points` in the running campaign. */
export async function storeMember(
  app: FastifyInstance,
  db: Db,
  p: StoreProgramme,
  options: {
    country?: 'brazil' | 'argentina';
    points?: number;
    role?: 'salesperson' | 'program_admin' | 'learner';
  } = {},
) {
  const member = await rewardsMember(app, db, p.client.id, {
    countryId: options.country === 'argentina' ? p.argentina : p.brazil,
    role: options.role,
  });
  await credit(db, p, member.user.id, options.points ?? 0);
  return member;
}

/** `count` members in Brazil with `points` each, made in bulk; their sessions as services receive them. */
export async function bulkStoreMembers(db: Db, p: StoreProgramme, count: number, points: number) {
  const ids = await bulkUsers(db, count, `store-${p.client.id}-`);
  await sql`insert into user_clients (user_id, client_id, role)
    select id, ${p.client.id}::bigint, 'salesperson' from unnest(${ids}::bigint[]) as id`.execute(db);
  await db
    .updateTable('users')
    .set({ country_id: p.brazil, gmin_number: '10000001', selected_client_id: p.client.id })
    .where('id', 'in', ids)
    .execute();
  for (let i = 0; i < ids.length; i += 50)
    await Promise.all(ids.slice(i, i + 50).map((id) => credit(db, p, id, points)));
  return ids.map((userId): AuthContext => ({ userId, familyId: 0, kind: 'normal', boundClientId: null }));
}

/** The services' context of a test app (its database without the statement counter, its clock and config). */
export function serviceContext(t: TestContext): ServiceContext {
  return {
    db: t.db,
    clock: t.clock,
    config: t.config,
    secret: TEST_SECRET,
    messenger: undefined as unknown as ServiceContext['messenger'],
  };
}

/** A published course of the client (the store's required training in tests). */
export async function publishedCourse(db: Db, clientId: number) {
  const row = await db
    .insertInto('courses')
    .values({
      client_id: clientId,
      kind: 'online_course',
      title: JSON.stringify({ 'pt-BR': 'Treinamento obrigatório' }),
      search_text: 'treinamento obrigatorio',
      status: 'published',
      published_at: NOW,
      published_points: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The client's catalogue generation moved as another instance's change moves it, without its event. */
export async function bumpCatalogueGeneration(db: Db, clientId: number) {
  await db
    .insertInto('reward_catalogue_generations')
    .values({ client_id: clientId, generation: 1 })
    .onConflict((oc) =>
      oc.column('client_id').doUpdateSet((eb) => ({
        generation: eb('reward_catalogue_generations.generation', '+', 1),
      })),
    )
    .execute();
}
