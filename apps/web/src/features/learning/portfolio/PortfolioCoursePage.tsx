import type { PortfolioCourse } from '@elevar/contract';
import { courseIdFromSlug } from '@elevar/domain';
import { Anchor, Badge, Button, Group, Image, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ListError } from '../../../ui/ListState.tsx';
import { NotFound } from '../../../ui/NotFound.tsx';
import { brandColors, useBranding } from '../../tenancy/index.ts';
import { formatWorkload, useLearningTranslation } from '../i18n.ts';
import { coursePath } from '../paths.ts';
import { usePortfolioCourse } from './api.ts';
import { usePortfolioTranslation } from './i18n.ts';
import { PORTFOLIO_PATH, portfolioCoursePath } from './paths.ts';

function CourseLoader() {
  const { t } = usePortfolioTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('course.loading')}>
      <Skeleton h={28} w="60%" />
      <Skeleton h={14} />
      <Skeleton h={14} w="80%" />
    </Stack>
  );
}

/** What the course holds: a course's activities (titles and kinds), or a trail's courses, in order. */
function Outline({ course }: { course: PortfolioCourse }) {
  const { t } = usePortfolioTranslation();
  const learning = useLearningTranslation();
  const items =
    course.kind === 'trail'
      ? course.courses.map((item) => ({ title: item.title, kind: t(`courseKinds.${item.kind}`) }))
      : course.activities.map((item) => ({ title: item.title, kind: learning.t(`kinds.${item.kind}`) }));
  if (items.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="portfolio-outline">
      <Title order={2} id="portfolio-outline">
        {course.kind === 'trail' ? t('course.trailCourses') : t('course.activities')}
      </Title>
      <List type="ordered" spacing="xs">
        {items.map((item, index) => (
          // titles may repeat; the position does not
          // biome-ignore lint/suspicious/noArrayIndexKey: the outline is read-only and in a fixed order
          <List.Item key={index}>
            <Text span>{item.title}</Text>{' '}
            <Text span size="sm" c="dimmed">
              ({item.kind})
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * SPEC §2 `portfolio-course/{slug}`: the course is the id after `-id-`; another slug with that id is replaced by
 * the course's own. Signing in to enrol goes through the login, which returns to the course's page.
 */
export function PortfolioCoursePage() {
  const { t } = usePortfolioTranslation();
  const learning = useLearningTranslation();
  const { settings } = useBranding();
  const { slug } = useParams();
  const id = courseIdFromSlug(slug);
  const course = usePortfolioCourse(id);
  const notFound = <NotFound backTo={PORTFOLIO_PATH} backLabel={t('course.back')} />;
  if (id === null) return notFound;
  if (course.isPending) return <CourseLoader />;
  if (course.isError) {
    if (isApiError(course.error) && course.error.status === 404) return notFound;
    return <ListError error={course.error} onRetry={() => void course.refetch()} />;
  }
  const data = course.data;
  if (data.slug !== slug) return <Navigate to={portfolioCoursePath(data.slug)} replace />;
  return (
    <Stack gap="lg" maw={860}>
      <DocumentTitle title={data.title} />
      <Anchor component={Link} to={PORTFOLIO_PATH}>
        {t('course.back')}
      </Anchor>
      {data.cover_url && <Image src={data.cover_url} alt="" h={220} fit="cover" radius="md" />}
      <Stack gap="xs">
        <Title order={1}>{data.title}</Title>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t(`courseKinds.${data.kind}`)}
          </Badge>
          {data.workload_hours > 0 && (
            <Text size="sm">
              {learning.t('workload.label')}:{' '}
              {formatWorkload(learning.t, Math.round(data.workload_hours * 60))}
            </Text>
          )}
        </Group>
      </Stack>
      {data.description && <Text style={{ whiteSpace: 'pre-line' }}>{data.description}</Text>}
      <Stack gap="xs" align="flex-start">
        <Button
          component={Link}
          to={coursePath(data.kind, data.id)}
          size="md"
          color={brandColors(settings).fill}
          autoContrast
        >
          {t('course.signInToEnrol')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('course.signInHint')}
        </Text>
      </Stack>
      <Outline course={data} />
    </Stack>
  );
}
