import '@mantine/core/styles/NavLink.css';
import { Stack, Title } from '@mantine/core';
import { Outlet } from 'react-router';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useRequiredSession } from '../../identity/index.ts';
import { SectionNav } from '../components/SectionNav.tsx';
import { useProfileTranslation } from '../i18n.ts';
import classes from './ProfileLayout.module.css';

/**
 * SPEC §2: on desktop the section navigation sits beside the open section; on mobile each section is its own
 * screen, reached from the list of sections (the index route). A user who must change their password is kept on
 * that section, so no navigation is offered until they have.
 */
export function ProfileLayout() {
  const { t } = useProfileTranslation();
  const isMobile = useIsMobile();
  const forced = useRequiredSession().must_change_password;
  if (isMobile || forced) return <Outlet />;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <div className={classes.columns}>
        <nav aria-label={t('nav.label')} className={classes.nav}>
          <SectionNav variant="side" />
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </Stack>
  );
}
