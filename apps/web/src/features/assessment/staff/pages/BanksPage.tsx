import type { BankSummary } from '@elevar/contract';
import { Anchor, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { DataTable, DataTableActionsTd, DataTableActionsTh } from '../../../../ui/DataTable.tsx';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { FormattedDate } from '../../../../ui/FormattedDate.tsx';
import { EmptyList } from '../../../../ui/ListState.tsx';
import { PAGE_SIZE, useBanks, useCreateBank, useDeleteBank } from '../api.ts';
import { useStaffTranslation } from '../i18n.ts';
import { bankEditorPath } from '../paths.ts';

/** A new bank's title; once created, its editor opens. */
function NewBankDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useStaffTranslation();
  const navigate = useNavigate();
  const create = useCreateBank();
  const [title, setTitle] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim()) return setMissing(true);
    create.mutate(title.trim(), { onSuccess: (bank) => navigate(bankEditorPath(bank.id)) });
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={t('banks.createTitle')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('banks.title')}
            required
            data-autofocus
            value={title}
            maxLength={256}
            error={missing ? t('banks.titleRequired') : undefined}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setMissing(false);
            }}
          />
          {create.isError && <ErrorAlert error={create.error} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('banks.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

function Filters({
  search,
  onChange,
}: {
  search: string;
  onChange(changes: Record<string, string | null>): void;
}) {
  const { t } = useStaffTranslation();
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);
  return (
    <form
      aria-label={t('banks.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: typed.trim(), page: null });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          type="search"
          label={t('banks.search')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          maxLength={100}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="default">
          {t('banks.searchSubmit')}
        </Button>
      </Group>
    </form>
  );
}

/** Staff: the client's question banks, with the way to a new one, each bank's editor and its deletion. */
export function BanksPage() {
  const { t } = useStaffTranslation();
  const { params, update, page, goToPage } = useListParams();
  const search = params.get('search') ?? '';
  const list = useBanks(page, search);
  const remove = useDeleteBank();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<BankSummary | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);
  return (
    <StaffListPage
      title={t('banks.heading')}
      actions={<Button onClick={() => setCreating(true)}>{t('banks.create')}</Button>}
      intro={<Text maw={720}>{t('banks.intro')}</Text>}
      filters={<Filters search={search} onChange={update} />}
      feedback={feedback}
      query={list}
      empty={<EmptyList>{t('banks.empty')}</EmptyList>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
      after={
        <>
          <NewBankDialog opened={creating} onClose={() => setCreating(false)} />
          <ConfirmDialog
            opened={deleting !== null}
            onClose={() => setDeleting(null)}
            onConfirm={() =>
              deleting &&
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  setFeedback(t('banks.deleted', { title: deleting.title }));
                  setDeleting(null);
                },
              })
            }
            title={t('banks.deleteTitle')}
            confirmLabel={t('banks.delete')}
            color="red"
            loading={remove.isPending}
          >
            <Text size="sm">
              {deleting
                ? t('banks.deleteBody', { title: deleting.title, count: deleting.question_count })
                : ''}
            </Text>
            {remove.isError && <ErrorAlert error={remove.error} />}
          </ConfirmDialog>
        </>
      }
    >
      {(data) => (
        <DataTable caption={t('banks.count', { count: data.count })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('banks.columns.title')}</Table.Th>
              <Table.Th scope="col">{t('banks.columns.questions')}</Table.Th>
              <Table.Th scope="col">{t('banks.columns.tests')}</Table.Th>
              <Table.Th scope="col">{t('banks.columns.created')}</Table.Th>
              <DataTableActionsTh>{t('banks.columns.actions')}</DataTableActionsTh>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.results.map((bank) => (
              <Table.Tr key={bank.id}>
                <Table.Th scope="row" fw={600}>
                  <Anchor component={Link} to={bankEditorPath(bank.id)}>
                    {bank.title}
                  </Anchor>
                </Table.Th>
                <Table.Td>{bank.question_count}</Table.Td>
                <Table.Td>{bank.test_count}</Table.Td>
                <Table.Td>
                  <FormattedDate value={bank.created_at} />
                </Table.Td>
                <DataTableActionsTd>
                  <Button
                    size="xs"
                    variant="default"
                    color="red"
                    disabled={bank.test_count > 0}
                    title={bank.test_count > 0 ? t('banks.inUse') : undefined}
                    aria-label={t('banks.deleteLabel', { title: bank.title })}
                    onClick={() => {
                      remove.reset();
                      setFeedback(null);
                      setDeleting(bank);
                    }}
                  >
                    {t('banks.delete')}
                  </Button>
                </DataTableActionsTd>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </DataTable>
      )}
    </StaffListPage>
  );
}
