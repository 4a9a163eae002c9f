import { Button, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { ErrorAlert } from './ErrorAlert.tsx';

/** The download a CSV export button starts (a query mutation over the HTTP client's `download`). */
export interface CsvDownload {
  mutate(): void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
  data?: { filename: string | null };
}

export interface CsvExportButtonProps {
  download: CsvDownload;
  /** The screen's texts: the button, the hint under it, the busy and done announcements, the failure's title. */
  texts: { button: string; hint: string; downloading: string; done(file: string): string; failed: string };
  /** The file's name when the server names none. */
  fallbackName: string;
  disabled?: boolean;
}

/**
 * "Export CSV": downloads a list with the filters on screen. While the file comes the button is busy (and says so
 * to screen readers); a failure shows the server's message in the user's language.
 */
export function CsvExportButton({ download, texts, fallbackName, disabled }: CsvExportButtonProps) {
  const hintId = useId();
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        variant="default"
        onClick={() => download.mutate()}
        loading={download.isPending}
        disabled={disabled}
        aria-describedby={download.isPending ? undefined : hintId}
      >
        {texts.button}
      </Button>
      <Text id={hintId} size="xs" c="dimmed">
        {texts.hint}
      </Text>
      <div role="status" aria-live="polite">
        {download.isPending ? (
          <Text size="sm">{texts.downloading}</Text>
        ) : download.isSuccess ? (
          <Text size="sm">{texts.done(download.data?.filename ?? fallbackName)}</Text>
        ) : null}
      </div>
      {download.isError && <ErrorAlert error={download.error} title={texts.failed} />}
    </Stack>
  );
}
