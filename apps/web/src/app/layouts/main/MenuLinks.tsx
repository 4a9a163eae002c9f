import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { isActivePath, type MenuEntry } from './menu.ts';

export interface MenuLinksProps {
  entries: MenuEntry[];
  /** Called after a link is followed (the mobile drawer closes itself). */
  onNavigate?: () => void;
}

/** The client's menu as a list of links, marking the current page (desktop side menu, mobile "More" drawer). */
export function MenuLinks({ entries, onNavigate }: MenuLinksProps) {
  const { pathname } = useLocation();
  return (
    <ul className="elevar-plain-list">
      {entries.map((entry) => {
        const active = isActivePath(pathname, entry.to);
        return (
          <li key={entry.key}>
            <NavLink
              component={Link}
              to={entry.to}
              label={entry.label}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            />
          </li>
        );
      })}
    </ul>
  );
}
