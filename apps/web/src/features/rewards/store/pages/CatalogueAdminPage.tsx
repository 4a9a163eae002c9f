import '@mantine/core/styles/Paper.css';
import type { StaffReward } from '@elevar/contract';
import { Alert, Button, FileButton, Group, Image, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { countryName } from '../../../../i18n/countries.ts';
import { CardListSection } from '../../../../ui/CardListSection.tsx';
import { DataTable } from '../../../../ui/DataTable.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useIsMobile } from '../../../../ui/useIsMobile.ts';
import { CATALOGUE_ADMIN_PAGE_SIZE, useCatalogueChange, useStaffCatalogue } from '../api.ts';
import { CategoryMaximums } from '../components/CategoryMaximums.tsx';
import { RequiredTraining } from '../components/RequiredTraining.tsx';
import { RewardDialog } from '../components/RewardDialog.tsx';
import { RewardGroups } from '../components/RewardGroups.tsx';
import { StockDialog } from '../components/StockDialog.tsx';
import { useStoreTranslation } from '../i18n.ts';

/** "Brasil: 4 · Argentina: 2", or that it is offered nowhere. */
function StockText({ reward }: { reward: StaffReward }) {
  const { t, i18n } = useStoreTranslation();
  if (reward.stock.length === 0) return <Text size="sm">{t('catalogue.notOffered')}</Text>;
  return (
    <Text size="sm">
      {reward.stock.map((s) => `${countryName(s.country_code, i18n.language)}: ${s.stock}`).join(' · ')}
    </Text>
  );
}

interface RowProps {
  reward: StaffReward;
  onEdit(reward: StaffReward): void;
  /** Opens the reward's form (texts, price, department, category). */
  onEditReward(reward: StaffReward): void;
  onActive(reward: StaffReward, active: boolean): void;
  onImage(reward: StaffReward, file: File): void;
  busy: boolean;
}

function ActiveSwitch({ reward, onActive, busy }: Pick<RowProps, 'reward' | 'onActive' | 'busy'>) {
  const { t } = useStoreTranslation();
  return (
    <Switch
      checked={reward.active}
      disabled={busy}
      aria-label={t('catalogue.activeLabel', { name: reward.name })}
      onChange={(event) => onActive(reward, event.currentTarget.checked)}
    />
  );
}

function EditButtons({ reward, onEdit, onEditReward, onImage, busy }: Omit<RowProps, 'onActive'>) {
  const { t } = useStoreTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        onClick={() => onEditReward(reward)}
        aria-label={t('catalogue.editOf', { name: reward.name })}
      >
        {t('catalogue.edit')}
      </Button>
      <EditButton reward={reward} onEdit={onEdit} />
      <FileButton accept="image/*" onChange={(file) => file && onImage(reward, file)}>
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="default"
            disabled={busy}
            aria-label={t('catalogue.imageOf', { name: reward.name })}
          >
            {t('catalogue.image')}
          </Button>
        )}
      </FileButton>
    </Group>
  );
}

function EditButton({ reward, onEdit }: Pick<RowProps, 'reward' | 'onEdit'>) {
  const { t } = useStoreTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => onEdit(reward)}
      aria-label={t('catalogue.editStockOf', { name: reward.name })}
    >
      {t('catalogue.editStock')}
    </Button>
  );
}

interface ListProps extends Omit<RowProps, 'reward'> {
  rewards: readonly StaffReward[];
  caption: string;
}

function RewardsTable({ rewards, caption, ...actions }: ListProps) {
  const { t, i18n } = useStoreTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <DataTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('catalogue.columns.reward')}</Table.Th>
          <Table.Th scope="col">{t('catalogue.columns.category')}</Table.Th>
          <Table.Th scope="col">{t('catalogue.columns.price')}</Table.Th>
          <Table.Th scope="col">{t('catalogue.columns.stock')}</Table.Th>
          <Table.Th scope="col">{t('catalogue.columns.active')}</Table.Th>
          <Table.Th scope="col">{t('catalogue.columns.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rewards.map((reward) => (
          <Table.Tr key={reward.id}>
            <Table.Th scope="row">
              <Group gap="xs" wrap="nowrap">
                {reward.image_url && <Image src={reward.image_url} alt="" w={48} h={36} fit="contain" />}
                {reward.name}
              </Group>
            </Table.Th>
            <Table.Td>{reward.category.name}</Table.Td>
            <Table.Td>{t('store.price', { points: numbers.format(reward.price) })}</Table.Td>
            <Table.Td>
              <StockText reward={reward} />
            </Table.Td>
            <Table.Td>
              <ActiveSwitch reward={reward} {...actions} />
            </Table.Td>
            <Table.Td>
              <EditButtons reward={reward} {...actions} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </DataTable>
  );
}

function RewardCards({ rewards, caption, ...actions }: ListProps) {
  const { t, i18n } = useStoreTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  return (
    <CardListSection caption={caption} items={rewards} itemKey={(reward) => reward.id}>
      {(reward) => (
        <Paper withBorder p="sm" component="article" aria-label={reward.name}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={700}>{reward.name}</Text>
              <ActiveSwitch reward={reward} {...actions} />
            </Group>
            <Text size="sm">
              {reward.category.name} · {t('store.price', { points: numbers.format(reward.price) })}
            </Text>
            <StockText reward={reward} />
            <EditButtons reward={reward} {...actions} />
          </Stack>
        </Paper>
      )}
    </CardListSection>
  );
}

/**
 * Staff: the reward store's catalogue (issue 15): every reward of the client, active or not, created and edited in a
 * dialog (texts in four languages, price, department, category, picture), with where it is offered and its stock in
 * each country (edited in a dialog), its active switch; the categories' per-person maximums, the departments and
 * categories, and the training required before redeeming. Programme administrators and superusers find it in the
 * menu; every change is in the audit trail.
 */
export function CatalogueAdminPage() {
  const { t } = useStoreTranslation();
  const isMobile = useIsMobile();
  const { page, goToPage } = useListParams();
  const catalogue = useStaffCatalogue(page);
  const change = useCatalogueChange();
  const [editing, setEditing] = useState<StaffReward | null>(null);
  /** The reward whose form is open ('new': a new one). */
  const [form, setForm] = useState<StaffReward | 'new' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const actions = {
    onEdit: (reward: StaffReward) => {
      setDone(null);
      setEditing(reward);
    },
    onEditReward: (reward: StaffReward) => {
      setDone(null);
      setForm(reward);
    },
    onActive: (reward: StaffReward, active: boolean) =>
      change.mutate(
        { kind: 'active', id: reward.id, active },
        {
          onSuccess: () =>
            setDone(t(active ? 'catalogue.activated' : 'catalogue.deactivated', { name: reward.name })),
        },
      ),
    onImage: (reward: StaffReward, file: File) =>
      change.mutate(
        { kind: 'image', id: reward.id, file },
        { onSuccess: () => setDone(t('catalogue.imageSaved', { name: reward.name })) },
      ),
    busy: change.isPending,
  };
  return (
    <StaffListPage
      title={t('catalogue.title')}
      actions={
        <Button
          onClick={() => {
            setDone(null);
            setForm('new');
          }}
        >
          {t('catalogue.new')}
        </Button>
      }
      intro={<Text maw={720}>{t('catalogue.intro')}</Text>}
      feedback={
        done && (
          <Alert color="green" variant="light">
            {done}
          </Alert>
        )
      }
      query={catalogue}
      empty={<Text>{t('catalogue.empty')}</Text>}
      page={page}
      pageSize={CATALOGUE_ADMIN_PAGE_SIZE}
      onPageChange={goToPage}
      after={
        <Stack gap="md">
          {change.isError && <ErrorAlert error={change.error} />}
          {catalogue.data && <CategoryMaximums categories={catalogue.data.categories} onDone={setDone} />}
          <RewardGroups onDone={setDone} />
          <RequiredTraining onDone={setDone} />
          {form !== null && (
            <RewardDialog
              reward={form === 'new' ? null : form}
              onClose={() => setForm(null)}
              onSaved={setDone}
            />
          )}
          {editing && catalogue.data && (
            <StockDialog
              reward={editing}
              countries={catalogue.data.countries}
              onClose={() => setEditing(null)}
              onDone={setDone}
            />
          )}
        </Stack>
      }
    >
      {(data) => {
        const caption = t('catalogue.count', { count: data.count });
        return isMobile ? (
          <RewardCards rewards={data.results} caption={caption} {...actions} />
        ) : (
          <RewardsTable rewards={data.results} caption={caption} {...actions} />
        );
      }}
    </StaffListPage>
  );
}
