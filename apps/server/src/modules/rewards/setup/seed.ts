import { sql } from 'kysely';
import { clientIds } from '../../../db/seed/lookups.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { recordAudit } from '../../../platform/audit.ts';
import type { SeedStep } from '../../manifest.ts';
import { notify } from '../../notifications/index.ts';
import { userId } from '../sales/seed.ts';

/**
 * A participant blocked from the rewards programme (SPEC §8 Campaign access): `diego.ar`, whose sale was reproved,
 * gets a partner account and is blocked by the demo admin, so the participants screen shows one blocked and the
 * programme refuses him with the blocked account message. The campaign set-up needs no data of its own: the admin
 * finds Q4 and Q3 with the earlier steps' catalogues, photo types and stores.
 */
const blockedStep: SeedStep = {
  name: '2026-12-03 rewards participant blocked',
  async run(db) {
    const now = new Date();
    const { rewards } = await clientIds(db);
    const [diego, admin] = [await userId(db, 'diego.ar'), await userId(db, 'admin')];
    await inTransaction(db, async (trx) => {
      await trx
        .updateTable('users')
        .set({ gmin_number: '10890123' })
        .where('id', '=', diego)
        .where('gmin_number', 'is', null)
        .execute();
      await trx
        .updateTable('user_clients')
        .set({ rewards_blocked_at: now })
        .where('user_id', '=', diego)
        .where('client_id', '=', rewards)
        .execute();
      await recordAudit(trx, {
        actor: admin,
        clientId: rewards,
        action: 'rewards.participant.blocked',
        entity: 'account',
        entityId: diego,
        fields: ['rewards_blocked_at'],
        at: now,
      });
    });
  },
};

/** `diego.ar` is told of his block (the block step came before the notification did), as a block now tells. */
const blockedToldStep: SeedStep = {
  name: '2026-12-04 rewards participant told of the block',
  async run(db) {
    const { rewards } = await clientIds(db);
    const diego = await userId(db, 'diego.ar');
    const member = await db
      .selectFrom('user_clients')
      .select('rewards_blocked_at')
      .where('user_id', '=', diego)
      .where('client_id', '=', rewards)
      .executeTakeFirst();
    if (!member?.rewards_blocked_at) return;
    await notify(db, {
      clientId: rewards,
      userId: diego,
      kind: 'rewards_blocked',
      at: new Date(member.rewards_blocked_at),
      data: { client_id: rewards },
    });
  },
};

/** The demo's agencies in the four languages (the pt-BR name unchanged), as the operators' screen writes them. */
const AGENCY_NAMES: Record<string, Record<string, string>> = {
  'Agência Varejo Total': {
    'pt-BR': 'Agência Varejo Total',
    'en-US': 'Varejo Total Agency',
    'es-ES': 'Agencia Varejo Total',
    'fr-FR': 'Agence Varejo Total',
  },
  'Grupo Promo Latam': {
    'pt-BR': 'Grupo Promo Latam',
    'en-US': 'Promo Latam Group',
    'es-ES': 'Grupo Promo Latam',
    'fr-FR': 'Groupe Promo Latam',
  },
};

/**
 * Chip Rewards' chains, agencies and brands named in the four languages (issue 13's operator screens): the agencies
 * translated, the chains and brands (proper names) the same in each. Rows named already are left as they are.
 */
const listNamesStep: SeedStep = {
  name: '2026-12-05 rewards chains, agencies and brands in four languages',
  async run(db) {
    const { rewards } = await clientIds(db);
    for (const table of ['retail_chains', 'agencies', 'brands'] as const)
      await db
        .updateTable(table)
        .set({
          names: sql<string>`jsonb_build_object('pt-BR', name, 'en-US', name, 'es-ES', name, 'fr-FR', name)`,
        })
        .where('client_id', '=', rewards)
        .where('names', 'is', null)
        .execute();
    for (const [name, names] of Object.entries(AGENCY_NAMES))
      await db
        .updateTable('agencies')
        .set({ names: JSON.stringify(names) })
        .where('client_id', '=', rewards)
        .where('name', '=', name)
        .execute();
  },
};

export const setupDemoSteps: readonly SeedStep[] = [blockedStep, blockedToldStep, listNamesStep];
