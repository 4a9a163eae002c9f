import type { RewardsCampaign, Session } from '@elevar/contract';
import { makeSession } from '../../../test/fakeServer.ts';

const base = makeSession();

/** A Brazilian salesperson's session (country group 1, pt-BR): who uses campaigns and reports sales. */
export const seller = (): Session =>
  makeSession({
    user: { ...base.user, role: 'salesperson' },
    country_group: 1,
    language: { id: 1, code: 'pt-BR' },
  });

/** The store's operator: a programme administrator of the client, in Brazil and pt-BR. */
export const storeOperator = (): Session => {
  const session = seller();
  return makeSession({ ...session, user: { ...session.user, role: 'program_admin' } });
};

/** Q4 2026, active, its bounds at midnight in São Paulo; `overrides` change any of it. */
export const campaign = (overrides: Partial<RewardsCampaign> = {}): RewardsCampaign => ({
  id: 4,
  name: 'Q4 2026',
  begin_date: '2026-10-01',
  end_date: '2026-12-15',
  begins_at: '2026-10-01T03:00:00.000Z',
  ends_before: '2026-12-16T03:00:00.000Z',
  time_zone: 'America/Sao_Paulo',
  phase: 'active',
  registered: false,
  is_session_campaign: false,
  ...overrides,
});
