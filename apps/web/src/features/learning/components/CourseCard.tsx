import type { CourseCard as Course } from '@elevar/contract';
import type { CourseStatus } from '@elevar/domain';
import { ActionIcon, Anchor, Badge, Card, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useFavouriteToggle } from '../api.ts';
import { formatWorkload, useLearningTranslation } from '../i18n.ts';
import { coursePath } from '../paths.ts';

const STATUS_COLORS: Record<CourseStatus, string> = {
  not_started: 'gray',
  enrolled: 'blue',
  in_progress: 'yellow',
  finished: 'green',
  approved: 'green',
  improved: 'green',
  reproved: 'red',
  blocked: 'red',
  restarted: 'orange',
};

/** A course's state (SPEC §4) as a badge. */
export function StatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useLearningTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The heart toggle of a course: pressed when it is a favourite; shown at once, undone if the server refuses. */
export function FavouriteToggle({ id, title, favourite }: { id: number; title: string; favourite: boolean }) {
  const { t } = useLearningTranslation();
  const toggle = useFavouriteToggle();
  return (
    <>
      <ActionIcon
        variant={favourite ? 'filled' : 'default'}
        color="red"
        size="lg"
        aria-pressed={favourite}
        aria-label={t('card.favourite', { title })}
        onClick={() => toggle.mutate({ id, favourite: !favourite })}
      >
        <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
      </ActionIcon>
      {toggle.isError && <ErrorAlert error={toggle.error} title={t('card.favouriteFailed')} />}
    </>
  );
}

/** A catalogue card: cover, title (the link to the course), workload, points, status, progress and favourite. */
export function CourseCard({ course }: { course: Course }) {
  const { t, i18n } = useLearningTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card withBorder padding="md" radius="md" h="100%">
      {course.cover_url && (
        <Card.Section>
          <Image src={course.cover_url} alt="" h={140} fit="cover" />
        </Card.Section>
      )}
      <Stack gap="xs" mt={course.cover_url ? 'sm' : 0} style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={coursePath(course.kind, course.id)} fw={600} c="inherit">
            <h3 style={{ margin: 0, fontSize: 'inherit' }}>{course.title}</h3>
          </Anchor>
          <FavouriteToggle id={course.id} title={course.title} favourite={course.favourite} />
        </Group>
        {course.summary && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {course.summary}
          </Text>
        )}
        <Group gap="xs">
          <StatusBadge status={course.status} />
          <Text size="sm">{formatWorkload(t, course.workload_minutes)}</Text>
          {course.points > 0 && (
            <Text size="sm">{t('card.points', { points: number.format(course.points) })}</Text>
          )}
        </Group>
        <Progress
          value={course.percent}
          aria-label={t('card.progress', { percent: course.percent })}
          size="sm"
          mt="auto"
        />
      </Stack>
    </Card>
  );
}
