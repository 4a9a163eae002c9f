import '@mantine/core/styles/Card.css';
import type { GroupImportReport, GroupMember } from '@elevar/contract';
import {
  Alert,
  Anchor,
  Button,
  Card,
  FileButton,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { positiveInt, useListParams } from '../../../../app/staff/useListParams.ts';
import cards from '../../../../ui/CardList.module.css';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../../ui/DataTable.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { EmptyList } from '../../../../ui/ListState.tsx';
import { NotFound } from '../../../../ui/NotFound.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { useLearningFilters } from '../../api.ts';
import {
  PAGE_SIZE,
  useAddGroupMembers,
  useGroupMembers,
  useImportGroupMembers,
  useRemoveGroupMember,
} from '../api.ts';
import { useAuthoringTranslation } from '../i18n.ts';
import { GROUPS_PATH } from '../paths.ts';

function Report({ report }: { report: GroupImportReport }) {
  const { t } = useAuthoringTranslation();
  const line = (label: string, names: string[]) => (
    <Text size="sm">
      {label}
      {names.length > 0 && `: ${names.slice(0, 20).join(', ')}${names.length > 20 ? '…' : ''}`}
    </Text>
  );
  return (
    <Alert
      color={report.unknown.length > 0 ? 'yellow' : 'teal'}
      variant="light"
      title={t('members.report.title')}
    >
      {line(t('members.report.added', { count: report.added.length }), [])}
      {line(t('members.report.alreadyMember', { count: report.already_member.length }), [])}
      {line(t('members.report.unknown', { count: report.unknown.length }), report.unknown)}
    </Alert>
  );
}

function AddMembers({ groupId, onReport }: { groupId: number; onReport(report: GroupImportReport): void }) {
  const { t } = useAuthoringTranslation();
  const add = useAddGroupMembers(groupId);
  const importCsv = useImportGroupMembers(groupId);
  const [typed, setTyped] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const usernames = typed.split(/[\s,;]+/).filter(Boolean);
    if (usernames.length === 0) return;
    add.mutate(usernames, {
      onSuccess: (report) => {
        setTyped('');
        onReport(report);
      },
    });
  };
  return (
    <Stack gap="sm">
      <form onSubmit={submit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('members.add')}
            description={t('members.addHint')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            style={{ flex: '1 1 260px' }}
          />
          <Button type="submit" loading={add.isPending}>
            {t('members.addSubmit')}
          </Button>
        </Group>
      </form>
      <Group gap="sm" align="center">
        <FileButton
          accept=".csv,text/csv,text/plain"
          onChange={(file) => file && importCsv.mutate(file, { onSuccess: onReport })}
        >
          {(props) => (
            <Button {...props} variant="default" loading={importCsv.isPending}>
              {t('members.import')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="gray.7">
          {t('members.importHint')}
        </Text>
      </Group>
      {add.isError && <ErrorAlert error={add.error} />}
      {importCsv.isError && <ErrorAlert error={importCsv.error} />}
    </Stack>
  );
}

/** Programme administrators: a group's members, searched and paged; add by username or CSV, remove after asking. */
export function GroupMembersPage() {
  const { t } = useAuthoringTranslation();
  const isMobile = useIsMobile();
  const params = useParams();
  const groupId = positiveInt(params.id ?? null);
  const { params: search, update, page, goToPage } = useListParams();
  const words = search.get('search') ?? '';
  const [typed, setTyped] = useState(words);
  useEffect(() => setTyped(words), [words]);
  const list = useGroupMembers(groupId ?? 0, page, words);
  const groups = useLearningFilters();
  const remove = useRemoveGroupMember(groupId ?? 0);
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const [feedback, setFeedback] = useState<{ text: string } | { report: GroupImportReport } | null>(null);
  if (groupId === null) return <NotFound backTo={GROUPS_PATH} backLabel={t('members.back')} />;
  const name = groups.data?.groups.find((group) => group.id === groupId)?.name;
  const title = name ? t('groups.members', { name }) : t('members.title');

  const removeButton = (member: GroupMember) => (
    <Button
      size="xs"
      variant="default"
      aria-label={t('members.removeLabel', { name: member.full_name || member.username })}
      onClick={() => {
        remove.reset();
        setFeedback(null);
        setRemoving(member);
      }}
    >
      {t('members.remove')}
    </Button>
  );

  return (
    <StaffListPage
      title={title}
      intro={
        <Stack gap="md">
          <Anchor component={Link} to={GROUPS_PATH} size="sm">
            {t('members.back')}
          </Anchor>
          <AddMembers groupId={groupId} onReport={(report) => setFeedback({ report })} />
        </Stack>
      }
      filters={
        <form
          onSubmit={(event) => {
            event.preventDefault();
            update({ search: typed.trim(), page: null });
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              type="search"
              label={t('members.search')}
              description={t('members.searchHint')}
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              maxLength={100}
              style={{ flex: '1 1 220px' }}
            />
            <Button type="submit" variant="default">
              {t('members.searchSubmit')}
            </Button>
          </Group>
        </form>
      }
      feedback={
        feedback &&
        ('report' in feedback ? (
          <Report report={feedback.report} />
        ) : (
          <Alert color="teal" variant="light">
            {feedback.text}
          </Alert>
        ))
      }
      query={list}
      empty={<EmptyList>{t('members.empty')}</EmptyList>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
      after={
        <ConfirmDialog
          opened={removing !== null}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            if (!removing) return;
            const who = removing.full_name || removing.username;
            remove.mutate(removing.user_id, {
              onSuccess: () => {
                setRemoving(null);
                setFeedback({ text: t('members.removed', { name: who }) });
              },
            });
          }}
          title={t('members.removeTitle')}
          confirmLabel={t('members.remove')}
          color="red"
          loading={remove.isPending}
        >
          <Text size="sm">
            {removing ? t('members.removeBody', { name: removing.full_name || removing.username }) : ''}
          </Text>
          {remove.isError && <ErrorAlert error={remove.error} />}
        </ConfirmDialog>
      }
    >
      {(data) => {
        const caption = t('members.count', { count: data.count });
        return isMobile ? (
          <CardListSection caption={caption} items={data.results} itemKey={(member) => member.user_id}>
            {(member) => (
              <Card withBorder padding="md" radius="md">
                <Stack gap="xs">
                  <Title order={2} size="h5">
                    {member.full_name || member.username}
                  </Title>
                  <dl className={cards.facts}>
                    <dt>{t('members.columns.username')}</dt>
                    <dd>{member.username}</dd>
                    <dt>{t('members.columns.added')}</dt>
                    <dd>
                      <FormattedDate value={member.added_at} />
                    </dd>
                  </dl>
                  <Group>{removeButton(member)}</Group>
                </Stack>
              </Card>
            )}
          </CardListSection>
        ) : (
          <DataTable caption={caption}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('members.columns.username')}</Table.Th>
                <Table.Th scope="col">{t('members.columns.name')}</Table.Th>
                <Table.Th scope="col">{t('members.columns.added')}</Table.Th>
                <DataTableActionsTh>{t('members.columns.actions')}</DataTableActionsTh>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((member) => (
                <Table.Tr key={member.user_id}>
                  <Table.Th scope="row" fw={600}>
                    {member.username}
                  </Table.Th>
                  <Table.Td>{member.full_name}</Table.Td>
                  <Table.Td>
                    <FormattedDate value={member.added_at} />
                  </Table.Td>
                  <DataTableActionsTd>{removeButton(member)}</DataTableActionsTd>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        );
      }}
    </StaffListPage>
  );
}
