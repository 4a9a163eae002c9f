import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import type { AdminLibraryCategory } from '@elevar/contract';
import { Button, Checkbox, Group, List, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../ui/errorMessage.ts';
import { useLibraryEditing } from '../api.ts';
import { useLibraryTranslation } from '../i18n.ts';

interface Outcome {
  name: string;
  /** null: uploaded; else the server's refusal in the user's language. */
  error: string | null;
}

type UploadRun = {
  total: number;
  done: number;
  bytes: number;
  sent: number;
  outcomes: Outcome[];
  over: boolean;
};

/**
 * Several files uploaded to one category, one after the other, published at once or left to the editors (the
 * switch, on by default), each checked by the server (its content must match its extension): a progress bar over the bytes of the files done, its step said politely, and each file's outcome
 * (uploaded, or the server's reason) listed at the end.
 */
export function BulkUpload({ categories }: { categories: readonly AdminLibraryCategory[] }) {
  const { t } = useLibraryTranslation();
  const shell = useTranslation();
  const editing = useLibraryEditing();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const [categoryId, setCategoryId] = useState('');
  const [published, setPublished] = useState(true);
  const [run, setRun] = useState<UploadRun | null>(null);
  const busy = run !== null && !run.over;
  const chosen = categoryId || String(categories[0]?.id ?? '');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    const category = Number(chosen);
    if (files.length === 0 || !category) {
      input.current?.focus();
      return;
    }
    const bytes = files.reduce((sum, f) => sum + f.size, 0);
    let state: UploadRun = { total: files.length, done: 0, bytes, sent: 0, outcomes: [], over: false };
    setRun(state);
    for (const file of files) {
      let error: string | null = null;
      try {
        await editing.upload(category, file, published);
      } catch (failure) {
        error = errorMessage(failure, shell.t);
      }
      state = {
        ...state,
        done: state.done + 1,
        sent: state.sent + file.size,
        outcomes: [...state.outcomes, { name: file.name, error }],
      };
      setRun(state);
    }
    setRun({ ...state, over: true });
    if (input.current) input.current.value = '';
    void editing.refresh();
  };

  const percent = run ? Math.round((run.bytes === 0 ? run.done / run.total : run.sent / run.bytes) * 100) : 0;
  const ok = run?.outcomes.filter((o) => o.error === null).length ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="library-upload-title">
      <Title order={2} size="h3" id="library-upload-title">
        {t('admin.upload')}
      </Title>
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              label={t('admin.uploadCategory')}
              data={categories.map((c) => ({ value: String(c.id), label: c.name }))}
              value={chosen}
              onChange={(event) => setCategoryId(event.currentTarget.value)}
              disabled={busy}
            />
            <Stack gap={4}>
              <Text component="label" htmlFor={inputId} size="sm" fw={500}>
                {t('admin.chooseFiles')}
              </Text>
              <input
                ref={input}
                id={inputId}
                type="file"
                multiple
                aria-describedby={hintId}
                disabled={busy}
              />
            </Stack>
            <Button type="submit" loading={busy}>
              {t('admin.send')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" id={hintId}>
            {t('admin.uploadHint')}
          </Text>
          <Checkbox
            label={t('publication.uploadPublished')}
            description={t('publication.uploadPublishedHint')}
            checked={published}
            onChange={(event) => setPublished(event.currentTarget.checked)}
            disabled={busy}
          />
        </Stack>
      </form>
      {run && (
        <Stack gap="xs">
          <Progress value={percent} aria-label={t('admin.progress')} size="lg" animated={busy} />
          <Text size="sm" aria-live="polite">
            {run.over
              ? t('admin.uploadDone', { ok, total: run.total })
              : t('admin.uploading', { done: run.done, total: run.total })}
          </Text>
          {run.outcomes.length > 0 && (
            <List size="sm" spacing={2}>
              {run.outcomes.map((outcome, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the order is fixed
                <List.Item key={index} c={outcome.error ? 'red.8' : undefined}>
                  {outcome.name}: {outcome.error ?? t('admin.uploaded')}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      )}
    </Stack>
  );
}
