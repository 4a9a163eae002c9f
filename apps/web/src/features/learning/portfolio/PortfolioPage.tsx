import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ListError } from '../../../ui/ListState.tsx';
import { brandColors, useBranding } from '../../tenancy/index.ts';
import { usePortfolio } from './api.ts';
import { usePortfolioTranslation } from './i18n.ts';
import { PortfolioCard } from './PortfolioCard.tsx';
import { SIGN_IN_PATH } from './paths.ts';

const GRID = { base: 1, sm: 2, lg: 3 };

function ShowcaseSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={GRID} aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1, 2].map((key) => (
        <Card key={key} withBorder padding="md" radius="md">
          <Skeleton h={16} w="70%" mb="xs" />
          <Skeleton h={12} mb="xs" />
          <Skeleton h={12} w="40%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The showcase's cards with their states: loading, empty or off (the client shows none), failed, more to load. */
function Showcase() {
  const { t } = usePortfolioTranslation();
  const showcase = usePortfolio();
  const cards = showcase.data?.pages.flatMap((page) => page.results) ?? [];
  if (showcase.isPending) return <ShowcaseSkeleton />;
  // 404: this client shows no portfolio (its setting is off); nothing to retry
  if (showcase.isError && isApiError(showcase.error) && showcase.error.status === 404)
    return <Text c="dimmed">{t('showcase.unavailable')}</Text>;
  if (showcase.isError && cards.length === 0)
    return <ListError error={showcase.error} onRetry={() => void showcase.refetch()} />;
  if (cards.length === 0) return <Text c="dimmed">{t('showcase.empty')}</Text>;
  return (
    <Stack gap="md">
      <SimpleGrid cols={GRID} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {cards.map((course) => (
          <li key={course.id}>
            <PortfolioCard course={course} />
          </li>
        ))}
      </SimpleGrid>
      {showcase.isFetchNextPageError && (
        <ListError error={showcase.error} onRetry={() => void showcase.fetchNextPage()} />
      )}
      {showcase.hasNextPage && !showcase.isFetchNextPageError && (
        <Group justify="center">
          <Button
            variant="default"
            loading={showcase.isFetchingNextPage}
            onClick={() => void showcase.fetchNextPage()}
          >
            {t('showcase.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The public showcase (SPEC §2 portfolio area), shown instead of the login when portfolio_enabled is on. */
export function PortfolioPage() {
  const { t } = usePortfolioTranslation();
  const shell = useTranslation();
  const { clientName, settings } = useBranding();
  const name = clientName ?? shell.t('app.name');
  return (
    <Stack gap="xl">
      <DocumentTitle title={t('showcase.documentTitle', { name })} />
      <Stack gap="md" maw={720}>
        <Title order={1}>{t('showcase.heading', { name })}</Title>
        <Text size="lg">{t('showcase.intro')}</Text>
        <div>
          <Button
            component={Link}
            to={SIGN_IN_PATH}
            size="md"
            color={brandColors(settings).fill}
            autoContrast
          >
            {shell.t('common.signIn')}
          </Button>
        </div>
      </Stack>
      <Stack gap="md" component="section" aria-labelledby="portfolio-courses">
        <Title order={2} id="portfolio-courses">
          {t('showcase.coursesHeading')}
        </Title>
        <Showcase />
      </Stack>
    </Stack>
  );
}
