import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Typography.css';
import type { AdminFaqEntry, FaqCategory } from '@elevar/contract';
import { FAQ_ANSWER_MAX_LENGTH, LANGUAGE_CODES, type LanguageCode } from '@elevar/domain';
import {
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Typography,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaffListPage } from '../../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../../app/staff/useListParams.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { RichTextEditor } from '../../../../ui/RichTextEditor.tsx';
import { BodyPreview } from '../../components/BodyPreview.tsx';
import { useAdminFaq, useFaqEditing } from '../api.ts';
import { type FaqT, useFaqTranslation } from '../i18n.ts';

const PAGE_SIZE = 100;
const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  'pt-BR': 'Português (Brasil)',
  'en-US': 'English (US)',
  'es-ES': 'Español',
  'fr-FR': 'Français',
};

interface Draft {
  id: number | null;
  category_id: string;
  question: string;
  answer: string;
  published: boolean;
}

const blank = (categories: readonly FaqCategory[]): Draft => ({
  id: null,
  category_id: categories[0] ? String(categories[0].id) : '',
  question: '',
  answer: '',
  published: false,
});

/** A form's save and cancel buttons. */
function FormActions({ saving, onCancel }: { saving: boolean; onCancel(): void }) {
  const { t } = useFaqTranslation();
  return (
    <Group>
      <Button type="submit" loading={saving}>
        {t('admin.save')}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('admin.cancel')}
      </Button>
    </Group>
  );
}

/**
 * The form of one question: category, question, answer (the rich-text editor: HTML kept to the server's allow-list)
 * with its preview before saving, published.
 */
function EntryForm({
  draft,
  language,
  categories,
  onDone,
}: {
  draft: Draft;
  language: LanguageCode;
  categories: readonly FaqCategory[];
  onDone(note: string): void;
}) {
  const { t } = useFaqTranslation();
  const editing = useFaqEditing();
  const [values, setValues] = useState(draft);
  const [failure, setFailure] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);
  const saving = editing.create.isPending || editing.update.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!values.question.trim() || !values.category_id) {
      setMissing(true);
      return;
    }
    const body = {
      category_id: Number(values.category_id),
      question: values.question,
      answer: values.answer,
      published: values.published,
    };
    const callbacks = {
      onSuccess: () => onDone(t(values.id ? 'admin.saved' : 'admin.created')),
      onError: setFailure,
    };
    if (values.id === null) editing.create.mutate({ ...body, language }, callbacks);
    else editing.update.mutate({ id: values.id, body }, callbacks);
  };

  return (
    <Card
      withBorder
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t(values.id ? 'admin.editTitle' : 'admin.new')}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(values.id ? 'admin.editTitle' : 'admin.new')}
        </Title>
        {failure !== null && <ErrorAlert error={failure} />}
        <NativeSelect
          label={t('admin.category')}
          data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
          value={values.category_id}
          onChange={(event) => setValues({ ...values, category_id: event.currentTarget.value })}
        />
        <TextInput
          label={t('admin.question')}
          required
          maxLength={256}
          value={values.question}
          error={missing && !values.question.trim() ? t('admin.questionRequired') : undefined}
          onChange={(event) => setValues({ ...values, question: event.currentTarget.value })}
          description={t('admin.counter', { count: values.question.length, max: 256 })}
        />
        <RichTextEditor
          label={t('admin.answer')}
          description={t('admin.answerHelp')}
          lang={language}
          withSource
          maxLength={FAQ_ANSWER_MAX_LENGTH}
          value={values.answer}
          onChange={(answer) => setValues((current) => ({ ...current, answer }))}
        />
        <BodyPreview html={values.answer} language={language} />
        <Switch
          label={t('admin.published')}
          checked={values.published}
          onChange={(event) => setValues({ ...values, published: event.currentTarget.checked })}
        />
        <FormActions saving={saving} onCancel={() => onDone('')} />
      </Stack>
    </Card>
  );
}

function EntryCard({
  entry,
  t,
  first,
  last,
  onEdit,
  onMove,
  onToggle,
  onDelete,
}: {
  entry: AdminFaqEntry;
  t: FaqT;
  first: boolean;
  last: boolean;
  onEdit(): void;
  onMove(by: -1 | 1): void;
  onToggle(): void;
  onDelete(): void;
}) {
  const [preview, setPreview] = useState(false);
  return (
    <Card withBorder component="article" aria-label={entry.question}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{entry.question}</Text>
          <Badge color={entry.published ? 'green' : 'gray'} variant="light">
            {t(entry.published ? 'admin.statePublished' : 'admin.stateDraft')}
          </Badge>
        </Group>
        {preview && (
          <Typography aria-label={t('admin.previewOf', { question: entry.question })} role="region">
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed HTML, as learners see it */}
            <div dangerouslySetInnerHTML={{ __html: entry.answer }} />
          </Typography>
        )}
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="default" onClick={() => setPreview(!preview)} aria-expanded={preview}>
            {t('admin.preview')}
          </Button>
          <Button size="xs" variant="default" onClick={onEdit}>
            {t('admin.edit')}
          </Button>
          <Button size="xs" variant="default" onClick={onToggle}>
            {t(entry.published ? 'admin.unpublish' : 'admin.publish')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={first}
            onClick={() => onMove(-1)}
            aria-label={t('admin.moveUp', { question: entry.question })}
          >
            ↑
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={t('admin.moveDown', { question: entry.question })}
          >
            ↓
          </Button>
          <Button size="xs" color="red" variant="light" onClick={onDelete}>
            {t('admin.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Staff: /admin/faq (docs/content.md), the client's FAQ in one language at a time for its editors (programme
 * administrators, superusers): add, edit, preview as learners see it, publish or unpublish, order within a
 * category, delete after a confirmation.
 */
export function FaqAdminPage() {
  const { t } = useFaqTranslation();
  const { params, update, page, goToPage } = useListParams();
  const language = (LANGUAGE_CODES as readonly string[]).includes(params.get('language') ?? '')
    ? (params.get('language') as LanguageCode)
    : 'pt-BR';
  const list = useAdminFaq({ language, page, page_size: PAGE_SIZE });
  const editing = useFaqEditing();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<AdminFaqEntry | null>(null);
  const [feedback, setFeedback] = useState('');
  const categories = list.data?.categories ?? [];

  const form = draft && (
    <EntryForm
      key={draft.id ?? 'new'}
      draft={draft}
      language={language}
      categories={categories}
      onDone={(note) => {
        setDraft(null);
        setFeedback(note);
      }}
    />
  );

  const move = (entries: AdminFaqEntry[], index: number, by: -1 | 1) => {
    const ids = entries.map((e) => e.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    editing.reorder.mutate({ ids }, { onSuccess: () => setFeedback(t('admin.reordered')) });
  };

  return (
    <StaffListPage
      title={t('admin.title')}
      actions={
        <Group gap="xs">
          <Button variant="default" component={Link} to="/admin/faq/categories">
            {t('admin.categories')}
          </Button>
          <Button onClick={() => setDraft(blank(categories))} disabled={categories.length === 0}>
            {t('admin.new')}
          </Button>
        </Group>
      }
      filters={
        <NativeSelect
          label={t('admin.language')}
          data={LANGUAGE_CODES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
          value={language}
          onChange={(event) => {
            setDraft(null);
            update({ language: event.currentTarget.value, page: null });
          }}
        />
      }
      feedback={feedback}
      query={list}
      empty={
        <Stack>
          {form}
          <Text>{t('admin.empty')}</Text>
        </Stack>
      }
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
      after={
        <ConfirmDialog
          opened={deleting !== null}
          title={t('admin.deleteTitle')}
          confirmLabel={t('admin.delete')}
          color="red"
          loading={editing.remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            if (!deleting) return;
            editing.remove.mutate(deleting.id, {
              onSuccess: () => setFeedback(t('admin.deleted')),
              onSettled: () => setDeleting(null),
            });
          }}
        >
          <Text>{t('admin.deleteConfirm', { question: deleting?.question ?? '' })}</Text>
        </ConfirmDialog>
      }
    >
      {(data) => (
        <Stack gap="lg" lang={language}>
          {form}
          {data.categories.map((category) => {
            const entries = data.results.filter((e) => e.category_id === category.id);
            if (entries.length === 0) return null;
            return (
              <section key={category.id} aria-labelledby={`faq-admin-${category.id}`}>
                <Title order={2} size="h4" id={`faq-admin-${category.id}`} mb="xs">
                  {category.name}
                </Title>
                <Stack gap="sm">
                  {entries.map((entry, index) => (
                    <EntryCard
                      key={entry.id}
                      entry={entry}
                      t={t}
                      first={index === 0}
                      last={index === entries.length - 1}
                      onEdit={() =>
                        setDraft({
                          id: entry.id,
                          category_id: String(entry.category_id),
                          question: entry.question,
                          answer: entry.answer,
                          published: entry.published,
                        })
                      }
                      onMove={(by) => move(entries, index, by)}
                      onToggle={() =>
                        editing.update.mutate(
                          { id: entry.id, body: { published: !entry.published } },
                          {
                            onSuccess: () =>
                              setFeedback(t(entry.published ? 'admin.unpublished' : 'admin.publishedNote')),
                          },
                        )
                      }
                      onDelete={() => setDeleting(entry)}
                    />
                  ))}
                </Stack>
              </section>
            );
          })}
        </Stack>
      )}
    </StaffListPage>
  );
}
