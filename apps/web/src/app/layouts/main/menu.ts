import type { Session } from '@elevar/contract';
import type { TFunction } from 'i18next';

export interface MenuEntry {
  key: string;
  label: string;
  to: string;
}

/** Home first, then the selected client's module items in their configured order (SPEC §6). */
export function menuEntries(session: Session, t: TFunction): MenuEntry[] {
  const items = [...session.module_items]
    .sort((a, b) => a.position - b.position)
    .filter((item) => item.route !== '/home')
    .map((item) => ({ key: `module-${item.id}`, label: item.title, to: item.route }));
  return [{ key: 'home', label: t('nav.home'), to: '/home' }, ...items];
}

/** Mobile bottom navigation holds at most this many entries; the rest go under "More". */
export const BOTTOM_NAV_SLOTS = 4;

export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
