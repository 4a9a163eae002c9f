import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Forbidden, isForbidden } from '../../../app/staff/Forbidden.tsx';
import { CategoriesEditor } from '../../../ui/CategoriesEditor.tsx';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { useEditorCategories } from '../categoriesApi.ts';
import { useContentTranslation } from '../i18n.ts';
import { useCategoryLabels } from './categoryLabels.ts';

/**
 * Staff: /admin/news/categories and /admin/faq/categories (docs/content.md "Categories"): a list's categories for its
 * editors, the outcome of each change announced, the server's 403 shown as the forbidden message.
 */
export function CategoriesPage({ list }: { list: 'news' | 'faq' }) {
  const { t } = useContentTranslation();
  const shell = useTranslation();
  const { query, actions } = useEditorCategories(list);
  const labels = useCategoryLabels();
  const [note, setNote] = useState<string | null>(null);
  const title = t(`categories.${list}Title`);
  const back = (
    <Anchor component={Link} to={`/admin/${list}`}>
      {t('categories.back')}
    </Anchor>
  );
  if (query.isError && isForbidden(query.error))
    return (
      <Stack gap="lg">
        <DocumentTitle title={title} />
        <Title order={1}>{title}</Title>
        <Forbidden error={query.error} />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      {back}
      <CategoriesEditor
        title={title}
        headingOrder={1}
        headingId={`${list}-categories-title`}
        countLabel={t(`categories.${list}Count`)}
        empty={t(`categories.${list}Empty`)}
        deleteBody={(name) => t(`categories.${list}Delete`, { name })}
        query={query}
        actions={actions}
        onNote={setNote}
        labels={labels}
      />
      <div aria-live="polite">
        {note && (
          <Alert
            color="green"
            variant="light"
            withCloseButton
            closeButtonLabel={shell.t('common.close')}
            onClose={() => setNote(null)}
          >
            {note}
          </Alert>
        )}
      </div>
    </Stack>
  );
}

/** The route components. */
export const NewsCategoriesPage = () => <CategoriesPage list="news" />;
export const FaqCategoriesPage = () => <CategoriesPage list="faq" />;
