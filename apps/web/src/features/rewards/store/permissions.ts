import type { Session } from '@elevar/contract';
import type { Role } from '@elevar/domain';
import { mayUse } from '../../identity/index.ts';

/** Roles that run the store's orders (SPEC §6: the programme administrator), besides superusers. */
const ORDER_OPERATOR_ROLES: readonly Role[] = ['program_admin'];

/** Who gets the store's order queue in the menu (the server checks it again on every call). */
export function isOrderOperator(session: Session): boolean {
  const { is_superuser, role } = session.user;
  return (
    mayUse(session, 'reward_store') &&
    (is_superuser || (role !== null && ORDER_OPERATOR_ROLES.includes(role)))
  );
}
