import '@mantine/core/styles/Paper.css';
import type { Participant } from '@elevar/contract';
import { formatDate, languageByCode } from '@elevar/domain';
import { Alert, Badge, Button, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { useCountryName } from '../../../../i18n/countries.ts';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { DebouncedSearch } from '../../../../ui/DebouncedSearch.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { SETUP_PAGE_SIZE, useParticipantBlock, useParticipants } from '../api.ts';
import { useRewardsSetupTranslation } from '../i18n.ts';

type Act = (participant: Participant) => void;

/** Blocked since when, or active. */
function State({ participant }: { participant: Participant }) {
  const { t, i18n } = useRewardsSetupTranslation();
  if (participant.blocked_at === null)
    return (
      <Badge color="teal" variant="light">
        {t('participants.notBlocked')}
      </Badge>
    );
  const languageId = languageByCode(i18n.language)?.id ?? 1;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Badge color="red" variant="light">
      {t('participants.blockedSince', { date: formatDate(participant.blocked_at, languageId, zone) })}
    </Badge>
  );
}

function Action({ participant, onAct }: { participant: Participant; onAct: Act }) {
  const { t } = useRewardsSetupTranslation();
  const blocked = participant.blocked_at !== null;
  return (
    <Button
      size="xs"
      variant={blocked ? 'default' : 'outline'}
      color={blocked ? undefined : 'red'}
      aria-label={t(blocked ? 'participants.unblockLabel' : 'participants.blockLabel', {
        name: participant.name,
      })}
      onClick={() => onAct(participant)}
    >
      {t(blocked ? 'participants.unblock' : 'participants.block')}
    </Button>
  );
}

interface ListProps {
  participants: readonly Participant[];
  caption: string;
  onAct: Act;
}

function ParticipantsTable({ participants, caption, onAct }: ListProps) {
  const { t } = useRewardsSetupTranslation();
  const country = useCountryName();
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('participants.name')}</Table.Th>
          <Table.Th scope="col">{t('participants.username')}</Table.Th>
          <Table.Th scope="col">{t('participants.country')}</Table.Th>
          <Table.Th scope="col">{t('participants.status')}</Table.Th>
          <Table.Th scope="col">{t('participants.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {participants.map((participant) => (
          <Table.Tr key={participant.id}>
            <Table.Th scope="row">{participant.name}</Table.Th>
            <Table.Td>{participant.username}</Table.Td>
            <Table.Td>{participant.country_code ? country(participant.country_code) : '—'}</Table.Td>
            <Table.Td>
              <State participant={participant} />
            </Table.Td>
            <Table.Td>
              <Action participant={participant} onAct={onAct} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

function ParticipantCards({ participants, caption, onAct }: ListProps) {
  const country = useCountryName();
  return (
    <CardListSection caption={caption} items={participants} itemKey={(participant) => participant.id}>
      {(participant) => (
        <Paper withBorder p="sm" component="article" aria-label={participant.name}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{participant.name}</Text>
              <State participant={participant} />
            </Group>
            <Text size="sm">
              {participant.username}
              {participant.country_code ? ` · ${country(participant.country_code)}` : ''}
            </Text>
            <Group>
              <Action participant={participant} onAct={onAct} />
            </Group>
          </Stack>
        </Paper>
      )}
    </CardListSection>
  );
}

/**
 * Staff: /admin/rewards-participants (SPEC §8 Campaign access): the programme's participants, searched by name or
 * username and filtered by block in the URL; a participant blocked for activity against the rules, or unblocked,
 * after a confirmation that says what it does. Programme administrators only.
 */
export function ParticipantsPage() {
  const { t } = useRewardsSetupTranslation();
  const isMobile = useIsMobile();
  const { params, update, page, goToPage } = useListParams();
  const search = params.get('search') ?? '';
  const blockedParam = params.get('blocked');
  const blocked = blockedParam === 'true' || blockedParam === 'false' ? blockedParam : undefined;
  const list = useParticipants({ page, page_size: SETUP_PAGE_SIZE, search: search || undefined, blocked });
  const change = useParticipantBlock();
  const [target, setTarget] = useState<Participant | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const act = (participant: Participant) => {
    setDone(null);
    change.reset();
    setTarget(participant);
  };
  const blocking = target?.blocked_at === null;
  const confirm = () => {
    if (!target) return;
    change.mutate(
      { id: target.id, blocked: blocking },
      {
        onSuccess: (changed) => {
          setTarget(null);
          setDone(
            t(changed.blocked_at ? 'participants.doneBlocked' : 'participants.doneUnblocked', {
              name: changed.name,
            }),
          );
        },
      },
    );
  };
  return (
    <StaffListPage
      title={t('participants.title')}
      intro={<Text maw={720}>{t('participants.intro')}</Text>}
      filters={
        <Group align="flex-end" gap="md">
          <DebouncedSearch
            label={t('participants.search')}
            value={search}
            onChange={(value) => update({ search: value || null, page: null })}
          />
          <NativeSelect
            label={t('participants.state')}
            value={blocked ?? ''}
            onChange={(event) => update({ blocked: event.currentTarget.value || null, page: null })}
            data={[
              { value: '', label: t('participants.all') },
              { value: 'true', label: t('participants.blocked') },
              { value: 'false', label: t('participants.active') },
            ]}
          />
        </Group>
      }
      feedback={
        done && (
          <Alert color="green" variant="light">
            {done}
          </Alert>
        )
      }
      query={list}
      empty={<Text>{t('participants.empty')}</Text>}
      page={page}
      pageSize={SETUP_PAGE_SIZE}
      onPageChange={goToPage}
      after={
        target && (
          <ConfirmDialog
            opened
            onClose={() => setTarget(null)}
            onConfirm={confirm}
            title={t(blocking ? 'participants.blockTitle' : 'participants.unblockTitle')}
            confirmLabel={t(blocking ? 'participants.block' : 'participants.unblock')}
            color={blocking ? 'red' : undefined}
            loading={change.isPending}
          >
            <Text>
              {t(blocking ? 'participants.blockBody' : 'participants.unblockBody', { name: target.name })}
            </Text>
            {change.isError && <ErrorAlert error={change.error} />}
          </ConfirmDialog>
        )
      }
    >
      {(data) =>
        isMobile ? (
          <ParticipantCards
            participants={data.results}
            caption={t('participants.count', { count: data.count })}
            onAct={act}
          />
        ) : (
          <ParticipantsTable
            participants={data.results}
            caption={t('participants.count', { count: data.count })}
            onAct={act}
          />
        )
      }
    </StaffListPage>
  );
}
