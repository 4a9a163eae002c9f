import type { ActivitySummary, CourseDetail, CourseKind } from '@elevar/contract';
import { Anchor, Button, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { positiveInt } from '../../../app/staff/useListParams.ts';
import { LinkifiedText } from '../../../ui/LinkifiedText.tsx';
import { ListError } from '../../../ui/ListState.tsx';
import { NotFound } from '../../../ui/NotFound.tsx';
import { useCourse, useEnrolment } from '../api.ts';
import { CourseHeader } from '../components/CourseHeader.tsx';
import { CourseSections } from '../components/CourseSections.tsx';
import { EnrolmentButtons } from '../components/EnrolmentButtons.tsx';
import { formatWorkload, useLearningTranslation } from '../i18n.ts';
import { cataloguePath, coursePath, playerPath } from '../paths.ts';
import { EpisodeActions, PodcastPlayButton } from '../podcasts/PodcastActions.tsx';

/**
 * Routes /online-courses/:id, /podcasts/:id and /trails/:id_trail/course/:id (SPEC §2): the course, its enrolment
 * and its activities; opened from a trail, it leads back there.
 */
export function CoursePage({ kind }: { kind: CourseKind }) {
  const { t } = useLearningTranslation();
  const params = useParams();
  const id = positiveInt(params.id ?? null);
  const trailId = positiveInt(params.id_trail ?? null);
  if (id === null) return <NotFound backTo={cataloguePath(kind)} backLabel={t('course.backToList')} />;
  return <CourseLoader id={id} kind={kind} trailId={trailId} />;
}

function CourseLoader({ id, kind, trailId }: { id: number; kind: CourseKind; trailId: number | null }) {
  const { t } = useLearningTranslation();
  const course = useCourse(id);
  if (course.isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t('catalogue.loading')} />
      </Center>
    );
  if (course.isError) {
    if (isApiError(course.error) && course.error.status === 404)
      return <NotFound backTo={cataloguePath(kind)} backLabel={t('course.backToList')} />;
    return <ListError error={course.error} onRetry={() => void course.refetch()} />;
  }
  return <CourseView course={course.data} trailId={trailId} />;
}

/** Activities under their menu headings, in hierarchy order. */
function groupByMenu(
  activities: readonly ActivitySummary[],
): { menu: string | null; items: ActivitySummary[] }[] {
  const groups: { menu: string | null; items: ActivitySummary[] }[] = [];
  for (const activity of [...activities].sort((a, b) => a.hierarchy_order - b.hierarchy_order)) {
    const last = groups.at(-1);
    if (last && last.menu === activity.menu) last.items.push(activity);
    else groups.push({ menu: activity.menu, items: [activity] });
  }
  return groups;
}

function ActivityItem({
  course,
  activity,
  trailId,
  onQueued,
}: {
  course: CourseDetail;
  activity: ActivitySummary;
  trailId: number | null;
  onQueued(title: string): void;
}) {
  const courseId = course.id;
  const { t } = useLearningTranslation();
  const mark = activity.completed ? '✓' : activity.opens ? '○' : '🔒';
  const state = activity.completed
    ? t('course.completed')
    : activity.opens
      ? t('course.notCompleted')
      : t('course.locked');
  return (
    <List.Item icon={<span aria-hidden="true">{mark}</span>}>
      <Group gap="xs" wrap="wrap">
        {activity.opens ? (
          <Anchor component={Link} to={playerPath(courseId, activity.hierarchy_order, trailId)}>
            {activity.title}
          </Anchor>
        ) : (
          <Text component="span" c="dimmed" aria-disabled="true">
            {activity.title}
          </Text>
        )}
        <Text component="span" size="sm" c="dimmed">
          {t(`kinds.${activity.kind}`)}
          {activity.duration_seconds
            ? ` · ${formatWorkload(t, Math.max(1, Math.round(activity.duration_seconds / 60)))}`
            : ''}
          {` · ${state}`}
        </Text>
        {course.kind === 'podcast' && (
          <EpisodeActions course={course} activity={activity} onQueued={onQueued} />
        )}
      </Group>
    </List.Item>
  );
}

function CourseView({ course, trailId }: { course: CourseDetail; trailId: number | null }) {
  const { t } = useLearningTranslation();
  const enrolment = useEnrolment(course.id);
  const groups = groupByMenu(course.activities);
  const first = groups[0]?.items[0];
  const started = course.activities.some((activity) => activity.completed) || course.percent > 0;
  const resumeTo = course.resume_order ?? first?.hierarchy_order ?? null;
  // a podcast's episodes also play in the mini player (podcasts/): "play next" is announced here
  const [queued, setQueued] = useState<string | null>(null);

  return (
    <Stack gap="lg" maw={960}>
      <CourseHeader
        course={course}
        back={
          trailId
            ? { to: coursePath('trail', trailId), label: t('trail.backToTrail') }
            : { to: cataloguePath(course.kind), label: t('course.backToList') }
        }
        facts={
          <Text size="sm">
            {t('workload.label')}: {formatWorkload(t, course.workload_minutes)}
          </Text>
        }
        lockText={course.lock ? t(`course.lock.${course.lock}`) : null}
      />

      <EnrolmentButtons
        canEnrol={course.can_enrol}
        canUnenrol={course.can_unenrol}
        enrolment={enrolment}
        texts={{
          enrolled: t('course.enrolled'),
          unenrolled: t('course.unenrolled'),
          unenrol: t('course.unenrol'),
          unenrolTitle: t('course.unenrolTitle'),
          unenrolBody: t('course.unenrolBody'),
        }}
      />

      {!course.lock && resumeTo !== null && (
        <Button component={Link} to={playerPath(course.id, resumeTo, trailId)} w="fit-content" size="md">
          {course.resume_order === null
            ? t('course.review')
            : started
              ? t('course.continue')
              : t('course.start')}
        </Button>
      )}

      {course.kind === 'podcast' && (
        <>
          <PodcastPlayButton course={course} />
          <div role="status">{queued && <Text size="sm">{t('podcast.queued', { title: queued })}</Text>}</div>
        </>
      )}

      <LinkifiedText text={course.description} />

      <section aria-labelledby="course-activities">
        <Title order={2} id="course-activities" mb="sm">
          {t('course.activities')}
        </Title>
        {course.blocked_menu && (
          <Text size="sm" c="dimmed" mb="sm">
            {t('course.blockedMenu')}
          </Text>
        )}
        {course.activities.length === 0 ? (
          <Text>{t('course.noActivities')}</Text>
        ) : (
          <Stack gap="md">
            {groups.map((group) => (
              <div key={group.items[0]?.id}>
                {group.menu && (
                  <Title order={3} size="h5" mb={4}>
                    {group.menu}
                  </Title>
                )}
                <List spacing="xs" listStyleType="none">
                  {group.items.map((activity) => (
                    <ActivityItem
                      key={activity.id}
                      course={course}
                      activity={activity}
                      trailId={trailId}
                      onQueued={setQueued}
                    />
                  ))}
                </List>
              </div>
            ))}
          </Stack>
        )}
      </section>
      <CourseSections courseId={course.id} kind={course.kind} />
    </Stack>
  );
}
