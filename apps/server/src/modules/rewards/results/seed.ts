import type { ResultKind } from '@elevar/domain';
import { clientIds } from '../../../db/seed/lookups.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { SeedStep } from '../../manifest.ts';
import { userId } from '../sales/seed.ts';
import { postResult } from './service.ts';

/** The demo results: participant, kind, day, rule, description, and whether it came by CSV. */
const RESULTS: [string, ResultKind, string, string, string, boolean][] = [
  [
    'mateo.mx',
    'event',
    '2026-10-24',
    'event.checkin',
    'Treinamento presencial de lançamento em CompuCentro Polanco',
    false,
  ],
  [
    'mateo.mx',
    'mystery_shopper',
    '2026-11-12',
    'mystery_shopper.visit',
    'Visita de cliente oculto: atendimento nota 9/10, demonstração do notebook',
    true,
  ],
  ['mateo.mx', 'event', '2026-11-14', 'event.checkin', 'Feira de tecnologia da Cidade do México', true],
  ['lucia.ar', 'event', '2026-11-14', 'event.checkin', 'Evento de lançamento em Buenos Aires', true],
];

/**
 * Mystery-shopper results and event participations (issue 13): posted by the demo admin in Q4 2026 through the same
 * path as the screen and the import (one entered by hand, three by CSV), so `/admin/rewards-results` lists them,
 * `mateo.mx` (a Mexican brand promoter, SPEC §9 group 2) and `lucia.ar` see the points in their statements, and the
 * audit trail has the post and the import. Nobody crosses a level threshold with them.
 */
const resultsStep: SeedStep = {
  name: '2026-12-04 rewards results',
  async run(db) {
    const { rewards } = await clientIds(db);
    const admin = await userId(db, 'admin');
    const campaign = await db
      .selectFrom('campaigns')
      .select('id')
      .where('client_id', '=', rewards)
      .where('name', '=', 'Q4 2026')
      .executeTakeFirstOrThrow();
    const rules = await db
      .selectFrom('point_rules')
      .select(['id', 'code'])
      .where('campaign_id', '=', campaign.id)
      .where('code', 'in', ['event.checkin', 'mystery_shopper.visit'])
      .execute();
    const rule = (code: string) => {
      const found = rules.find((r) => r.code === code);
      if (!found) throw new Error(`no rule ${code} in Q4 2026`);
      return found;
    };
    await inTransaction(db, async (trx) => {
      for (const [username, kind, day, code, description, imported] of RESULTS) {
        const at = new Date(`${day}T20:00:00Z`);
        const id = await postResult(
          trx,
          {
            clientId: rewards,
            campaignId: campaign.id,
            userId: await userId(trx, username),
            kind,
            day,
            rule: rule(code),
            description,
            origin: imported ? 'import' : 'form',
            actorId: admin,
          },
          at,
        );
        if (id !== undefined && !imported)
          await recordAudit(trx, {
            actor: admin,
            clientId: rewards,
            action: 'rewards.result.posted',
            entity: 'reward_result',
            entityId: id,
            fields: ['kind', 'occurred_on', 'rule_id', 'description'],
            at,
          });
      }
      await recordAudit(trx, {
        actor: admin,
        clientId: rewards,
        action: 'rewards.results.imported',
        entity: 'campaign',
        entityId: campaign.id,
        fields: ['results'],
        at: new Date('2026-11-16T13:00:00Z'),
      });
    });
  },
};

export const resultsDemoSteps: readonly SeedStep[] = [resultsStep];
