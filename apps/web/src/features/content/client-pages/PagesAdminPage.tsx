import '@mantine/core/styles/Card.css';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { useContentTranslation } from '../i18n.ts';
import { useAdminPages } from './api.ts';
import { PAGE_TITLE_KEYS, pagePath } from './labels.ts';

/**
 * Staff: /admin/pages (docs/content.md "Pages"): the client's own pages, each with its title, the languages written
 * and its last save, to edit or to open as members see it. Two pages, so one card each on every screen size.
 */
export function PagesAdminPage() {
  const { t } = useContentTranslation();
  const pages = useAdminPages();
  const body = () => {
    if (pages.isPending) return <ListLoader />;
    if (pages.isError) return <ListError error={pages.error} onRetry={() => void pages.refetch()} />;
    return (
      <Stack gap="sm">
        {pages.data.results.map((page) => {
          const name = t(PAGE_TITLE_KEYS[page.slug]);
          return (
            <Card key={page.slug} withBorder component="article" aria-label={name}>
              <Stack gap={6}>
                <Title order={2} size="h4">
                  {name}
                </Title>
                <Text>{page.title ?? t('pages.notWrittenShort')}</Text>
                {page.updated_at && !page.published && <Text size="sm">{t('pages.unpublishedState')}</Text>}
                {page.languages.length > 0 && (
                  <Text size="sm">
                    {t('admin.columns.languages')}:{' '}
                    {page.languages.map((code) => t(`admin.languages.${code}`)).join(', ')}
                  </Text>
                )}
                {page.updated_at && (
                  <Text size="sm" c="dimmed">
                    {t('pages.updatedAt')} <FormattedDate value={page.updated_at} />
                  </Text>
                )}
                <Group gap="md">
                  <Anchor
                    component={Link}
                    to={`/admin/pages/${page.slug}`}
                    aria-label={t('admin.editRow', { title: name })}
                  >
                    {t('admin.edit')}
                  </Anchor>
                  {page.title && (
                    <Anchor component={Link} to={pagePath(page.slug)}>
                      {t('pages.view')}
                    </Anchor>
                  )}
                </Group>
              </Stack>
            </Card>
          );
        })}
      </Stack>
    );
  };
  return (
    <Stack gap="lg">
      <DocumentTitle title={t('pages.adminTitle')} />
      <Title order={1}>{t('pages.adminTitle')}</Title>
      <Text c="dimmed">{t('pages.adminIntro')}</Text>
      {body()}
    </Stack>
  );
}
