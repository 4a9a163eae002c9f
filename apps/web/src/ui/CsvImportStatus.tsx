import { Alert } from '@mantine/core';
import { ErrorAlert } from './ErrorAlert.tsx';

export interface CsvImportStatusProps<H extends string> {
  /** The last request's failure, if it failed. */
  error: unknown;
  /** What the import just did, once it has (the text of the outcome), else null. */
  done: string | null;
  preview: { header_error: H | null; valid: number; invalid: number } | null;
  texts: {
    headerError(code: H): string;
    summary(valid: number, invalid: number): string;
  };
}

/**
 * THE announced state of a CSV import with a preview (the rewards stores' and results'): the request's failure, then
 * in a live region what the import did, or the file's header problem, or how many rows are right and wrong.
 */
export function CsvImportStatus<H extends string>({ error, done, preview, texts }: CsvImportStatusProps<H>) {
  return (
    <>
      {error ? <ErrorAlert error={error} /> : null}
      <div aria-live="polite">
        {done !== null && (
          <Alert color="green" variant="light">
            {done}
          </Alert>
        )}
        {preview?.header_error && (
          <Alert color="red" variant="light">
            {texts.headerError(preview.header_error)}
          </Alert>
        )}
        {preview && !preview.header_error && (
          <Alert color={preview.invalid ? 'orange' : 'teal'} variant="light">
            {texts.summary(preview.valid, preview.invalid)}
          </Alert>
        )}
      </div>
    </>
  );
}
