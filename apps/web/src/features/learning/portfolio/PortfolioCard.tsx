import type { PortfolioCard as Card } from '@elevar/contract';
import { Anchor, Badge, Group, Image, Card as MantineCard, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatWorkload, useLearningTranslation } from '../i18n.ts';
import { usePortfolioTranslation } from './i18n.ts';
import { portfolioCoursePath } from './paths.ts';

/** A showcase card: cover, title (the link to the course's page), kind, summary and workload. */
export function PortfolioCard({ course }: { course: Card }) {
  const { t } = usePortfolioTranslation();
  const learning = useLearningTranslation();
  return (
    <MantineCard withBorder padding="md" radius="md" h="100%">
      {course.cover_url && (
        <MantineCard.Section>
          <Image src={course.cover_url} alt="" h={140} fit="cover" />
        </MantineCard.Section>
      )}
      <Stack gap="xs" mt={course.cover_url ? 'sm' : 0}>
        <Anchor component={Link} to={portfolioCoursePath(course.slug)} fw={600} c="inherit">
          <h3 style={{ margin: 0, fontSize: 'inherit' }}>{course.title}</h3>
        </Anchor>
        {course.summary && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {course.summary}
          </Text>
        )}
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t(`courseKinds.${course.kind}`)}
          </Badge>
          {course.workload_hours > 0 && (
            <Text size="sm">{formatWorkload(learning.t, Math.round(course.workload_hours * 60))}</Text>
          )}
        </Group>
      </Stack>
    </MantineCard>
  );
}
