import type { TrailDetail, TrailItem } from '@elevar/contract';
import { Anchor, Button, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { positiveInt } from '../../../app/staff/useListParams.ts';
import { LinkifiedText } from '../../../ui/LinkifiedText.tsx';
import { ListError } from '../../../ui/ListState.tsx';
import { NotFound } from '../../../ui/NotFound.tsx';
import { useTrail, useTrailEnrolment } from '../api.ts';
import { StatusBadge } from '../components/CourseCard.tsx';
import { CourseHeader } from '../components/CourseHeader.tsx';
import { CourseSections } from '../components/CourseSections.tsx';
import { EnrolmentButtons } from '../components/EnrolmentButtons.tsx';
import { formatWorkload, useLearningTranslation } from '../i18n.ts';
import { cataloguePath, trailCoursePath } from '../paths.ts';

/** Route /trails/:id (SPEC §2): a trail, its enrolment and its courses in order, with the learner's progress. */
export function TrailPage() {
  const { t } = useLearningTranslation();
  const id = positiveInt(useParams().id ?? null);
  if (id === null) return <NotFound backTo={cataloguePath('trail')} backLabel={t('trail.backToList')} />;
  return <TrailLoader id={id} />;
}

function TrailLoader({ id }: { id: number }) {
  const { t } = useLearningTranslation();
  const trail = useTrail(id);
  const notFound = <NotFound backTo={cataloguePath('trail')} backLabel={t('trail.backToList')} />;
  if (trail.isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-label={t('catalogue.loading')} />
      </Center>
    );
  if (trail.isError) {
    if (isApiError(trail.error) && trail.error.status === 404) return notFound;
    return <ListError error={trail.error} onRetry={() => void trail.refetch()} />;
  }
  return <TrailView trail={trail.data} />;
}

function ItemRow({ trailId, item }: { trailId: number; item: TrailItem }) {
  const { t } = useLearningTranslation();
  const course = item.course;
  if (item.type !== 'course')
    return (
      <List.Item icon={<span aria-hidden="true">○</span>}>
        <Text component="span" c="dimmed">
          {t(`trail.itemTypes.${item.type}`)} · {t('trail.soon')}
        </Text>
      </List.Item>
    );
  if (!course)
    return (
      <List.Item icon={<span aria-hidden="true">○</span>}>
        <Text component="span" c="dimmed">
          {t('trail.unavailable')}
        </Text>
      </List.Item>
    );
  const done = ['finished', 'approved', 'improved'].includes(course.status);
  const mark = done ? '✓' : item.opens ? '○' : '🔒';
  return (
    <List.Item icon={<span aria-hidden="true">{mark}</span>}>
      <Group gap="xs" wrap="wrap">
        {item.opens ? (
          <Anchor component={Link} to={trailCoursePath(trailId, course.id)}>
            {course.title}
          </Anchor>
        ) : (
          <Text component="span" c="dimmed" aria-disabled="true">
            {course.title}
          </Text>
        )}
        <StatusBadge status={course.status} />
        <Text component="span" size="sm" c="dimmed">
          {formatWorkload(t, course.workload_minutes)}
          {item.opens ? '' : ` · ${t('course.locked')}`}
        </Text>
      </Group>
    </List.Item>
  );
}

function TrailView({ trail }: { trail: TrailDetail }) {
  const { t } = useLearningTranslation();
  const enrolment = useTrailEnrolment(trail.id);
  const total = trail.items.length;
  return (
    <Stack gap="lg" maw={960}>
      <CourseHeader
        course={trail}
        back={{ to: cataloguePath('trail'), label: t('trail.backToList') }}
        facts={<Text size="sm">{t('trail.progress', { done: trail.completed_items, total })}</Text>}
        lockText={trail.lock ? t(`trail.lock.${trail.lock}`) : null}
      />
      <EnrolmentButtons
        canEnrol={trail.can_enrol}
        canUnenrol={trail.can_unenrol}
        enrolment={enrolment}
        texts={{
          enrolled: t('trail.enrolled'),
          unenrolled: t('trail.unenrolled'),
          unenrol: t('trail.unenrol'),
          unenrolTitle: t('trail.unenrolTitle'),
          unenrolBody: t('trail.unenrolBody'),
        }}
      />
      {!trail.lock && trail.resume_course_id !== null && (
        <Button
          component={Link}
          to={trailCoursePath(trail.id, trail.resume_course_id)}
          w="fit-content"
          size="md"
        >
          {trail.completed_items > 0 ? t('trail.continue') : t('trail.start')}
        </Button>
      )}
      <LinkifiedText text={trail.description} />
      <section aria-labelledby="trail-items">
        <Title order={2} id="trail-items" mb="sm">
          {t('trail.items')}
        </Title>
        {trail.blocked_menu && (
          <Text size="sm" c="dimmed" mb="sm">
            {t('trail.blockedMenu')}
          </Text>
        )}
        {total === 0 ? (
          <Text>{t('trail.noItems')}</Text>
        ) : (
          <List spacing="xs" listStyleType="none" type="ordered">
            {trail.items.map((item) => (
              <ItemRow key={item.position} trailId={trail.id} item={item} />
            ))}
          </List>
        )}
      </section>
      <CourseSections courseId={trail.id} kind="trail" />
    </Stack>
  );
}
