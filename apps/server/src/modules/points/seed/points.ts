import {
  LANGUAGES,
  type LevelThresholds,
  type PointKind,
  type ProgrammeLevelId,
  thresholdProblems,
} from '@elevar/domain';
import type { Db } from '../../../db/connection.ts';
import { publishedTermsVersion } from '../../../db/seed/accounts.ts';
import { countryIds, DEMO_PASSWORD } from '../../../db/seed/lookups.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { hashPassword } from '../../../platform/crypto.ts';
import { postEntry } from '../ledger.ts';
import { reverseEntry } from '../ledger-corrections.ts';
import { findPendingChange } from '../levels/queries.ts';
import { applyLevelDecision } from '../levels/review.ts';

const CAMPAIGNS = ['Q3 2026', 'Q4 2026'] as const;

/** Thresholds per campaign: the second asks a little more, as campaigns may. */
const THRESHOLDS: LevelThresholds[] = [
  { junior: 0, intermediate: 1000, highest: 2500 },
  { junior: 0, intermediate: 1200, highest: 3000 },
];

/** The points table of both campaigns: code, kind, base points in Q3 and Q4, texts in pt-BR|en-US|es-ES|fr-FR. */
const RULES: [string, PointKind, number, number, string][] = [
  [
    'sale.notebook',
    'sale',
    100,
    120,
    "Venda de notebook|Notebook sale|Venta de notebook|Vente d'ordinateur portable",
  ],
  [
    'sale.desktop',
    'sale',
    70,
    80,
    "Venda de desktop|Desktop sale|Venta de desktop|Vente d'ordinateur de bureau",
  ],
  [
    'sale.processor',
    'sale',
    40,
    50,
    'Venda de processador|Processor sale|Venta de procesador|Vente de processeur',
  ],
  [
    'photo.display',
    'photo',
    20,
    20,
    'Foto da vitrine|Store display photo|Foto de la vitrina|Photo de la vitrine',
  ],
  [
    'mystery_shopper.visit',
    'mystery_shopper',
    150,
    150,
    'Cliente oculto|Mystery shopper|Cliente incógnito|Client mystère',
  ],
  ['training.course', 'training', 50, 50, 'Curso concluído|Course finished|Curso terminado|Cours terminé'],
  [
    'webinar.attend',
    'webinar',
    30,
    30,
    'Webinar assistido|Webinar attended|Webinar asistido|Webinaire suivi',
  ],
  [
    'event.checkin',
    'event',
    40,
    40,
    'Check-in em evento|Event check-in|Check-in en evento|Présence à un événement',
  ],
  ['game.play', 'game', 10, 10, 'Jogo concluído|Game finished|Juego terminado|Jeu terminé'],
];

/** The kind of entry each rule is for (the ledger checks the rule agrees). */
const KIND_OF_RULE = new Map(RULES.map(([code, kind]) => [code, kind]));

/** The order a demo user's activities come in: mostly sales, with photos, training and the rest in between. */
const ACTIVITY_CYCLE = [
  'sale.notebook',
  'photo.display',
  'sale.desktop',
  'training.course',
  'sale.notebook',
  'sale.processor',
  'webinar.attend',
  'sale.notebook',
  'mystery_shopper.visit',
  'event.checkin',
  'sale.desktop',
  'game.play',
];

/** The demo client's one store per country. */
const BRANCH_BY_COUNTRY: Record<string, string> = {
  AR: 'TecnoMundo Palermo',
  BR: 'MegaInfo Paulista',
  MX: 'CompuCentro Polanco',
  CA: 'TechHub Toronto',
};

/**
 * A campaign's plan: experience to earn, what the administrator does with the level changes it opens (approve,
 * reject, or leave them pending), and whether their largest sale is reproved at the campaign's end.
 */
type Plan = [experience: number, review?: 'approve' | 'reject' | 'leave', after?: 'reprove'];

/**
 * Demo history across both campaigns: seller.br reached intermediate in Q3 and kept it; promoter.mx, rafael.br
 * and sofia.mx wait for approval in Q4; diego.ar fell back to junior after a reproved sale; valentina.mx was
 * rejected; a dozen more fill the ranking. Full name and country only for users this step creates.
 */
const USERS: [username: string, fullName: string | null, country: string, q3: Plan | null, q4: Plan][] = [
  ['seller.br', null, 'BR', [1400, 'approve'], [900]],
  ['promoter.mx', null, 'MX', [600], [1250, 'leave']],
  ['lucia.ar', 'Lucía Fernández', 'AR', [2700, 'approve'], [2400]],
  ['diego.ar', 'Diego Romero', 'AR', [1000, 'approve', 'reprove'], [700]],
  ['tomas.ar', 'Tomás Benítez', 'AR', null, [150]],
  ['camila.br', 'Camila Souza', 'BR', [1300, 'approve'], [1900]],
  ['rafael.br', 'Rafael Lima', 'BR', [400], [1300, 'leave']],
  ['juliana.br', 'Juliana Alves', 'BR', [900], [600]],
  ['gabriel.br', 'Gabriel Costa', 'BR', [600], [820]],
  ['sofia.mx', 'Sofía Hernández', 'MX', [1500, 'approve'], [3100, 'leave']],
  ['mateo.mx', 'Mateo García', 'MX', [300], [450]],
  ['valentina.mx', 'Valentina López', 'MX', null, [1300, 'reject']],
  ['liam.ca', 'Liam Tremblay', 'CA', [800], [1000]],
  ['emma.ca', 'Emma Roy', 'CA', [2000, 'approve'], [250]],
];

const REJECTION_NOTE = 'As notas fiscais não correspondem à loja informada.';
const DAY_MS = 86_400_000;

interface CampaignContext {
  clientId: number;
  reviewerId: number;
  campaign: { id: number; begin_date: string; end_date: string };
  /** The running campaign: every fourth sale there still waits for the auditor. */
  running: boolean;
}

/**
 * Posts a user's activities of one campaign through the ledger by the campaign's points table (the engine takes
 * each rule's value and records the rule, which the statement describes), one a day, and reviews the changes they
 * open.
 */
async function playCampaign(
  db: Db,
  context: CampaignContext,
  user: { id: number; username: string },
  plan: Plan,
) {
  const [target, review, after] = plan;
  const who = { clientId: context.clientId, userId: user.id, campaignId: context.campaign.id };
  const start = new Date(`${context.campaign.begin_date}T13:00:00Z`).getTime();
  const sales: { id: number; amount: number }[] = [];
  let experience = 0;
  for (let step = 0; experience < target; step++) {
    const code = ACTIVITY_CYCLE[step % ACTIVITY_CYCLE.length] ?? 'sale.notebook';
    const kind = KIND_OF_RULE.get(code);
    if (!kind) throw new Error(`point rule ${code} missing`);
    const at = new Date(start + step * DAY_MS);
    const posting = await postEntry(
      db,
      {
        ...who,
        programme: 'rewards',
        kind,
        rule: { code },
        status: context.running && kind === 'sale' && step % 4 === 0 ? 'under_audit' : 'credited',
        sourceType: kind === 'sale' ? 'sale' : kind === 'photo' ? 'photo_upload' : 'activity',
        sourceId: `demo-${user.username}-${context.campaign.id}-${step}`,
        idempotencyKey: `seed:levels:${user.username}:${context.campaign.id}:${step}`,
      },
      at,
    );
    experience = posting.balance.experience;
    if (kind === 'sale') sales.push({ id: posting.entry.id, amount: posting.entry.amount });
    const pending = review && review !== 'leave' ? await findPendingChange(db, who) : undefined;
    if (pending) {
      // a decision writes the change, the level and the message together, as the review does
      await inTransaction(db, (trx) =>
        applyLevelDecision(trx, {
          id: pending.id,
          clientId: context.clientId,
          status: review === 'approve' ? 'approved' : 'rejected',
          reviewerId: context.reviewerId,
          note: review === 'reject' ? REJECTION_NOTE : null,
          at: new Date(at.getTime() + DAY_MS),
        }),
      );
    }
  }
  const largest = sales.reduce<(typeof sales)[number] | null>(
    (a, b) => (!a || b.amount > a.amount ? b : a),
    null,
  );
  if (after === 'reprove' && largest) {
    await reverseEntry(
      db,
      {
        entryId: largest.id,
        clientId: context.clientId,
        reason: 'Venda reprovada na auditoria',
        createdBy: context.reviewerId,
      },
      new Date(`${context.campaign.end_date}T12:00:00Z`),
    );
  }
}

/** The rewards client's campaigns Q3 and Q4 2026 (the first seed step made them), oldest first. */
async function demoCampaigns(db: Db, clientId: number) {
  const rows = await db
    .selectFrom('campaigns')
    .select(['id', 'name', 'begin_date', 'end_date'])
    .where('client_id', '=', clientId)
    .where('name', 'in', [...CAMPAIGNS])
    .orderBy('begin_date')
    .execute();
  if (rows.length !== CAMPAIGNS.length) throw new Error('demo campaigns missing');
  return rows;
}

/** Thresholds and the points table of both campaigns. */
async function programmeRules(db: Db, clientId: number, campaigns: { id: number }[]) {
  const languages = LANGUAGES.map((l) => l.code);
  for (const [index, campaign] of campaigns.entries()) {
    const thresholds = THRESHOLDS[index] ?? {};
    const problems = thresholdProblems(thresholds);
    if (problems.length) throw new Error(`demo thresholds: ${problems.join('; ')}`);
    await db
      .insertInto('level_thresholds')
      .values(
        Object.entries(thresholds).map(([level, min]) => ({
          client_id: clientId,
          campaign_id: campaign.id,
          level: level as ProgrammeLevelId,
          min_experience: min,
        })),
      )
      .execute();
    await db
      .insertInto('point_rules')
      .values(
        RULES.map(([code, kind, q3, q4, texts], position) => ({
          client_id: clientId,
          campaign_id: campaign.id,
          code,
          kind,
          base_points: index === 0 ? q3 : q4,
          descriptions: JSON.stringify(Object.fromEntries(texts.split('|').map((t, i) => [languages[i], t]))),
          position,
        })),
      )
      .execute();
  }
}

/**
 * Levels and points of the rewards programme: thresholds and points tables of Q3 and Q4 2026, and the history of
 * fourteen salespeople posted through the ledger (so multipliers, level changes, the fall and the ranking are
 * the engine's own doing), with approvals and a rejection by the admin.
 */
export const pointsStep = {
  name: '2026-11-21 points, levels and ranking',
  async run(db: Db) {
    const client = await db
      .selectFrom('clients')
      .select('id')
      .where('slug', '=', 'chip-rewards')
      .executeTakeFirstOrThrow();
    const campaigns = await demoCampaigns(db, client.id);
    await programmeRules(db, client.id, campaigns);

    const countries = await countryIds(db);
    const branches = await db
      .selectFrom('branches')
      .select(['id', 'name'])
      .where('client_id', '=', client.id)
      .execute();
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const termsVersion = await publishedTermsVersion(db);

    for (const [username, fullName, country, q3, q4] of USERS) {
      const branchId = branches.find((b) => b.name === BRANCH_BY_COUNTRY[country])?.id ?? null;
      let user = await db
        .selectFrom('users')
        .select(['id', 'username'])
        .where('username', '=', username)
        .executeTakeFirst();
      if (user) {
        await db
          .updateTable('user_clients')
          .set({ branch_id: branchId })
          .where('user_id', '=', user.id)
          .where('client_id', '=', client.id)
          .execute();
      } else {
        const [name = username, ...rest] = (fullName ?? username).split(' ');
        user = await db
          .insertInto('users')
          .values({
            username,
            email: `${username}@demo.elevar.app`,
            full_name: fullName ?? username,
            name,
            last_name: rest.join(' ') || null,
            password_hash: passwordHash,
            status: 'approved',
            language_id: country === 'BR' ? 1 : country === 'CA' ? 2 : 3,
            country_id: countries.get(country) ?? null,
            // like the other demo accounts, they have accepted the published terms
            accepted_terms_version: termsVersion || null,
          })
          .returning(['id', 'username'])
          .executeTakeFirstOrThrow();
        await db
          .insertInto('user_clients')
          .values({ user_id: user.id, client_id: client.id, role: 'salesperson', branch_id: branchId })
          .execute();
      }
      const [previous, current] = campaigns;
      const context = { clientId: client.id, reviewerId: admin.id };
      if (q3 && previous)
        await playCampaign(db, { ...context, campaign: previous, running: false }, user, q3);
      if (current) await playCampaign(db, { ...context, campaign: current, running: true }, user, q4);
    }
  },
};
