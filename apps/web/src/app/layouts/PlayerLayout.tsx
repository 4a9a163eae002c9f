import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate, useParams } from 'react-router';
import { RateLimitNotice } from '../../ui/RateLimitNotice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink.tsx';
import classes from './PlayerLayout.module.css';

/** Full-screen activity player: a back button and the activity (content arrives with the learning module). */
export function PlayerLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();

  const handleBack = () => {
    // Back to where the learner came from; a direct visit returns to the course.
    if (window.history.state?.idx > 0) void navigate(-1);
    else void navigate(id ? `/online-courses/${id}` : '/home');
  };

  return (
    <div className={classes.player}>
      <SkipLink />
      <header className={classes.header}>
        <Group h="100%" px="sm">
          <Button variant="subtle" color="dark" onClick={handleBack}>
            <span aria-hidden="true">←&nbsp;</span>
            {t('common.back')}
          </Button>
        </Group>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <RateLimitNotice />
        <Outlet />
      </main>
    </div>
  );
}
