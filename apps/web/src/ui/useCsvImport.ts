import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';

/** What every CSV import's preview answers (the question banks', the rewards stores'). */
interface Preview {
  header_error: string | null;
  valid: number;
  invalid: number;
  imported: number;
}

/**
 * THE state of a CSV import with a preview: the text (typed, pasted or read from a file; a change drops the preview),
 * `check` asks for the preview, `confirm` imports it (the server writes only when every row is valid), `ready` when
 * the preview has rows and none is wrong.
 */
export function useCsvImport<P extends Preview>(
  run: UseMutationResult<P, unknown, { csv: string; confirm: boolean }>,
  onImported: (count: number) => void,
) {
  const [csv, setText] = useState('');
  const [preview, setPreview] = useState<P | null>(null);
  const setCsv = (text: string) => {
    setText(text);
    setPreview(null);
  };
  const check = () => {
    setPreview(null);
    run.mutate({ csv, confirm: false }, { onSuccess: setPreview });
  };
  const confirm = () =>
    run.mutate(
      { csv, confirm: true },
      {
        onSuccess: (result) => {
          setPreview(null);
          setText('');
          onImported(result.imported);
        },
      },
    );
  const ready =
    preview !== null && preview.header_error === null && preview.invalid === 0 && preview.valid > 0;
  return { csv, setCsv, preview, check, confirm, ready };
}
