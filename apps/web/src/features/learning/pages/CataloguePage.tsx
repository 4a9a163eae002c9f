import type { CourseKind } from '@elevar/contract';
import { Button, Card, Collapse, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useListParams } from '../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ListError } from '../../../ui/ListState.tsx';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { useCatalogue, useLearningFilters } from '../api.ts';
import { CatalogueFilters } from '../components/CatalogueFilters.tsx';
import { CourseCard } from '../components/CourseCard.tsx';
import { useLearningTranslation } from '../i18n.ts';
import {
  CLEARED,
  type CatalogueFilters as Filters,
  filterParams,
  filtersFromParams,
  hasFilters,
} from '../params.ts';

const GRID = { base: 1, sm: 2, lg: 3 } as const;

function CatalogueSkeleton() {
  const { t } = useLearningTranslation();
  return (
    <div role="status" aria-label={t('catalogue.loading')}>
      <SimpleGrid cols={GRID}>
        {[0, 1, 2, 3, 4, 5].map((key) => (
          <Card key={key} withBorder padding="md" radius="md" aria-hidden="true">
            <Skeleton h={120} mb="sm" />
            <Skeleton h={16} w="70%" mb="xs" />
            <Skeleton h={12} w="40%" />
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}

export interface CataloguePageProps {
  /** Online courses, or podcasts (the same screen over the other kind). */
  kind: CourseKind;
}

/**
 * Routes /online-courses and /podcasts (SPEC §2, §3): search and the list filters, kept in the URL, over the
 * catalogue's keyset pages ("load more").
 */
export function CataloguePage({ kind }: CataloguePageProps) {
  const { t } = useLearningTranslation();
  const isMobile = useIsMobile();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { params, update } = useListParams();
  const filters = filtersFromParams(params);
  const filtered = hasFilters(filters);
  const lists = useLearningFilters();
  const catalogue = useCatalogue(kind, filters);
  const cards = catalogue.data?.pages.flatMap((page) => page.results) ?? [];
  const title = t(`catalogue.title.${kind}`);

  const handleChange = (changes: Partial<Filters>) => update(filterParams(changes));
  const handleClear = () => update(CLEARED);

  const filtersPanel = <CatalogueFilters filters={filters} lists={lists.data} onChange={handleChange} />;

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text>{t(`catalogue.intro.${kind}`)}</Text>
      </Stack>

      <section aria-label={t('filters.heading')}>
        {isMobile ? (
          <Stack gap="sm">
            <Button
              variant="default"
              onClick={() => setFiltersOpen((open) => !open)}
              aria-expanded={filtersOpen}
              aria-controls="catalogue-filters"
              w="fit-content"
            >
              {filtersOpen ? t('filters.hide') : t('filters.show')}
            </Button>
            <Collapse expanded={filtersOpen} id="catalogue-filters">
              {filtersPanel}
            </Collapse>
          </Stack>
        ) : (
          filtersPanel
        )}
        {filtered && (
          <Button variant="subtle" onClick={handleClear} mt="xs" px={0}>
            {t('filters.clear')}
          </Button>
        )}
      </section>

      {catalogue.isPending ? (
        <CatalogueSkeleton />
      ) : catalogue.isError && cards.length === 0 ? (
        <ListError error={catalogue.error} onRetry={() => void catalogue.refetch()} />
      ) : cards.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text>{filtered ? t('catalogue.emptyFiltered') : t('catalogue.empty')}</Text>
          {filtered && (
            <Button variant="default" onClick={handleClear}>
              {t('filters.clear')}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="md" aria-busy={catalogue.isFetching || undefined}>
          <SimpleGrid
            cols={GRID}
            component="ul"
            aria-label={t(`catalogue.listLabel.${kind}`)}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {cards.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} />
              </li>
            ))}
          </SimpleGrid>
          {catalogue.isFetchNextPageError && (
            <ListError error={catalogue.error} onRetry={() => void catalogue.fetchNextPage()} />
          )}
          {catalogue.hasNextPage && !catalogue.isFetchNextPageError && (
            <Group justify="center">
              <Button
                variant="default"
                onClick={() => void catalogue.fetchNextPage()}
                loading={catalogue.isFetchingNextPage}
              >
                {t('catalogue.loadMore')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
