import '@mantine/core/styles/Paper.css';
import type { RewardCategory } from '@elevar/contract';
import { Button, Group, NumberInput, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useCatalogueChange } from '../api.ts';
import { useStoreTranslation } from '../i18n.ts';

/** The categories' per-person maximums (SPEC §5), each saved on its own. */
export function CategoryMaximums({
  categories,
  onDone,
}: {
  categories: readonly RewardCategory[];
  onDone(message: string): void;
}) {
  const { t } = useStoreTranslation();
  const change = useCatalogueChange();
  const [values, setValues] = useState<Record<number, number | ''>>({});
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="category-maximums">
      <Stack gap="sm">
        <Title order={2} size="h4" id="category-maximums">
          {t('catalogue.categories')}
        </Title>
        {categories.map((category) => {
          const value = values[category.id] ?? category.max_per_user ?? '';
          return (
            <Group key={category.id} align="flex-end" gap="sm">
              <NumberInput
                label={t('catalogue.maxLabel', { name: category.name })}
                description={t('catalogue.maxHint')}
                min={1}
                max={1000}
                allowDecimal={false}
                allowNegative={false}
                value={value}
                onChange={(next) =>
                  setValues((all) => ({ ...all, [category.id]: typeof next === 'number' ? next : '' }))
                }
                w={260}
              />
              <Button
                variant="light"
                loading={change.isPending && change.variables?.id === category.id}
                aria-label={t('catalogue.saveMax', { name: category.name })}
                onClick={() =>
                  change.mutate(
                    { kind: 'maximum', id: category.id, max_per_user: value === '' ? null : value },
                    { onSuccess: () => onDone(t('catalogue.maxSaved', { name: category.name })) },
                  )
                }
              >
                {t('catalogue.save')}
              </Button>
            </Group>
          );
        })}
        {change.isError && <ErrorAlert error={change.error} />}
      </Stack>
    </Paper>
  );
}
