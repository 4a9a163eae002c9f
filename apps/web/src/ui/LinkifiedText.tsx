import { truncateLink } from '@elevar/domain';
import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

interface Segment {
  /** Character offset in the text: stable and unique, so it serves as the React key. */
  at: number;
  kind: 'text' | 'link' | 'break';
  value: string;
}

interface Paragraph {
  at: number;
  segments: Segment[];
}

/** Splits plain text into paragraphs (separated by blank lines) of text, link and line-break segments. */
export function parseText(text: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | null = null;
  let offset = 0;
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    if (!line.trim()) {
      current = null;
      continue;
    }
    if (current) current.segments.push({ at: lineStart - 1, kind: 'break', value: '' });
    else {
      current = { at: lineStart, segments: [] };
      paragraphs.push(current);
    }
    let cursor = 0;
    for (const match of line.matchAll(URL_PATTERN)) {
      if (match.index > cursor) {
        current.segments.push({
          at: lineStart + cursor,
          kind: 'text',
          value: line.slice(cursor, match.index),
        });
      }
      current.segments.push({ at: lineStart + match.index, kind: 'link', value: match[0] });
      cursor = match.index + match[0].length;
    }
    if (cursor < line.length)
      current.segments.push({ at: lineStart + cursor, kind: 'text', value: line.slice(cursor) });
  }
  return paragraphs;
}

export interface LinkifiedTextProps {
  /** Plain text; blank lines separate paragraphs. */
  text: string;
}

/** Renders plain text as paragraphs; URLs become links shown truncated (SPEC §9, 50 characters). */
export function LinkifiedText({ text }: LinkifiedTextProps) {
  return parseText(text).map((paragraph) => (
    <Text key={paragraph.at} mb="md">
      {paragraph.segments.map((segment) => {
        if (segment.kind === 'break') return <br key={segment.at} />;
        if (segment.kind === 'text') return <Fragment key={segment.at}>{segment.value}</Fragment>;
        return (
          <Anchor
            key={segment.at}
            href={segment.value}
            target="_blank"
            rel="noopener noreferrer"
            title={segment.value}
          >
            {truncateLink(segment.value)}
          </Anchor>
        );
      })}
    </Text>
  ));
}
