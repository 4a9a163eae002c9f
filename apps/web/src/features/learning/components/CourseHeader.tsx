import type { CourseDetail } from '@elevar/contract';
import { Alert, Anchor, Group, Image, Progress, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import { useLearningTranslation } from '../i18n.ts';
import { coursePath } from '../paths.ts';
import { FavouriteToggle, StatusBadge } from './CourseCard.tsx';

type Header = Pick<
  CourseDetail,
  | 'id'
  | 'kind'
  | 'title'
  | 'cover_url'
  | 'favourite'
  | 'status'
  | 'points'
  | 'finished_at'
  | 'percent'
  | 'prerequisite'
  | 'lock'
>;

/**
 * The top of a course's or a trail's page: the way back, cover, title with the favourite toggle, status, `facts`
 * (workload, or a trail's courses done), points, finish date, progress, the prerequisite and why the content is
 * closed (`lockText`).
 */
export function CourseHeader({
  course,
  back,
  facts,
  lockText,
}: {
  course: Header;
  back: { to: string; label: string };
  facts: ReactNode;
  lockText: string | null;
}) {
  const { t, i18n } = useLearningTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <>
      <DocumentTitle title={course.title} />
      <Anchor component={Link} to={back.to} size="sm">
        <span aria-hidden="true">←&nbsp;</span>
        {back.label}
      </Anchor>
      {course.cover_url && <Image src={course.cover_url} alt="" radius="md" mah={280} fit="cover" />}
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1}>{course.title}</Title>
        <FavouriteToggle id={course.id} title={course.title} favourite={course.favourite} />
      </Group>
      <Group gap="lg">
        <StatusBadge status={course.status} />
        {facts}
        {course.points > 0 && (
          <Text size="sm">
            {t('course.points')}: {number.format(course.points)}
          </Text>
        )}
        {course.finished_at && (
          <Text size="sm">
            {t('course.finishedOn')} <FormattedDate value={course.finished_at} />
          </Text>
        )}
      </Group>
      <Progress value={course.percent} aria-label={t('card.progress', { percent: course.percent })} />
      {course.prerequisite && (
        <Text>
          {t('course.prerequisite')}:{' '}
          <Anchor component={Link} to={coursePath(course.kind, course.prerequisite.id)}>
            {course.prerequisite.title}
          </Anchor>{' '}
          ({course.prerequisite.done ? t('course.prerequisiteDone') : t('course.prerequisitePending')})
        </Text>
      )}
      {lockText && (
        <Alert color="yellow" variant="light" role="note">
          {lockText}
        </Alert>
      )}
    </>
  );
}
