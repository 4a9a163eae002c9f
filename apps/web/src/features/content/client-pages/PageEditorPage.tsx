import { CLIENT_PAGE_SLUGS, type ClientPageSlug, type SaveClientPageRequest } from '@elevar/contract';
import { CLIENT_PAGE_BODY_MAX_LENGTH, LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { type FormErrors, useForm } from '../../../ui/useForm.ts';
import { VersionTabs } from '../components/VersionTabs.tsx';
import { useContentTranslation } from '../i18n.ts';
import { useAdminPage, usePublishPage, useSavePage } from './api.ts';
import { PAGE_TITLE_KEYS, pagePath } from './labels.ts';

type Versions = Record<LanguageCode, { title: string; body: string }>;
type Page = NonNullable<ReturnType<typeof useAdminPage>['data']>;

const valuesOf = (page?: Page): { versions: Versions } => ({
  versions: Object.fromEntries(
    LANGUAGE_CODES.map((code) => [code, { title: '', body: '', ...(page?.versions[code] ?? {}) }]),
  ) as Versions,
});

/** The request: the languages with a title (the others are removed from the page). */
function requestOf(versions: Versions): SaveClientPageRequest {
  const written: SaveClientPageRequest['versions'] = {};
  for (const code of LANGUAGE_CODES) {
    const version = versions[code];
    if (version.title.trim()) written[code] = { title: version.title.trim(), body: version.body };
  }
  return { versions: written };
}

function PageForm({ slug, page }: { slug: ClientPageSlug; page: Page }) {
  const { t } = useContentTranslation();
  const save = useSavePage(slug);
  const publish = usePublishPage(slug);
  const [tab, setTab] = useState<LanguageCode>('pt-BR');
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<{ versions: Versions }>({
    initialValues: () => valuesOf(page),
    fields: ['versions'],
    validate: (values) => {
      const errors: FormErrors = {};
      if (LANGUAGE_CODES.every((code) => values.versions[code].title.trim() === ''))
        errors.versions = { message: t('admin.titleRequired') };
      return errors;
    },
    focusTarget: () => 'title-pt-BR',
  });
  const { reset } = form;
  useEffect(() => reset(valuesOf(page)), [page, reset]);
  const setVersion = (code: LanguageCode, field: 'title' | 'body', value: string) =>
    form.setValue('versions', {
      ...form.values.versions,
      [code]: { ...form.values.versions[code], [field]: value },
    });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    setNote(null);
    save.mutate(requestOf(values.versions), {
      onSuccess: () => setNote(t('pages.saved')),
      onError: (error) => {
        const detail = isApiError(error) ? error.details.find((d) => d.field === 'versions') : undefined;
        if (detail) form.setErrors({ versions: { message: detail.message } });
        else setFailure(error);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate ref={form.formRef}>
      <Stack gap="md">
        <div aria-live="polite">
          {note && (
            <Alert color="green" variant="light">
              {note}{' '}
              <Anchor component={Link} to={pagePath(slug)}>
                {t('pages.view')}
              </Anchor>
            </Alert>
          )}
        </div>
        {page.updated_at && (
          <Text size="sm" fw={600}>
            {t(page.published ? 'pages.publishedState' : 'pages.unpublishedState')}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t('pages.languagesHint')}
        </Text>
        <VersionTabs
          value={tab}
          onTab={setTab}
          versions={form.values.versions}
          onChange={setVersion}
          error={form.error('versions')}
          bodyMaxLength={CLIENT_PAGE_BODY_MAX_LENGTH}
        />
        {failure !== null && <ErrorAlert error={failure} />}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('admin.save')}
          </Button>
          {page.updated_at && (
            <Button
              variant="default"
              loading={publish.isPending}
              onClick={() => {
                setFailure(null);
                setNote(null);
                publish.mutate(!page.published, {
                  onSuccess: () =>
                    setNote(t(page.published ? 'pages.unpublishedNote' : 'pages.publishedNote')),
                  onError: setFailure,
                });
              }}
            >
              {t(page.published ? 'pages.unpublish' : 'pages.publish')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function isSlug(value: string | undefined): value is ClientPageSlug {
  return CLIENT_PAGE_SLUGS.some((slug) => slug === value);
}

/** Staff: /admin/pages/:slug (docs/content.md "Pages"): a page's title and body per language, saved as a whole. */
export function PageEditorPage() {
  const { t } = useContentTranslation();
  const param = useParams().slug;
  const page = useAdminPage(isSlug(param) ? param : 'hotsite', isSlug(param));
  const name = isSlug(param) ? t(PAGE_TITLE_KEYS[param]) : t('pages.adminTitle');
  const body = () => {
    if (!isSlug(param)) return <Text>{t('pages.unknown')}</Text>;
    if (page.isPending) return <ListLoader />;
    if (page.isError) return <ListError error={page.error} onRetry={() => void page.refetch()} />;
    return <PageForm slug={param} page={page.data} />;
  };
  return (
    <Stack gap="lg">
      <DocumentTitle title={name} />
      <Anchor component={Link} to="/admin/pages">
        {t('pages.adminTitle')}
      </Anchor>
      <Title order={1}>{name}</Title>
      {body()}
    </Stack>
  );
}
