import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import type { AdminLibraryCategory } from '@elevar/contract';
import { Button, Checkbox, Group, List, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../api/errors.ts';
import { percentOf, type UploadItem, useChunkedUploads } from '../../../../api/useChunkedUpload.ts';
import { errorMessage } from '../../../../ui/errorMessage.ts';
import { libraryUpload, useLibraryEditing } from '../api.ts';
import { useLibraryTranslation } from '../i18n.ts';

/** A refusal of the file itself (its size, its content, its category): sending it again changes nothing. */
const isRefusal = (error: unknown) => isApiError(error) && [400, 403, 413, 422].includes(error.status);

/** Bytes of a file sent so far. */
function sentOf(item: UploadItem): number {
  const { state } = item;
  if (state.status === 'done') return state.file.size;
  return state.status === 'idle' ? 0 : state.sent;
}

/**
 * Several files uploaded to one category, one after the other, published at once or left to the editors (the
 * switch, on by default), each straight to the file store through the one upload path (`api/useChunkedUpload.ts`)
 * and checked by the server on completion (its content must match its extension): a progress bar over the bytes of
 * all the files, its step said politely, and a progress bar per file with its outcome (uploaded, or the server's
 * reason in the user's language); a file whose sending broke off resumes from the chunks the server holds.
 */
export function BulkUpload({ categories }: { categories: readonly AdminLibraryCategory[] }) {
  const { t } = useLibraryTranslation();
  const editing = useLibraryEditing();
  const uploads = useChunkedUploads();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const [categoryId, setCategoryId] = useState('');
  const [published, setPublished] = useState(true);
  /** Chosen files that were not sent (empty ones), with the reason. */
  const [skipped, setSkipped] = useState<string[]>([]);
  const { items } = uploads;
  const busy = items.some((item) => item.state.status === 'waiting' || item.state.status === 'uploading');
  const chosen = categoryId || String(categories[0]?.id ?? '');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    const category = Number(chosen);
    if (files.length === 0 || !category) {
      input.current?.focus();
      return;
    }
    uploads.cancel();
    setSkipped(files.filter((file) => file.size === 0).map((file) => file.name));
    const target = libraryUpload(category, published);
    const sending = uploads.add(files.filter((file) => file.size > 0).map((file) => ({ file, target })));
    if (input.current) input.current.value = '';
    await sending;
    void editing.refresh();
  };

  const resume = async (id: number) => {
    await uploads.retry(id);
    void editing.refresh();
  };

  const total = items.length + skipped.length;
  const settled = items.filter((item) => item.state.status === 'done' || item.state.status === 'failed');
  const ok = items.filter((item) => item.state.status === 'done').length;
  const bytes = items.reduce((sum, item) => sum + sizeOf(item), 0);
  const sent = items.reduce((sum, item) => sum + sentOf(item), 0);
  const percent = total === 0 ? 0 : Math.round((bytes === 0 ? settled.length / total : sent / bytes) * 100);
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
      {total > 0 && (
        <Stack gap="xs">
          <Progress value={percent} aria-label={t('admin.progress')} size="lg" animated={busy} />
          <Text size="sm" aria-live="polite">
            {busy
              ? t('admin.uploading', { done: settled.length + skipped.length, total })
              : t('admin.uploadDone', { ok, total })}
          </Text>
          <List size="sm" spacing={6} listStyleType="none">
            {items.map((item) => (
              <FileRow key={item.id} item={item} onResume={() => void resume(item.id)} />
            ))}
            {skipped.map((name, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the order is fixed
              <List.Item key={`skipped-${index}`} c="red.8">
                {name}: {t('admin.emptyFile')}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}

/** One file's line: its progress bar and its state, with the server's reason and a resume when it failed. */
function FileRow({ item, onResume }: { item: UploadItem; onResume(): void }) {
  const { t } = useLibraryTranslation();
  const shell = useTranslation();
  const { state } = item;
  const name = nameOf(item);
  const status =
    state.status === 'done'
      ? t('admin.uploaded')
      : state.status === 'failed'
        ? errorMessage(state.error, shell.t)
        : state.status === 'waiting'
          ? t('admin.waiting')
          : t('admin.sending', { percent: percentOf(state) });
  return (
    <List.Item>
      <Stack gap={4}>
        <Text size="sm" c={state.status === 'failed' ? 'red.8' : undefined}>
          {name}: {status}
        </Text>
        <Progress
          value={percentOf(state)}
          aria-label={t('admin.fileProgress', { name })}
          size="sm"
          color={state.status === 'failed' ? 'red' : undefined}
        />
        {state.status === 'failed' && !isRefusal(state.error) && (
          <Group>
            <Button
              size="xs"
              variant="default"
              onClick={onResume}
              aria-label={t('admin.retryFileNamed', { name })}
            >
              {t('admin.retryFile')}
            </Button>
          </Group>
        )}
      </Stack>
    </List.Item>
  );
}

/** A file's name, whatever its state. */
function nameOf(item: UploadItem): string {
  const { state } = item;
  if (state.status === 'done') return state.file.name;
  return state.status === 'idle' ? '' : state.name;
}

/** A file's bytes, whatever its state. */
function sizeOf(item: UploadItem): number {
  const { state } = item;
  if (state.status === 'done') return state.file.size;
  return state.status === 'idle' ? 0 : state.size;
}
