import type { Role } from '@elevar/domain';

/**
 * Who runs the store's orders (approve, reject, ship, deliver): programme administrators (SPEC §6: they run the
 * programme and approve what the audit allows) and superusers of the selected client.
 */
export const ORDER_OPERATOR_ROLES: readonly Role[] = ['program_admin'];
