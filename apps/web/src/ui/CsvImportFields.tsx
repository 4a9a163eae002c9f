import { Button, FileInput, Group, Textarea } from '@mantine/core';
import type { useCsvImport } from './useCsvImport.ts';

export interface CsvImportFieldsProps {
  /** The import's state (`useCsvImport`). */
  csv: Pick<ReturnType<typeof useCsvImport>, 'csv' | 'setCsv' | 'check' | 'confirm' | 'ready'> & {
    preview: { valid: number } | null;
  };
  pending: boolean;
  labels: { file: string; text: string; check: string; confirm(count: number): string };
  rows?: number;
}

/**
 * THE fields of a CSV import with a preview: the file (read as text) or the pasted text, "check" for the preview and
 * the import, enabled only when the preview found every row right.
 */
export function CsvImportFields({ csv, pending, labels, rows = 3 }: CsvImportFieldsProps) {
  return (
    <>
      <FileInput
        label={labels.file}
        accept=".csv,text/csv"
        clearable
        maw={480}
        onChange={(file) => {
          if (file) void file.text().then(csv.setCsv);
        }}
      />
      <Textarea
        label={labels.text}
        rows={rows}
        value={csv.csv}
        onChange={(event) => csv.setCsv(event.currentTarget.value)}
      />
      <Group>
        <Button
          variant="default"
          onClick={csv.check}
          disabled={!csv.csv.trim()}
          loading={pending && !csv.ready}
        >
          {labels.check}
        </Button>
        <Button onClick={csv.confirm} disabled={!csv.ready} loading={pending && csv.ready}>
          {labels.confirm(csv.preview?.valid ?? 0)}
        </Button>
      </Group>
    </>
  );
}
