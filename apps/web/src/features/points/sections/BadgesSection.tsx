import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { Badge } from '@elevar/contract';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { EmptyList, ListError, ListLoader } from '../../../ui/ListState.tsx';
import { useBadges } from '../api.ts';
import { withPointsTexts } from '../components/PointsTexts.tsx';
import classes from '../components/points.module.css';
import { usePointsFormat } from '../format.ts';
import { usePointsTranslation } from '../i18n.ts';

/**
 * Profile section "badges" (issue 4): every badge of the client; earned ones with the date earned, the others
 * locked — said in words and with a lock, not by colour alone.
 */
function Badges() {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  const badges = useBadges();
  if (badges.isPending) return <ListLoader />;
  if (badges.isError) return <ListError error={badges.error} onRetry={() => void badges.refetch()} />;
  const list = badges.data.results;
  if (list.length === 0) return <EmptyList>{t('badges.empty')}</EmptyList>;
  const earned = list.filter((badge) => badge.earned_at !== null).length;
  return (
    <Stack gap="lg">
      <Text role="status" fw={600}>
        {t('badges.summary', { earned: format.number(earned), total: format.number(list.length) })}
      </Text>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, lg: 3 }} className="elevar-plain-list">
        {list.map((badge) => (
          <li key={badge.id}>
            <BadgeCard badge={badge} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function BadgeCard({ badge }: { badge: Badge }) {
  const { t } = usePointsTranslation();
  const format = usePointsFormat();
  const nameId = useId();
  const statusId = useId();
  const locked = badge.earned_at === null;
  const name = badge.name || badge.label_key || badge.code;
  return (
    <Card
      component="article"
      withBorder
      padding="md"
      h="100%"
      className={locked ? classes.locked : undefined}
      aria-labelledby={nameId}
      aria-describedby={statusId}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <BadgeIcon locked={locked} />
        <Stack gap={4}>
          <Title order={3} size="h5" id={nameId}>
            {name}
          </Title>
          {badge.description && <Text size="sm">{badge.description}</Text>}
          <Text size="sm" fw={600} id={statusId}>
            {locked ? (
              <>
                <LockGlyph /> {t('badges.locked')}
              </>
            ) : (
              t('badges.earnedOn', { date: format.date(badge.earned_at ?? '') })
            )}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

/** A medal; greyed out and crossed by a lock when not earned yet (decorative: the text says it). */
function BadgeIcon({ locked }: { locked: boolean }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={`${classes.badgeIcon} ${locked ? classes.lockedIcon : ''}`}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M14 2h8l4 12h-8zM34 2h-8l-4 12h8z" fill="#1c7ed6" />
      <circle cx="24" cy="29" r="15" fill="#fab005" stroke="#e67700" strokeWidth="2" />
      <path
        d="M24 20l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5-5.8-3.1-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z"
        fill="#fff"
        opacity="0.9"
      />
      {locked && (
        <g>
          <rect x="28" y="32" width="16" height="13" rx="2" fill="#343a40" />
          <path d="M31 32v-3a5 5 0 0 1 10 0v3" fill="none" stroke="#343a40" strokeWidth="2.5" />
        </g>
      )}
    </svg>
  );
}

function LockGlyph() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <rect x="2.5" y="7" width="11" height="8" rx="1.5" fill="currentColor" />
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export const BadgesSection = withPointsTexts(Badges);
