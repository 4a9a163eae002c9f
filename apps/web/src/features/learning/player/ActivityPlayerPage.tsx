import type { ActivityView, ProgressSaved } from '@elevar/contract';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Notification,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { positiveInt } from '../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { ListError } from '../../../ui/ListState.tsx';
import { NotFound } from '../../../ui/NotFound.tsx';
import { applyProgressSaved, useActivity } from '../api.ts';
import { useLearningTranslation } from '../i18n.ts';
import { courseHomePath, playerPath } from '../paths.ts';
import { playerFor } from './registry.ts';
import { useProgressSaver } from './useProgressSaver.ts';

/** How long the "+N points" toast stays. */
const TOAST_MS = 8000;

/**
 * Routes courses/:id/activities/:hierarchy_order and its trail twin (SPEC §2, player layout): the course and activity titles, the
 * activity played by its kind's entry in the registry, previous and next in hierarchy order.
 */
export function ActivityPlayerPage() {
  const { t } = useLearningTranslation();
  const params = useParams();
  const courseId = positiveInt(params.id ?? null);
  const order = positiveInt(params.hierarchy_order ?? null);
  const trailId = positiveInt(params.id_trail ?? null);
  if (courseId === null || order === null)
    return <NotFound backTo="/online-courses" backLabel={t('course.backToList')} />;
  return <ActivityLoader courseId={courseId} order={order} trailId={trailId} />;
}

function ActivityLoader({
  courseId,
  order,
  trailId,
}: {
  courseId: number;
  order: number;
  trailId: number | null;
}) {
  const { t } = useLearningTranslation();
  const activity = useActivity(courseId, order);
  if (activity.isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t('catalogue.loading')} />
      </Center>
    );
  if (activity.isError) {
    if (isApiError(activity.error) && activity.error.status === 404)
      return <NotFound backTo="/online-courses" backLabel={t('course.backToList')} />;
    return (
      <Stack gap="md">
        <ListError error={activity.error} onRetry={() => void activity.refetch()} />
        <Anchor component={Link} to={courseHomePath('online_course', courseId, trailId)}>
          {t('player.backToCourse')}
        </Anchor>
      </Stack>
    );
  }
  return <ActivityScreen key={activity.data.id} activity={activity.data} trailId={trailId} />;
}

function ActivityScreen({ activity, trailId }: { activity: ActivityView; trailId: number | null }) {
  const { t } = useLearningTranslation();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<ProgressSaved | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [toast, setToast] = useState<number | null>(null);
  const saver = useProgressSaver({ activityId: activity.id, serverSeq: activity.progress?.seq ?? 0 });
  const player = playerFor(activity.kind);
  const course = activity.course;

  useEffect(() => {
    if (toast === null) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const handleCompleted = (saved: ProgressSaved) => {
    setError(null);
    setResult(saved);
    if (saved.course.points_awarded) setToast(saved.course.points_awarded);
    applyProgressSaved(queryClient, course.id, saved);
  };

  return (
    <Stack gap="md" maw={1100} mx="auto" w="100%">
      <DocumentTitle title={`${activity.title} · ${course.title}`} />
      <Stack gap={4}>
        <Anchor component={Link} to={courseHomePath(course.kind, course.id, trailId)} size="sm">
          {course.title}
        </Anchor>
        <Title order={1} size="h2">
          {activity.title}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`kinds.${activity.kind}`)}
        </Text>
      </Stack>

      {player ? (
        <Suspense
          fallback={
            <Center py="xl" role="status">
              <Loader aria-label={t('catalogue.loading')} />
            </Center>
          }
        >
          <player.component
            activity={activity}
            saver={saver}
            onCompleted={handleCompleted}
            onError={setError}
          />
        </Suspense>
      ) : (
        <Alert color="gray" variant="light" role="note">
          {t('player.unsupported')}
        </Alert>
      )}

      {error !== null && <ErrorAlert error={error} title={t('player.saveFailed')} />}
      <div role="status">
        {result && (
          <Alert color="green" variant="light" role="none">
            <Text fw={600}>{t('player.done')}</Text>
            <Text>
              {result.course.percent >= 100
                ? t('player.courseFinished')
                : t('player.coursePercent', { percent: result.course.percent })}
            </Text>
          </Alert>
        )}
      </div>

      <Group justify="space-between" component="nav" aria-label={t('course.activities')}>
        {activity.previous_order !== null ? (
          <Button
            variant="default"
            component={Link}
            to={playerPath(course.id, activity.previous_order, trailId)}
          >
            <span aria-hidden="true">←&nbsp;</span>
            {t('player.previous')}
          </Button>
        ) : (
          <span />
        )}
        {activity.next_order !== null ? (
          <Button component={Link} to={playerPath(course.id, activity.next_order, trailId)}>
            {t('player.next')}
            <span aria-hidden="true">&nbsp;→</span>
          </Button>
        ) : (
          <Button variant="default" component={Link} to={courseHomePath(course.kind, course.id, trailId)}>
            {t('player.backToCourse')}
          </Button>
        )}
      </Group>

      {toast !== null && (
        <Notification
          role="status"
          color="green"
          title={t('player.pointsAwarded', { points: toast })}
          onClose={() => setToast(null)}
          closeButtonProps={{ 'aria-label': t('player.close') }}
          style={{ position: 'fixed', top: 16, right: 16, zIndex: 400, maxWidth: 360 }}
        >
          {t('player.pointsAwardedBody')}
        </Notification>
      )}
    </Stack>
  );
}
