import type { StaffReward, StaffRewardCatalogue } from '@elevar/contract';
import { Checkbox, Group, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { countryName } from '../../../../i18n/countries.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useCatalogueChange } from '../api.ts';
import { useStoreTranslation } from '../i18n.ts';

type Countries = StaffRewardCatalogue['countries'];

/** The stock dialog: per client country, offered or not and its units. */
export function StockDialog({
  reward,
  countries,
  onClose,
  onDone,
}: {
  reward: StaffReward;
  countries: Countries;
  onClose(): void;
  onDone(message: string): void;
}) {
  const { t, i18n } = useStoreTranslation();
  const change = useCatalogueChange();
  const [rows, setRows] = useState(() =>
    countries.map((country) => {
      const current = reward.stock.find((s) => s.country_id === country.id);
      return { ...country, offered: current !== undefined, stock: current?.stock ?? 0 };
    }),
  );
  const set = (id: number, patch: Partial<{ offered: boolean; stock: number }>) =>
    setRows((list) => list.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  const save = () =>
    change.mutate(
      {
        kind: 'stock',
        id: reward.id,
        body: {
          stock: rows.filter((row) => row.offered).map((row) => ({ country_id: row.id, stock: row.stock })),
        },
      },
      {
        onSuccess: () => {
          onClose();
          onDone(t('catalogue.stockSaved', { name: reward.name }));
        },
      },
    );
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      onConfirm={save}
      title={t('catalogue.stockTitle', { name: reward.name })}
      confirmLabel={t('catalogue.save')}
      loading={change.isPending}
    >
      <Stack gap="sm">
        {rows.map((row) => {
          const country = countryName(row.code, i18n.language);
          return (
            <Group key={row.id} align="flex-end" gap="sm" wrap="nowrap">
              <Checkbox
                label={t('catalogue.offeredIn', { country })}
                checked={row.offered}
                onChange={(event) => set(row.id, { offered: event.currentTarget.checked })}
              />
              <NumberInput
                label={t('catalogue.unitsIn', { country })}
                min={0}
                max={1_000_000}
                allowDecimal={false}
                allowNegative={false}
                disabled={!row.offered}
                value={row.stock}
                onChange={(value) => set(row.id, { stock: typeof value === 'number' ? value : 0 })}
                w={140}
              />
            </Group>
          );
        })}
        {change.isError && <ErrorAlert error={change.error} />}
      </Stack>
    </ConfirmDialog>
  );
}
