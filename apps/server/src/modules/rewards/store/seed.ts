import { rewardSearchText } from '@elevar/domain';
import { sql } from 'kysely';
import sharp from 'sharp';
import type { Db } from '../../../db/connection.ts';
import { clientIds, countryIds } from '../../../db/seed/lookups.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { IMAGE_CONTENT_TYPE, reencodeImage } from '../../../platform/images.ts';
import { recordStoredFile } from '../../../platform/storage.ts';
import type { SeedContext, SeedStep } from '../../manifest.ts';
import { postEntry, spendingBalance } from '../../points/index.ts';
import { userId } from '../sales/seed.ts';
import { applyOrderChange, type OrderChange } from './orders.ts';
import * as q from './queries.ts';
import { placeOrder } from './redeem.ts';

type Four = [string, string, string, string];
const texts = ([pt, en, es, fr]: Four) => ({ 'pt-BR': pt, 'en-US': en, 'es-ES': es, 'fr-FR': fr });

const DEPARTMENTS: Four[] = [
  ['Eletrônicos', 'Electronics', 'Electrónica', 'Électronique'],
  ['Casa e cozinha', 'Home and kitchen', 'Hogar y cocina', 'Maison et cuisine'],
  ['Experiências', 'Experiences', 'Experiencias', 'Expériences'],
];

/** Categories with their per-user maximum (null: none). */
const CATEGORIES: [Four, number | null][] = [
  [['Acessórios', 'Accessories', 'Accesorios', 'Accessoires'], null],
  [['Vale-presente', 'Gift cards', 'Tarjetas regalo', 'Cartes cadeaux'], 2],
  [['Viagens e eventos', 'Trips and events', 'Viajes y eventos', 'Voyages et événements'], 1],
];

/** The demo rewards: names, price, department and category (indexes above), the image's colour. */
const REWARDS: { names: Four; price: number; department: number; category: number; colour: string }[] = [
  {
    names: ['Fone de ouvido Bluetooth', 'Bluetooth headphones', 'Auriculares Bluetooth', 'Casque Bluetooth'],
    price: 450,
    department: 0,
    category: 0,
    colour: '#1e6fd9',
  },
  {
    names: ['Mouse sem fio', 'Wireless mouse', 'Ratón inalámbrico', 'Souris sans fil'],
    price: 120,
    department: 0,
    category: 0,
    colour: '#2a9d8f',
  },
  {
    names: ['Câmera instantânea', 'Instant camera', 'Cámara instantánea', 'Appareil photo instantané'],
    price: 900,
    department: 0,
    category: 0,
    colour: '#e76f51',
  },
  {
    names: ['Caixa de som portátil', 'Portable speaker', 'Altavoz portátil', 'Enceinte portable'],
    price: 600,
    department: 0,
    category: 0,
    colour: '#6a4c93',
  },
  {
    names: ['Cafeteira elétrica', 'Electric coffee maker', 'Cafetera eléctrica', 'Cafetière électrique'],
    price: 700,
    department: 1,
    category: 0,
    colour: '#8d5524',
  },
  {
    names: ['Jogo de facas', 'Knife set', 'Juego de cuchillos', 'Set de couteaux'],
    price: 350,
    department: 1,
    category: 0,
    colour: '#577590',
  },
  {
    names: ['Vale-presente 100', 'Gift card 100', 'Tarjeta regalo 100', 'Carte cadeau 100'],
    price: 250,
    department: 2,
    category: 1,
    colour: '#f4a261',
  },
  {
    names: ['Ingresso para show', 'Concert ticket', 'Entrada para concierto', 'Billet de concert'],
    price: 800,
    department: 2,
    category: 2,
    colour: '#d62828',
  },
];

const DESCRIPTION: Four = [
  'Prêmio do programa Chip Rewards, escolhido para quem vende tecnologia.',
  'A Chip Rewards programme reward, chosen for people who sell technology.',
  'Premio del programa Chip Rewards, elegido para quienes venden tecnología.',
  'Récompense du programme Chip Rewards, choisie pour ceux qui vendent de la technologie.',
];
const DELIVERY: Four = [
  'Entrega no endereço do seu cadastro em até 30 dias após a aprovação.',
  'Delivered to the address in your profile within 30 days of approval.',
  'Entrega en la dirección de tu registro hasta 30 días después de la aprobación.',
  'Livraison à l’adresse de votre profil sous 30 jours après l’approbation.',
];

/** A generated product picture: the reward's colour, a rounded box and a ribbon, re-encoded as every image is. */
async function demoImage(colour: string): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#f4f1ea"/>` +
      `<rect x="220" y="140" width="360" height="320" rx="36" fill="${colour}"/>` +
      `<rect x="380" y="140" width="40" height="320" fill="#ffffff" opacity=".7"/>` +
      `<rect x="220" y="270" width="360" height="40" fill="#ffffff" opacity=".7"/></svg>`,
  );
  return reencodeImage(await sharp(svg).png().toBuffer(), { width: 800, height: 600, fit: 'inside' });
}

async function storeImage(db: Db, context: SeedContext, colour: string): Promise<string> {
  const image = await demoImage(colour);
  const key = await context.files.write(image);
  await recordStoredFile(db, {
    key,
    ownerUserId: null,
    purpose: q.REWARD_IMAGE_PURPOSE,
    contentType: IMAGE_CONTENT_TYPE,
    size: image.length,
  });
  return key;
}

/** Units per country: limited, different in each country; the instant camera is sold out in Brazil. */
const unitsOf = (reward: number, country: number, code: string) =>
  reward === 2 && code === 'BR'
    ? 0
    : reward === 7
      ? 2 + (country % 2)
      : 3 + ((reward * 5 + country * 3) % 14);

/** seller.br's demo orders: reward index, days ago, the moves after placing it and the days between them. */
const ORDERS: { reward: number; daysAgo: number; moves: OrderChange[] }[] = [
  {
    reward: 1,
    daysAgo: 20,
    moves: [
      { action: 'approve' },
      { action: 'ship', body: { carrier: 'Correios', tracking_number: 'BR482915736BR' } },
      { action: 'deliver' },
    ],
  },
  {
    reward: 5,
    daysAgo: 10,
    moves: [
      { action: 'approve' },
      { action: 'ship', body: { carrier: 'Jadlog', tracking_number: 'JD10293847' } },
    ],
  },
  {
    reward: 4,
    daysAgo: 8,
    moves: [{ action: 'reject', body: { reason: 'Endereço de entrega incompleto no cadastro.' } }],
  },
  { reward: 6, daysAgo: 5, moves: [{ action: 'approve' }] },
  { reward: 3, daysAgo: 1, moves: [] },
];

/**
 * The reward store of the rewards client (issue 15, first slice): three departments, three categories (gift cards
 * at most 2 per user, trips and events at most 1), eight rewards with generated images and limited stock in each of
 * the client's seven countries; `seller.br` and `mateo.mx` get a store welcome bonus through the ledger, and
 * `seller.br` has orders in every state (delivered, shipped, rejected with its points refunded, approved, awaiting
 * approval), placed and moved by the same code as the endpoints, `admin` moving them.
 */
const storeStep: SeedStep = {
  name: '2026-12-02 reward store',
  async run(db: Db, context) {
    const { rewards: clientId } = await clientIds(db);
    const countries = await db
      .selectFrom('client_countries as cc')
      .innerJoin('countries as c', 'c.id', 'cc.country_id')
      .select(['c.id', 'c.code'])
      .where('cc.client_id', '=', clientId)
      .orderBy('c.id')
      .execute();
    const departments = [];
    for (const [position, names] of DEPARTMENTS.entries())
      departments.push(
        await db
          .insertInto('reward_departments')
          .values({ client_id: clientId, names: JSON.stringify(texts(names)), position })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    const categories = [];
    for (const [position, [names, max]] of CATEGORIES.entries())
      categories.push(
        await db
          .insertInto('reward_categories')
          .values({ client_id: clientId, names: JSON.stringify(texts(names)), max_per_user: max, position })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    const rewardIds: number[] = [];
    for (const [index, reward] of REWARDS.entries()) {
      const names = texts(reward.names);
      const descriptions = texts(DESCRIPTION);
      const row = await db
        .insertInto('rewards')
        .values({
          client_id: clientId,
          department_id: departments[reward.department]?.id ?? 0,
          category_id: categories[reward.category]?.id ?? 0,
          names: JSON.stringify(names),
          descriptions: JSON.stringify(descriptions),
          delivery_notes: JSON.stringify(texts(DELIVERY)),
          search_text: rewardSearchText(names, descriptions),
          price: reward.price,
          image_key: await storeImage(db, context, reward.colour),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      rewardIds.push(Number(row.id));
      await db
        .insertInto('reward_stock')
        .values(
          countries.map((country, position) => ({
            reward_id: Number(row.id),
            client_id: clientId,
            country_id: country.id,
            stock: unitsOf(index, position, country.code.trim()),
          })),
        )
        .execute();
    }

    const now = new Date();
    const today = now.toISOString().slice(0, 10);
    const admin = await userId(db, 'admin');
    const byCode = await countryIds(db);
    for (const [username, code] of [
      ['seller.br', 'BR'],
      ['mateo.mx', 'MX'],
    ] as const) {
      const user = await userId(db, username);
      const { campaignId } = await spendingBalance(db, { clientId, userId: user, today });
      await postEntry(
        db,
        {
          clientId,
          userId: user,
          programme: 'rewards',
          campaignId,
          kind: 'bonus',
          amount: 3000,
          reason: 'Bônus de boas-vindas à loja de prêmios',
          sourceType: 'reward_store',
          idempotencyKey: `seed:store-bonus:${user}`,
          createdBy: admin,
        },
        new Date(now.getTime() - 30 * 86_400_000),
      );
      if (username !== 'seller.br') continue;
      const countryId = byCode.get(code) ?? 0;
      for (const [index, order] of ORDERS.entries()) {
        const reward = await q.rewardInCountry(db, clientId, countryId, rewardIds[order.reward] ?? 0);
        if (!reward) throw new Error(`demo reward ${order.reward} not offered in ${code}`);
        const placedAt = new Date(now.getTime() - order.daysAgo * 86_400_000);
        const placed = await inTransaction(db, (trx) =>
          placeOrder(trx, {
            viewer: { clientId, userId: user, countryId },
            reward,
            campaignId,
            idempotencyKey: `seed:store-order:${index}`,
            now: placedAt,
          }),
        );
        if (placed === undefined) throw new Error(`demo order ${index} not placed`);
        const orderId = placed.id;
        for (const [step, change] of order.moves.entries()) {
          const at = new Date(placedAt.getTime() + (step + 1) * 12 * 3_600_000);
          await inTransaction(db, (trx) =>
            applyOrderChange(trx, { clientId, actorId: admin, orderId, change, now: at }),
          );
        }
      }
    }
  },
};

/**
 * An order held by the audit (SPEC §4): `paulo.br`, whose Q4 sales and photos are in the audit queue (audit/seed.ts),
 * redeems the wireless mouse in Brazil with points mostly still under audit, so the order waits in pending_audit,
 * holding his items under audit; the admin's decisions in the audit queue release it (all approved) or reject it
 * with a refund (one reproved). Placed by the endpoint's own transaction code.
 */
const heldOrderStep: SeedStep = {
  name: '2026-12-04 reward order held by the audit',
  async run(db: Db) {
    const { rewards: clientId } = await clientIds(db);
    const user = await userId(db, 'paulo.br');
    const countryId = (await countryIds(db)).get('BR') ?? 0;
    const now = new Date();
    const { campaignId } = await spendingBalance(db, {
      clientId,
      userId: user,
      today: now.toISOString().slice(0, 10),
    });
    const mouse = await db
      .selectFrom('rewards')
      .select('id')
      .where('client_id', '=', clientId)
      .where(sql<boolean>`names->>'en-US' = 'Wireless mouse'`)
      .executeTakeFirstOrThrow();
    const reward = await q.rewardInCountry(db, clientId, countryId, Number(mouse.id));
    if (!reward) throw new Error('the demo mouse is not offered in Brazil');
    const order = await inTransaction(db, (trx) =>
      placeOrder(trx, {
        viewer: { clientId, userId: user, countryId },
        reward,
        campaignId,
        idempotencyKey: 'seed:store-order:held',
        now: new Date(now.getTime() - 2 * 3_600_000),
      }),
    );
    const placed = await db
      .selectFrom('reward_orders')
      .select('status')
      .where('id', '=', order?.id ?? 0)
      .executeTakeFirst();
    if (placed?.status !== 'pending_audit')
      throw new Error(`paulo.br's demo order is ${placed?.status}, not held`);
  },
};

export const storeDemoSteps: readonly SeedStep[] = [storeStep, heldOrderStep];
