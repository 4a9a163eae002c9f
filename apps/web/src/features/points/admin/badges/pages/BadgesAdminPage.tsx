import { Alert, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { StaffListPage } from '../../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../../app/staff/useListParams.ts';
import { EmptyList } from '../../../../../ui/ListState.tsx';
import { useIsMobile } from '../../../../../ui/useIsMobile.ts';
import { useRequiredSession } from '../../../../identity/index.ts';
import { type AdminBadge, PAGE_SIZE, useAdminBadges, useSetBadgeActive } from '../api.ts';
import { ActiveDialog } from '../components/ActiveDialog.tsx';
import { BadgeFormDialog } from '../components/BadgeFormDialog.tsx';
import { BadgeCards, BadgeTable } from '../components/BadgeList.tsx';
import { badgeName } from '../components/labels.ts';
import { useBadgesAdminTranslation } from '../i18n.ts';

type Editing = { badge: AdminBadge | null } | null;

/**
 * Staff: the selected client's badges (programme administrators and superusers), each with its rule in words, how
 * many users earned it and whether it is still awarded. Create and edit in a dialog; activate and deactivate with
 * a confirmation. Desktop shows a table, mobile one card per badge; the page lives in the URL.
 */
export function BadgesAdminPage() {
  const { t, i18n } = useBadgesAdminTranslation();
  const isMobile = useIsMobile();
  const session = useRequiredSession();
  const { page, goToPage } = useListParams();
  const list = useAdminBadges(page);
  const setActive = useSetBadgeActive();
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<AdminBadge | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);

  const confirmActive = (badge: AdminBadge, active: boolean) => {
    setActive.mutate(
      { id: badge.id, active },
      {
        onSuccess: (saved) => {
          setToggling(null);
          setFeedback(t(active ? 'activated' : 'deactivated', { name: badgeName(saved, i18n.language) }));
        },
      },
    );
  };

  const Results = isMobile ? BadgeCards : BadgeTable;
  return (
    <StaffListPage
      title={t('title')}
      actions={
        <Button
          onClick={() => {
            setFeedback(null);
            setEditing({ badge: null });
          }}
        >
          {t('create')}
        </Button>
      }
      intro={<Text maw={720}>{t('intro')}</Text>}
      feedback={
        feedback && (
          <Alert color="teal" variant="light">
            {feedback}
          </Alert>
        )
      }
      query={list}
      empty={<EmptyList>{t('empty')}</EmptyList>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
      after={
        <>
          <BadgeFormDialog
            opened={editing !== null}
            badge={editing?.badge ?? null}
            campaigns={session.campaigns}
            onClose={() => setEditing(null)}
            onSaved={(message) => {
              setEditing(null);
              setFeedback(message);
            }}
          />
          <ActiveDialog
            badge={toggling}
            busy={setActive.isPending}
            error={setActive.error}
            onCancel={() => setToggling(null)}
            onConfirm={confirmActive}
          />
        </>
      }
    >
      {(data) => (
        <Results
          badges={data.results}
          caption={t('count', { count: data.count })}
          campaigns={session.campaigns}
          onEdit={(badge) => {
            setFeedback(null);
            setEditing({ badge });
          }}
          onToggle={(badge) => {
            setActive.reset();
            setToggling(badge);
          }}
        />
      )}
    </StaffListPage>
  );
}
