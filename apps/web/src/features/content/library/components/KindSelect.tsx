import { FILE_KINDS, type FileKind } from '@elevar/domain';
import { NativeSelect } from '@mantine/core';
import { useLibraryTranslation } from '../i18n.ts';

/** A kind from the URL, when it is one of SPEC §3's. */
export const kindParam = (value: string | null): FileKind | undefined =>
  (FILE_KINDS as readonly string[]).includes(value ?? '') ? (value as FileKind) : undefined;

/** The file kind filter of the library's lists: every SPEC §3 kind, or all; applies at once. */
export function KindSelect({ kind, onChange }: { kind: FileKind | undefined; onChange(kind: string): void }) {
  const { t } = useLibraryTranslation();
  return (
    <NativeSelect
      label={t('category.kind')}
      data={[
        { value: '', label: t('category.allKinds') },
        ...FILE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) })),
      ]}
      value={kind ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
