import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Forbidden, isForbidden } from '../../../../../app/staff/Forbidden.tsx';
import { useListParams } from '../../../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../../../ui/DocumentTitle.tsx';
import { ListPagination } from '../../../../../ui/ListPagination.tsx';
import { EmptyList, QueryList } from '../../../../../ui/ListState.tsx';
import { useIsMobile } from '../../../../../ui/useIsMobile.ts';
import { useRequiredSession } from '../../../../identity/index.ts';
import { type AdminBadge, PAGE_SIZE, useAdminBadges, useSetBadgeActive } from '../api.ts';
import { ActiveDialog } from '../components/ActiveDialog.tsx';
import { BadgeFormDialog } from '../components/BadgeFormDialog.tsx';
import { BadgeCards, BadgeTable } from '../components/BadgeList.tsx';
import { badgeName } from '../components/labels.ts';
import { useBadgesAdminTranslation } from '../i18n.ts';

type Editing = { badge: AdminBadge | null } | null;

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * Staff: the selected client's badges (programme administrators and superusers), each with its rule in words, how
 * many users earned it and whether it is still awarded. Create and edit in a dialog; activate and deactivate with
 * a confirmation. Desktop shows a table, mobile one card per badge; the page lives in the URL.
 */
export function BadgesAdminPage() {
  const { t, i18n } = useBadgesAdminTranslation();
  const isMobile = useIsMobile();
  const session = useRequiredSession();
  const { params, update } = useListParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const list = useAdminBadges(page);
  const setActive = useSetBadgeActive();
  const [editing, setEditing] = useState<Editing>(null);
  const [toggling, setToggling] = useState<AdminBadge | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);

  const title = t('title');
  if (list.isError && isForbidden(list.error)) {
    return (
      <Stack gap="lg">
        <DocumentTitle title={title} />
        <Title order={1}>{title}</Title>
        <Forbidden error={list.error} />
      </Stack>
    );
  }

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

  const data = list.data;
  const Results = isMobile ? BadgeCards : BadgeTable;
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{title}</Title>
        <Button
          onClick={() => {
            setFeedback(null);
            setEditing({ badge: null });
          }}
        >
          {t('create')}
        </Button>
      </Group>
      <Text maw={720}>{t('intro')}</Text>
      <div aria-live="polite">
        {feedback && (
          <Alert color="teal" variant="light">
            {feedback}
          </Alert>
        )}
      </div>
      <QueryList query={list} empty={<EmptyList>{t('empty')}</EmptyList>}>
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
      </QueryList>
      {data && (
        <ListPagination
          page={page}
          count={data.count}
          pageSize={PAGE_SIZE}
          onChange={(next) => update({ page: next === 1 ? null : String(next) })}
          disabled={list.isFetching}
        />
      )}
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
    </Stack>
  );
}
