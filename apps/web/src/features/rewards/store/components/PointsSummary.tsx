import type { RewardState } from '@elevar/contract';
import { isProgrammeLevel } from '@elevar/domain';
import { Group, Text } from '@mantine/core';
import { useStoreTranslation } from '../i18n.ts';

/** The user's points and level where the store debits (SPEC §3 Reward state), shown where they decide. */
export function PointsSummary({ state }: { state: RewardState }) {
  const { t, i18n } = useStoreTranslation();
  const numbers = new Intl.NumberFormat(i18n.language);
  const level = state.level_id && isProgrammeLevel(state.level_id) ? t(`levels.${state.level_id}`) : null;
  return (
    <Group gap="lg" aria-live="polite">
      <Text>
        {t('store.yourPoints')}:{' '}
        <Text span fw={700}>
          {numbers.format(state.user_points)}
        </Text>
      </Text>
      {level && (
        <Text>
          {t('store.level')}:{' '}
          <Text span fw={700}>
            {level}
          </Text>
        </Text>
      )}
    </Group>
  );
}
