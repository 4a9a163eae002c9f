/**
 * Points transfer to the partner loyalty programme (SPEC §5/§6/§8/§9): who may send, and the states of a transfer.
 */

/** SPEC §6: the roles a registration in the partner programme may hold to receive points. */
export const PARTNER_ROLES = ['dependent', 'salesperson', 'store_owner'] as const;
export type PartnerRole = (typeof PARTNER_ROLES)[number];

/** What the partner programme says of a document: its registration's status and role (null: none there). */
export interface PartnerMember {
  status: 'active' | 'inactive';
  role: string;
}

/**
 * The saga's states: `pending` (the points are debited and held; the partner has not confirmed them yet), `sent`
 * (the partner confirmed: final) and `refunded` (the partner refused: the points came back through the ledger:
 * final).
 */
export const TRANSFER_STATUSES = ['pending', 'sent', 'refunded'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export type TransferRefusal = 'transfer.registration_inactive' | 'transfer.role_invalid';

/**
 * SPEC §6 Points transfer: an active registration (no registration at all counts as an inactive one) and a valid
 * role in the partner programme; null when the member may receive points.
 */
export function partnerRefusal(member: PartnerMember | null): TransferRefusal | null {
  if (member?.status !== 'active') return 'transfer.registration_inactive';
  if (!(PARTNER_ROLES as readonly string[]).includes(member.role)) return 'transfer.role_invalid';
  return null;
}
