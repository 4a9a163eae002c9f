import type { FileKind } from '@elevar/domain';

/** Each kind's colour and short mark (SPEC §3 file kinds), both readable at a glance on the icon. */
const LOOK: Record<FileKind, { color: string; mark: string }> = {
  video: { color: '#7048e8', mark: 'VID' },
  audio: { color: '#0c8599', mark: 'AUD' },
  pdf: { color: '#c92a2a', mark: 'PDF' },
  image: { color: '#2b8a3e', mark: 'IMG' },
  compressed: { color: '#5c5f66', mark: 'ZIP' },
  excel: { color: '#1e7a45', mark: 'XLS' },
  document: { color: '#1c5fb8', mark: 'DOC' },
  powerpoint: { color: '#c4501b', mark: 'PPT' },
  file: { color: '#495057', mark: 'FILE' },
};

/**
 * A file's kind as an icon: a page with a folded corner in the kind's colour and its short mark. Decorative: the
 * kind is always written beside it, so screen readers skip it.
 */
export function FileKindIcon({ kind, size = 40 }: { kind: FileKind; size?: number }) {
  const look = LOOK[kind];
  return (
    <svg
      width={size}
      height={size * 1.2}
      viewBox="0 0 40 48"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
      data-kind={kind}
    >
      <path d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill={look.color} />
      <path d="M26 2v8a2 2 0 0 0 2 2h8z" fill="#ffffff" opacity=".45" />
      <text
        x="19"
        y="36"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize={look.mark.length > 3 ? 8.5 : 10}
        fontWeight="700"
        fill="#ffffff"
      >
        {look.mark}
      </text>
    </svg>
  );
}

/** Bytes in the reader's language: "1,5 MB", "820 kB". */
export function formatSize(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
