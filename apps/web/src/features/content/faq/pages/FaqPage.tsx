import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Typography.css';
import { Accordion, Chip, Group, Stack, Title, Typography } from '@mantine/core';
import { positiveInt, useListParams } from '../../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../../ui/DocumentTitle.tsx';
import { EmptyList, QueryList } from '../../../../ui/ListState.tsx';
import { SearchFilters } from '../../components/SearchFilters.tsx';
import { useFaq } from '../api.ts';
import { useFaqTranslation } from '../i18n.ts';

/**
 * Route /faq (SPEC §2): the client's questions in the user's language, by category; a category filter that applies
 * at once, a search of questions and answers (accents ignored) sent with its button, both in the URL; each answer
 * in an accordion. Empty and no-results states say which they are.
 */
export function FaqPage() {
  const { t } = useFaqTranslation();
  const { params, update } = useListParams();
  const category = positiveInt(params.get('category'));
  const search = params.get('search') ?? '';
  const faq = useFaq({ ...(category ? { category } : {}), ...(search ? { search } : {}) });
  const title = t('faq.title');
  const categories = faq.data?.categories ?? [];

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Title order={1}>{title}</Title>
      <SearchFilters label={t('faq.search')} search={search} onSearch={(next) => update({ search: next })} />
      {categories.length > 0 && (
        <Chip.Group
          value={category ? String(category) : 'all'}
          onChange={(value) => update({ category: value === 'all' ? '' : value })}
        >
          <Group gap="xs" role="group" aria-label={t('faq.categories')}>
            <Chip value="all">{t('faq.allCategories')}</Chip>
            {categories.map((c) => (
              <Chip key={c.id} value={String(c.id)}>
                {c.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      <div aria-live="polite" aria-busy={faq.isFetching}>
        <QueryList
          query={faq}
          empty={<EmptyList>{category || search ? t('faq.noResults') : t('faq.empty')}</EmptyList>}
        >
          {(data) => (
            <Stack gap="lg" lang={data.language}>
              {data.categories
                .map((c) => ({ ...c, entries: data.results.filter((e) => e.category_id === c.id) }))
                .filter((c) => c.entries.length > 0)
                .map((c) => (
                  <section key={c.id} aria-labelledby={`faq-category-${c.id}`}>
                    <Title order={2} size="h3" id={`faq-category-${c.id}`} mb="xs">
                      {c.name}
                    </Title>
                    <Accordion variant="separated" chevronPosition="right">
                      {c.entries.map((entry) => (
                        <Accordion.Item key={entry.id} value={String(entry.id)}>
                          <Accordion.Control>{entry.question}</Accordion.Control>
                          <Accordion.Panel>
                            <Typography>
                              {/* sanitized on the server with its allow-list (docs/content.md) */}
                              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed HTML */}
                              <div dangerouslySetInnerHTML={{ __html: entry.answer }} />
                            </Typography>
                          </Accordion.Panel>
                        </Accordion.Item>
                      ))}
                    </Accordion>
                  </section>
                ))}
            </Stack>
          )}
        </QueryList>
      </div>
    </Stack>
  );
}
