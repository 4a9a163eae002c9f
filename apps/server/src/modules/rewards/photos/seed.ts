import { photoWeek } from '@elevar/domain';
import sharp from 'sharp';
import type { Db } from '../../../db/connection.ts';
import { clientIds } from '../../../db/seed/lookups.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { SeedContext, SeedStep } from '../../manifest.ts';
import { reverseEntry, setEntryAuditStatus } from '../../points/index.ts';
import { insertRegistration } from '../campaigns/queries.ts';
import { userId } from '../sales/seed.ts';
import { processPhoto } from './image.ts';
import { type PhotoToRecord, recordPhoto } from './record.ts';

/** Q4 2026's photo types: names (pt-BR, en-US, es-ES, fr-FR) and their points-table rule. */
const TYPES: [string, string, string, string, string][] = [
  ['Vitrine', 'Store display', 'Vitrina', 'Vitrine', 'photo.display'],
  ['Ponta de gôndola', 'End cap', 'Punta de góndola', 'Tête de gondole', 'photo.endcap'],
  ['Totem da marca', 'Brand stand', 'Tótem de la marca', 'Totem de la marque', 'photo.endcap'],
];

/** mateo.mx's demo photos: type index, weeks before this one, colour, audit outcome and reason. */
const PHOTOS: [
  number,
  number,
  [number, number, number],
  'under_audit' | 'approved' | 'reproved',
  string | null,
][] = [
  [0, 0, [40, 120, 200], 'under_audit', null],
  [0, 1, [200, 120, 40], 'approved', null],
  [1, 1, [60, 160, 90], 'approved', null],
  [2, 2, [120, 60, 160], 'reproved', 'A foto não mostra a marca em destaque.'],
];

/** Where the boxes stand on each demo shelf: a layout of its own, so no two demo photos look alike to the dHash. */
const LAYOUTS: [number, number][][] = [
  [
    [60, 80],
    [220, 200],
    [420, 120],
  ],
  [
    [20, 300],
    [300, 40],
    [500, 300],
  ],
  [
    [140, 20],
    [140, 320],
    [460, 180],
  ],
  [
    [380, 300],
    [520, 20],
    [30, 160],
  ],
];

/** A demo store photo: a coloured shelf with lighter boxes on it, so every photo has its own look and hash. */
export async function demoImage([r, g, b]: [number, number, number], layout = 0) {
  const box = ([left, top]: [number, number]) => ({
    input: {
      create: { width: 90, height: 120, channels: 3 as const, background: { r: 250, g: 250, b: 240 } },
    },
    left,
    top,
  });
  const boxes = LAYOUTS[layout % LAYOUTS.length] ?? [];
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .composite(boxes.map(box))
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * A demo photo recorded as the server records one (`processPhoto`, its two files, `recordPhoto` in a transaction:
 * entry under audit and fraud signals); undefined when its week's slot was taken.
 */
export async function recordDemoPhoto(
  db: Db,
  context: SeedContext,
  original: Buffer,
  photo: Omit<PhotoToRecord, 'originalKey' | 'originalSize' | 'displayKey' | 'image'>,
) {
  const image = await processPhoto(original, () => new Error('demo photo refused'));
  const originalKey = await context.files.write(original);
  const displayKey = await context.files.write(image.display);
  return inTransaction(db, (trx) =>
    recordPhoto(trx, { ...photo, originalKey, originalSize: original.length, displayKey, image }),
  );
}

/**
 * When a demo photo `weeksAgo` photo weeks back was sent: this week's an hour ago, but never before the week began
 * (seeded in the week's first hour in the store's zone, it would fall in the week before); an earlier week's in the
 * middle of that week. Never in the future.
 */
export function demoPhotoTime(now: Date, weeksAgo: number, zone: string, resetDay: number): Date {
  const begins = photoWeek(now, zone, resetDay).begins.getTime();
  return weeksAgo === 0
    ? new Date(Math.max(now.getTime() - 3_600_000, begins))
    : new Date(begins - (weeksAgo - 0.5) * 7 * 86_400_000);
}

/**
 * Store photos of the rewards client (issue 13, third slice): Q4 2026's photo types (the points table's
 * photo.display and a new photo.endcap rule); `mateo.mx` (a Mexican salesperson of the points step, country group
 * 2, given a partner account) registered for Q4 at CompuCentro Polanco with four photos: this week's under audit, two of last week approved, one reproved with its
 * reason (its entry reversed through the ledger).
 */
const photosStep: SeedStep = {
  name: '2026-12-01 rewards photos',
  async run(db: Db, context) {
    const { rewards } = await clientIds(db);
    const q4 = await db
      .selectFrom('campaigns')
      .select(['id', 'photo_reset_day'])
      .where('client_id', '=', rewards)
      .where('name', '=', 'Q4 2026')
      .executeTakeFirstOrThrow();
    const display = await db
      .selectFrom('point_rules')
      .select(['id', 'descriptions'])
      .where('campaign_id', '=', q4.id)
      .where('code', '=', 'photo.display')
      .executeTakeFirstOrThrow();
    const endcap = await db
      .insertInto('point_rules')
      .values({
        client_id: rewards,
        campaign_id: q4.id,
        code: 'photo.endcap',
        kind: 'photo',
        base_points: 35,
        descriptions: JSON.stringify({
          'pt-BR': 'Foto de ponta de gôndola',
          'en-US': 'End cap photo',
          'es-ES': 'Foto de punta de góndola',
          'fr-FR': 'Photo de tête de gondole',
        }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rules = { 'photo.display': display.id, 'photo.endcap': endcap.id };
    const types = await db
      .insertInto('campaign_photo_types')
      .values(
        TYPES.map(([pt, en, es, fr, rule], position) => ({
          client_id: rewards,
          campaign_id: q4.id,
          rule_id: rules[rule as keyof typeof rules],
          name: pt,
          names: JSON.stringify({ 'pt-BR': pt, 'en-US': en, 'es-ES': es, 'fr-FR': fr }),
          position,
        })),
      )
      .returning('id')
      .execute();

    const seller = await userId(db, 'mateo.mx');
    await db.updateTable('users').set({ gmin_number: '10567890' }).where('id', '=', seller).execute();
    const branch = await db
      .selectFrom('branches')
      .select(['id', 'time_zone'])
      .where('client_id', '=', rewards)
      .where('name', '=', 'CompuCentro Polanco')
      .executeTakeFirstOrThrow();
    const agency = await db
      .selectFrom('agencies')
      .select('id')
      .where('client_id', '=', rewards)
      .where('name', '=', 'Grupo Promo Latam')
      .executeTakeFirstOrThrow();
    const brands = await db.selectFrom('brands').select('id').where('agency_id', '=', agency.id).execute();
    const now = new Date();
    await inTransaction(db, (trx) =>
      insertRegistration(trx, {
        clientId: rewards,
        campaignId: q4.id,
        userId: seller,
        agencyId: agency.id,
        storeIds: [branch.id],
        brandIds: brands.map((b) => b.id),
        now,
      }),
    );

    const auditor = await userId(db, 'auditor');
    const zone = branch.time_zone ?? 'America/Mexico_City';
    const codes = TYPES.map(([, , , , rule]) => rule);
    for (const [index, [typeIndex, weeksAgo, colour, outcome, reason]] of PHOTOS.entries()) {
      const at = demoPhotoTime(now, weeksAgo, zone, q4.photo_reset_day);
      const week = photoWeek(at, zone, q4.photo_reset_day);
      const original = await demoImage(colour, index);
      const photo = await recordDemoPhoto(db, context, original, {
        clientId: rewards,
        campaignId: q4.id,
        userId: seller,
        storeId: branch.id,
        photoTypeId: types[typeIndex]?.id ?? 0,
        ruleCode: codes[typeIndex] ?? 'photo.display',
        weekStart: week.start,
        idempotencyKey: `seed:photo:${index}`,
        now: at,
      });
      if (!photo) throw new Error(`demo photo ${index} not stored`);
      if (outcome === 'under_audit') continue;
      const reviewedAt = new Date(at.getTime() + 86_400_000);
      if (outcome === 'approved')
        await setEntryAuditStatus(
          db,
          { entryId: photo.entryId, clientId: rewards, status: 'credited' },
          reviewedAt,
        );
      else
        await reverseEntry(
          db,
          { entryId: photo.entryId, clientId: rewards, reason: reason ?? '', createdBy: auditor },
          reviewedAt,
        );
      await db
        .updateTable('photo_uploads')
        .set({ status: outcome, reason, reviewed_at: reviewedAt, reviewed_by: auditor })
        .where('id', '=', photo.id)
        .execute();
    }
  },
};

export const photosDemoSteps: readonly SeedStep[] = [photosStep];
