import { NavLink, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRequiredSession } from '../../identity/index.ts';
import { useProfile } from '../api.ts';
import { useProfileTranslation } from '../i18n.ts';
import { availableSections, sectionPath, useProfileSections } from '../sections.ts';

export interface SectionNavProps {
  /** 'side': the desktop navigation beside the section; 'list': the mobile list, each row opening a screen. */
  variant: 'side' | 'list';
}

/** The profile sections this user gets, as links; the current one is marked. */
export function SectionNav({ variant }: SectionNavProps) {
  const { t } = useProfileTranslation();
  const { t: tCommon } = useTranslation();
  const session = useRequiredSession();
  const profile = useProfile();
  const sections = useProfileSections();
  const { pathname } = useLocation();

  if (profile.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={tCommon('common.loading')}>
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height={variant === 'list' ? 48 : 36} />
        ))}
      </Stack>
    );
  }

  return (
    <ul className="elevar-plain-list">
      {availableSections(sections, session, profile.data).map((section) => {
        const to = sectionPath(section);
        const active = pathname === to;
        return (
          <li key={section.id}>
            <NavLink
              component={Link}
              to={to}
              label={t(section.title)}
              active={active}
              aria-current={active ? 'page' : undefined}
              py={variant === 'list' ? 'md' : undefined}
              rightSection={variant === 'list' ? <span aria-hidden="true">›</span> : undefined}
            />
          </li>
        );
      })}
    </ul>
  );
}
