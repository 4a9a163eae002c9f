import '@mantine/core/styles/Progress.css';
import { type CompletedUpload, UPLOAD_MAX_BYTES, type UploadKind } from '@elevar/contract';
import { Button, FileButton, Group, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useChunkedUpload } from '../../../../api/useChunkedUpload.ts';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useAuthoringTranslation } from '../i18n.ts';
import { learningUpload, UPLOAD_ACCEPT } from '../uploads.ts';

export interface UploadFieldProps {
  kind: UploadKind;
  /** The stored file, once the upload completed (its URL goes into the activity). */
  onUploaded(file: CompletedUpload): void;
  /** The file chosen, before it is sent (to read a medium's length from it). */
  onChosen?(file: File): void;
  disabled?: boolean;
}

/** Megabytes, for the limit shown. */
function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}

/**
 * A file sent through the chunked upload path: a progress bar, the percent said politely every quarter (not every
 * chunk, which would drown a screen reader), and on failure the server's reason with a retry that resumes.
 */
export function UploadField({ kind, onUploaded, onChosen, disabled = false }: UploadFieldProps) {
  const { t } = useAuthoringTranslation();
  const upload = useChunkedUpload({
    onDone: (file) => {
      if (file.purpose !== 'library_file') onUploaded(file);
    },
  });
  const { state, percent } = upload;
  const running = state.status === 'uploading' || state.status === 'waiting';
  const name = state.status === 'done' ? state.file.name : state.status === 'idle' ? '' : state.name;
  const announced = state.status === 'uploading' ? Math.floor(percent / 25) * 25 : null;

  return (
    <Stack gap={6}>
      <Group gap="sm" align="center">
        <FileButton
          accept={UPLOAD_ACCEPT[kind]}
          disabled={disabled || running}
          onChange={(file) => {
            if (!file) return;
            onChosen?.(file);
            upload.start(file, learningUpload(kind));
          }}
        >
          {(props) => (
            <Button {...props} variant="default" size="sm" disabled={disabled || running}>
              {t('upload.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="gray.7">
          {t('upload.limit', { size: megabytes(UPLOAD_MAX_BYTES[kind]) })}
        </Text>
      </Group>
      {(running || state.status === 'failed') && (
        <Stack gap={4}>
          <Text size="sm">{t('upload.progress', { name, percent })}</Text>
          <Progress value={percent} aria-label={t('upload.progressLabel', { name })} size="md" />
        </Stack>
      )}
      <div aria-live="polite" aria-atomic="true">
        {announced !== null && (
          <VisuallyHidden>{t('upload.announced', { percent: announced })}</VisuallyHidden>
        )}
        {state.status === 'done' && (
          <Text size="sm" c="teal.9">
            {t('upload.done', { name })}
          </Text>
        )}
      </div>
      {state.status === 'failed' && (
        <Stack gap="xs">
          <ErrorAlert error={state.error} title={t('upload.failed', { name })} />
          <Group gap="sm">
            <Button size="xs" onClick={upload.retry}>
              {t('upload.retry')}
            </Button>
            <Button size="xs" variant="default" onClick={upload.cancel}>
              {t('upload.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
