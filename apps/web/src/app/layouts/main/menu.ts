import type { Session } from '@elevar/contract';
import type { TFunction } from 'i18next';
import { usableModuleItems } from '../../../features/identity/session.ts';
import type { MenuEntry } from '../../feature.ts';
import { FEATURES } from '../../features.ts';

export type { MenuEntry } from '../../feature.ts';

/**
 * Home first, then the selected client's module items this user may use (the domain's module predicate), in their
 * configured order (SPEC §6), then the staff screens each feature's manifest offers this user (app/features.ts).
 */
export function menuEntries(session: Session, t: TFunction): MenuEntry[] {
  const items = usableModuleItems(session)
    .filter((item) => item.route !== '/home')
    .map((item) => ({ key: `module-${item.id}`, label: item.title, to: item.route }));
  const staff = FEATURES.flatMap((feature) => feature.staffMenu?.(session, t) ?? []);
  return [{ key: 'home', label: t('nav.home'), to: '/home' }, ...items, ...staff];
}

/** Mobile bottom navigation holds at most this many entries; the rest go under "More". */
export const BOTTOM_NAV_SLOTS = 4;

export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
