import type { Kysely } from 'kysely';
import { runScript } from '../sql-script.ts';

/**
 * A membership's role is one of the domain's roles (packages/domain roles.ts, SPEC §6), which the server's types
 * already assume: the database now refuses anything else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    /* sql */ `
    alter table user_clients add constraint user_clients_role_check check (role in (
      'learner', 'sales_agent', 'promoter', 'counter_clerk', 'salesperson', 'store_owner',
      'support', 'moderator', 'instructor', 'program_admin', 'auditor'
    ));
  `,
  );
}
