import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import type { ForumBlockedMember } from '@elevar/contract';
import { Anchor, Button, Card, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaffListPage } from '../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../app/staff/useListParams.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../ui/DataTable.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useBlockedMembers, useForumActions } from '../api.ts';
import { useCommunityTranslation } from '../i18n.ts';

const PAGE_SIZE = 20;

function BlockedRows({
  members,
  onUnblock,
}: {
  members: readonly ForumBlockedMember[];
  onUnblock(member: ForumBlockedMember): void;
}) {
  const { t } = useCommunityTranslation();
  const mobile = useIsMobile();
  const unblock = (member: ForumBlockedMember) => (
    <Button
      size="compact-sm"
      variant="default"
      aria-label={t('blocked.unblockNamed', { name: member.full_name })}
      onClick={() => onUnblock(member)}
    >
      {t('moderation.unblock')}
    </Button>
  );
  const by = (member: ForumBlockedMember) => member.blocked_by_name ?? t('forum.closedAccount');
  if (mobile)
    return (
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {members.map((member) => (
          <Card key={member.user_id} component="li" withBorder aria-label={member.full_name}>
            <Stack gap={4} align="flex-start">
              <Text fw={600}>{member.full_name}</Text>
              <Text size="sm">@{member.username}</Text>
              <Text size="sm">
                {t('blocked.since')}: <FormattedDate value={member.blocked_at} />
              </Text>
              <Text size="sm">
                {t('blocked.by')}: {by(member)}
              </Text>
              {unblock(member)}
            </Stack>
          </Card>
        ))}
      </Stack>
    );
  return (
    <DataTable caption={t('blocked.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('blocked.member')}</Table.Th>
          <Table.Th>{t('blocked.username')}</Table.Th>
          <Table.Th>{t('blocked.since')}</Table.Th>
          <Table.Th>{t('blocked.by')}</Table.Th>
          <DataTableActionsTh>{t('blocked.actions')}</DataTableActionsTh>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((member) => (
          <Table.Tr key={member.user_id}>
            <Table.Td>{member.full_name}</Table.Td>
            <Table.Td>@{member.username}</Table.Td>
            <Table.Td>
              <FormattedDate value={member.blocked_at} />
            </Table.Td>
            <Table.Td>{by(member)}</Table.Td>
            <DataTableActionsTd>{unblock(member)}</DataTableActionsTd>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

/**
 * Staff: /admin/forum/blocks (docs/community.md), the members the moderators blocked from the selected client's
 * forum, newest block first, paged in the URL; each unblocked after a confirmation (audited by the server).
 */
export function BlockedMembersPage() {
  const { t } = useCommunityTranslation();
  const { page, goToPage } = useListParams();
  const list = useBlockedMembers(page, PAGE_SIZE);
  const { setBlocked } = useForumActions();
  const [unblocking, setUnblocking] = useState<ForumBlockedMember | null>(null);
  const [note, setNote] = useState('');
  return (
    <StaffListPage
      title={t('blocked.title')}
      actions={
        <Anchor component={Link} to="/admin/forum">
          {t('blocked.back')}
        </Anchor>
      }
      intro={<Text>{t('blocked.intro')}</Text>}
      feedback={
        <>
          {note}
          {setBlocked.error ? <ErrorAlert error={setBlocked.error} /> : null}
        </>
      }
      query={list}
      empty={<Text>{t('blocked.empty')}</Text>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
      after={
        <ConfirmDialog
          opened={unblocking !== null}
          onClose={() => setUnblocking(null)}
          title={t('blocked.confirmTitle')}
          confirmLabel={t('moderation.unblock')}
          loading={setBlocked.isPending}
          onConfirm={() => {
            if (!unblocking) return;
            const member = unblocking;
            setBlocked.mutate(
              { userId: member.user_id, blocked: false },
              {
                onSuccess: () => setNote(t('blocked.unblocked', { name: member.full_name })),
                onSettled: () => setUnblocking(null),
              },
            );
          }}
        >
          <Text>{t('blocked.confirmBody', { name: unblocking?.full_name ?? '' })}</Text>
        </ConfirmDialog>
      }
    >
      {(data) => <BlockedRows members={data.results} onUnblock={setUnblocking} />}
    </StaffListPage>
  );
}
