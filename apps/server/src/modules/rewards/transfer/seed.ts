import { cpfCheckDigits, type PartnerMember } from '@elevar/domain';
import type { Db } from '../../../db/connection.ts';
import { publishedTermsVersion } from '../../../db/seed/accounts.ts';
import { clientIds, countryIds, DEMO_PASSWORD } from '../../../db/seed/lookups.ts';
import { hashPassword } from '../../../platform/crypto.ts';
import type { SeedStep } from '../../manifest.ts';
import { postEntry, spendingBalance } from '../../points/index.ts';
import { userId } from '../sales/seed.ts';

const cpf = (nine: string) => nine + cpfCheckDigits(nine);

/** The demo accounts that may transfer points: Brazilian salespeople of Chip Rewards with a partner account. */
const SENDERS = [
  {
    username: 'joana.br',
    fullName: 'Joana Tavares',
    gmin: '10890123',
    document: cpf('390533447'),
    points: 1200,
  },
  {
    username: 'marcos.br',
    fullName: 'Marcos Lima',
    gmin: '10901234',
    document: cpf('468021359'),
    points: 800,
  },
] as const;

/**
 * The DEMO partner programme's registrations (`npm start` without PARTNER_LOYALTY_URL): the two senders' documents
 * (active, salesperson and store owner), and two to see the refusals with: an inactive registration and a role
 * the partner does not allow.
 */
export const DEMO_PARTNER_MEMBERS: Record<string, PartnerMember> = {
  [SENDERS[0].document]: { status: 'active', role: 'salesperson' },
  [SENDERS[1].document]: { status: 'active', role: 'store_owner' },
  [cpf('715249860')]: { status: 'inactive', role: 'salesperson' },
  [cpf('826357190')]: { status: 'active', role: 'architect' },
};

async function demoSender(db: Db, sender: (typeof SENDERS)[number], clientId: number, brazil: number | null) {
  const [name = sender.fullName, ...rest] = sender.fullName.split(' ');
  const store = await db
    .selectFrom('branches')
    .select('id')
    .where('client_id', '=', clientId)
    .where('name', '=', 'MegaInfo Paulista')
    .executeTakeFirst();
  const user = await db
    .insertInto('users')
    .values({
      username: sender.username,
      email: `${sender.username}@demo.elevar.app`,
      full_name: sender.fullName,
      name,
      last_name: rest.join(' ') || null,
      password_hash: await hashPassword(DEMO_PASSWORD),
      status: 'approved',
      language_id: 1,
      country_id: brazil,
      gmin_number: sender.gmin,
      document: sender.document,
      accepted_terms_version: (await publishedTermsVersion(db)) || null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('user_clients')
    .values({ user_id: user.id, client_id: clientId, role: 'salesperson', branch_id: store?.id ?? null })
    .execute();
  return Number(user.id);
}

/**
 * Points transfer (issue 15, second slice): `joana.br` and `marcos.br`, Brazilian salespeople of Chip Rewards with a
 * partner retail account and a document registered in the demo partner programme, each with points to send (a
 * bonus in the running reward campaign, through the ledger). They open Profile → Points transfer.
 */
const transferStep: SeedStep = {
  name: '2026-12-03 points transfer',
  async run(db) {
    const { rewards } = await clientIds(db);
    const brazil = (await countryIds(db)).get('BR') ?? null;
    const admin = await userId(db, 'admin');
    const now = new Date();
    for (const sender of SENDERS) {
      const user = await demoSender(db, sender, rewards, brazil);
      const { campaignId } = await spendingBalance(db, {
        clientId: rewards,
        userId: user,
        today: now.toISOString().slice(0, 10),
      });
      await postEntry(
        db,
        {
          clientId: rewards,
          userId: user,
          programme: 'rewards',
          campaignId,
          kind: 'bonus',
          amount: sender.points,
          reason: 'Bônus de campanha',
          idempotencyKey: `seed:transfer-bonus:${user}`,
          createdBy: admin,
        },
        new Date(now.getTime() - 7 * 86_400_000),
      );
    }
  },
};

export const transferDemoSteps: readonly SeedStep[] = [transferStep];
