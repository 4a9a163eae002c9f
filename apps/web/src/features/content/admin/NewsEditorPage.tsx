import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Switch.css';
import { type LanguageCode, NEWS_BODY_MAX_LENGTH } from '@elevar/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileInput,
  Group,
  Image,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/errors.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { dayParam } from '../../../ui/days.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { type FormErrors, useForm } from '../../../ui/useForm.ts';
import { useAdminNewsArticle, useNewsCategories, useNewsEditing } from '../api.ts';
import { VersionTabs } from '../components/VersionTabs.tsx';
import { useContentTranslation } from '../i18n.ts';
import { hasVersion, isPublishTime, type NewsFormValues, newsFormValues, newsRequest } from './newsForm.ts';

const FIELDS = ['versions', 'category_id', 'publish_at', 'expires_at'] as const;

type Article = NonNullable<ReturnType<typeof useAdminNewsArticle>['data']>;

/**
 * The form of an article: texts per language in tabs, category, publication time (a future one schedules it), pin
 * and expiry; saved as a whole.
 */
function NewsForm({
  article,
  onSaved,
}: {
  article: Article | undefined;
  onSaved(article: Article, note: string): void;
}) {
  const { t } = useContentTranslation();
  const categories = useNewsCategories();
  const editing = useNewsEditing();
  const [tab, setTab] = useState<LanguageCode>('pt-BR');
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<NewsFormValues>({
    initialValues: () => newsFormValues(article),
    fields: FIELDS,
    validate: (values) => {
      const errors: FormErrors = {};
      if (!hasVersion(values)) errors.versions = { message: t('admin.titleRequired') };
      if (values.publishAt && !isPublishTime(values.publishAt)) errors.publish_at = { code: 'date.invalid' };
      if (values.expires && !dayParam(values.expires)) errors.expires_at = { code: 'date.invalid' };
      return errors;
    },
    focusTarget: (field) => (field === 'versions' ? 'title-pt-BR' : field),
  });
  const { reset } = form;
  useEffect(() => {
    if (article) reset(newsFormValues(article));
  }, [article, reset]);

  const setVersion = (code: LanguageCode, field: 'title' | 'summary' | 'body', value: string) =>
    form.setValue('versions', {
      ...form.values.versions,
      [code]: { ...form.values.versions[code], [field]: value },
    });

  const submit = form.onSubmit((values) => {
    setFailure(null);
    const body = newsRequest(values, newsFormValues(article));
    const done = {
      onSuccess: (saved: Article) => onSaved(saved, t(article ? 'admin.saved' : 'admin.created')),
      onError: (error: unknown) => {
        const found: FormErrors = {};
        if (isApiError(error))
          for (const detail of error.details)
            if ((FIELDS as readonly string[]).includes(detail.field))
              found[detail.field] ??= { message: detail.message };
        form.setErrors(found);
        setFailure(Object.keys(found).length > 0 ? null : error);
      },
    };
    if (article) editing.update.mutate({ id: article.id, body }, done);
    else editing.create.mutate(body, done);
  });
  const saving = editing.create.isPending || editing.update.isPending;

  return (
    <form onSubmit={submit} noValidate ref={form.formRef}>
      <Stack gap="md">
        <VersionTabs
          value={tab}
          onTab={setTab}
          versions={form.values.versions}
          onChange={setVersion}
          error={form.error('versions')}
          bodyMaxLength={NEWS_BODY_MAX_LENGTH}
        />
        <Select
          name="category_id"
          label={t('news.category')}
          data={[
            { value: '', label: t('admin.categoryNone') },
            ...(categories.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          value={form.values.category}
          onChange={(value) => form.setValue('category', value ?? '')}
          allowDeselect={false}
          error={form.error('category_id')}
        />
        <TextInput
          type="datetime-local"
          name="publish_at"
          label={t('admin.scheduleAt')}
          description={t('admin.scheduleHint')}
          value={form.values.publishAt}
          onChange={(event) => form.setValue('publishAt', event.currentTarget.value)}
          error={form.error('publish_at')}
        />
        <DateInput
          name="expires_at"
          label={t('admin.expiresAt')}
          value={form.values.expires}
          onChange={(value) => form.setValue('expires', value)}
          error={form.error('expires_at')}
        />
        <Switch
          label={t('admin.pinned')}
          checked={form.values.pinned}
          onChange={(event) => form.setValue('pinned', event.currentTarget.checked)}
        />
        {failure !== null && <ErrorAlert error={failure} />}
        <Group>
          <Button type="submit" loading={saving}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The cover: the current one, an upload checked by the server, a removal. */
function CoverPanel({ article, onDone }: { article: Article; onDone(note: string): void }) {
  const { t } = useContentTranslation();
  const editing = useNewsEditing();
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="news-cover">
      <Title order={2} size="h4" id="news-cover">
        {t('admin.cover')}
      </Title>
      {article.cover_url && <Image src={article.cover_url} alt={t('admin.coverAlt')} maw={360} radius="sm" />}
      <FileInput
        label={t('admin.coverUpload')}
        description={t('admin.coverHint')}
        accept="image/png,image/jpeg,image/webp,image/gif"
        value={null}
        disabled={editing.setCover.isPending}
        onChange={(file) => {
          if (!file) return;
          setFailure(null);
          editing.setCover.mutate(
            { id: article.id, file },
            { onSuccess: () => onDone(t('admin.coverSaved')), onError: setFailure },
          );
        }}
      />
      {article.cover_url && (
        <Button
          variant="default"
          style={{ alignSelf: 'flex-start' }}
          loading={editing.removeCover.isPending}
          onClick={() =>
            editing.removeCover.mutate(article.id, { onSuccess: () => onDone(t('admin.coverRemoved')) })
          }
        >
          {t('admin.coverRemove')}
        </Button>
      )}
      {failure !== null && <ErrorAlert error={failure} />}
    </Stack>
  );
}

/**
 * Staff: /admin/news/new and /admin/news/:id (docs/content.md): an article's texts per language, category, pin and
 * expiry; once saved its cover, publication (publish now / unpublish) and deletion after a confirmation.
 */
export function NewsEditorPage() {
  const { t } = useContentTranslation();
  const navigate = useNavigate();
  const param = useParams().id;
  const id = param ? Number(param) : null;
  const article = useAdminNewsArticle(id);
  const editing = useNewsEditing();
  const [note, setNote] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const title = t(id === null ? 'admin.new' : 'admin.edit');

  const body = () => {
    if (id !== null && article.isPending) return <ListLoader />;
    if (id !== null && article.isError)
      return <ListError error={article.error} onRetry={() => void article.refetch()} />;
    const current = article.data;
    return (
      <Stack gap="xl">
        {current && (
          <Group gap="sm">
            <Badge variant="light">{t(`admin.states.${current.state}`)}</Badge>
            {current.state === 'published' ? (
              <Button
                variant="default"
                loading={editing.unpublish.isPending}
                onClick={() =>
                  editing.unpublish.mutate(current.id, { onSuccess: () => setNote(t('admin.unpublished')) })
                }
              >
                {t('admin.unpublish')}
              </Button>
            ) : (
              <Button
                loading={editing.publish.isPending}
                onClick={() =>
                  editing.publish.mutate(current.id, { onSuccess: () => setNote(t('admin.published')) })
                }
              >
                {t('admin.publish')}
              </Button>
            )}
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              {t('admin.delete')}
            </Button>
          </Group>
        )}
        <NewsForm
          key={current?.id ?? 'new'}
          article={current}
          onSaved={(saved, message) => {
            setNote(message);
            if (!current) navigate(`/admin/news/${saved.id}`, { replace: true });
          }}
        />
        {current && <CoverPanel article={current} onDone={setNote} />}
        {current && (
          <ConfirmDialog
            opened={confirming}
            onClose={() => setConfirming(false)}
            title={t('admin.deleteTitle')}
            confirmLabel={t('admin.delete')}
            color="red"
            loading={editing.remove.isPending}
            onConfirm={() =>
              editing.remove.mutate(current.id, {
                onSuccess: () =>
                  navigate('/admin/news', { replace: true, state: { note: t('admin.deleted') } }),
              })
            }
          >
            <Text>{t('admin.deleteBody', { title: current.title })}</Text>
          </ConfirmDialog>
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Anchor component={Link} to="/admin/news">
        {t('admin.title')}
      </Anchor>
      <Title order={1}>{title}</Title>
      <div aria-live="polite">
        {note && (
          <Alert color="green" variant="light">
            {note}
          </Alert>
        )}
      </div>
      {body()}
    </Stack>
  );
}
