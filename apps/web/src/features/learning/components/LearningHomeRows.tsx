import type { CourseCard as Course } from '@elevar/contract';
import { Anchor, Group, ScrollArea, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ListError } from '../../../ui/ListState.tsx';
import { useLearningHome } from '../api.ts';
import { useLearningTranslation } from '../i18n.ts';
import { CourseCard } from './CourseCard.tsx';

function Row({ id, title, courses }: { id: string; title: string; courses: Course[] }) {
  if (courses.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      <ScrollArea type="auto" offsetScrollbars>
        <Group
          component="ul"
          gap="md"
          wrap="nowrap"
          align="stretch"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {courses.map((course) => (
            <li key={course.id} style={{ width: 280, flex: '0 0 auto' }}>
              <CourseCard course={course} />
            </li>
          ))}
        </Group>
      </ScrollArea>
    </section>
  );
}

/**
 * The home's learning rows (issue 12): "continue where you left off" (courses in progress, most recent first) and
 * "new for you" (published in the last 30 days, not started). Nothing while loading or when both are empty; the
 * host loads the `learning` namespace first (learningNamespace).
 */
export function LearningHomeRows() {
  const { t } = useLearningTranslation();
  const home = useLearningHome();
  if (home.isPending) return null;
  if (home.isError) return <ListError error={home.error} onRetry={() => void home.refetch()} />;
  const { continue: inProgress, new: recent } = home.data;
  if (inProgress.length === 0 && recent.length === 0) return null;
  return (
    <Stack gap="lg">
      <Row id="learning-home-continue" title={t('home.continue')} courses={inProgress} />
      <Row id="learning-home-new" title={t('home.new')} courses={recent} />
      <Anchor component={Link} to="/online-courses">
        {t('home.seeAll')}
      </Anchor>
    </Stack>
  );
}
