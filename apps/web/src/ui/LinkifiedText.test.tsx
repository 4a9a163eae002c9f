import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText, parseText } from './LinkifiedText.tsx';

describe('LinkifiedText', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    const paragraphs = parseText('First line\nsecond line\n\n\nSecond paragraph');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]?.segments.map((s) => s.kind)).toEqual(['text', 'break', 'text']);
  });

  it('links URLs, showing them truncated to 50 characters with the full address kept', () => {
    const url = 'https://example.com/a/very/long/path/that/goes/on/and/on/forever/index.html';
    render(
      <MantineProvider>
        <LinkifiedText text={`Read ${url}.`} />
      </MantineProvider>,
    );
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(url);
    expect(link.textContent).toHaveLength(50);
    expect(link.textContent).toContain('…');
    expect(link.closest('p')?.textContent?.endsWith('.')).toBe(true);
  });
});
