import '@mantine/core/styles/Progress.css';
import type { MyLevelStatus } from '@elevar/contract';
import { Progress, Stack, Text } from '@mantine/core';
import type { PointsFormat } from '../format.ts';
import { usePointsTranslation } from '../i18n.ts';
import classes from './points.module.css';

/** The way to the next level: what is missing, a bar, and the experience against the threshold (or the top). */
export function LevelProgress({ status, format }: { status: MyLevelStatus; format: PointsFormat }) {
  const { t } = usePointsTranslation();
  const { next } = status;
  if (!next) return <Text size="sm">{t('myPoints.top')}</Text>;
  const percent =
    next.min_experience > 0
      ? Math.min(100, Math.round((status.experience / next.min_experience) * 100))
      : 100;
  const label = t('myPoints.progress', {
    experience: format.number(status.experience),
    threshold: format.number(next.min_experience),
    level: format.level(next.level),
  });
  return (
    <Stack gap={6} className={classes.progress}>
      <Text size="sm">
        {next.missing > 0
          ? t('myPoints.missing', { points: format.number(next.missing), level: format.level(next.level) })
          : t('myPoints.reached', { level: format.level(next.level) })}
      </Text>
      <Progress value={percent} size="lg" aria-label={label} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
