import { act } from '@testing-library/react';
import type { Editor } from '@tiptap/react';

/**
 * How long a test waits for a rich-text field: the editor is a lazy chunk with texts of its own, whose first load in
 * a test file (tiptap's modules transformed) takes seconds on a busy machine.
 */
export const EDITOR_LOAD = { timeout: 10_000 };

/** The editor behind a rich-text field's editable area (tiptap keeps it on its element). */
export function editorOf(box: HTMLElement): Editor {
  const editor = (box as HTMLElement & { editor?: Editor }).editor;
  if (!editor) throw new Error('not a rich-text editor’s editable area');
  return editor;
}

/**
 * Types text at the end of what is written, as the keyboard would after a click there (happy-dom has no editing of
 * a contenteditable of its own); a line break is Enter: a new paragraph.
 */
export function typeRichText(box: HTMLElement, text: string): void {
  act(() => {
    text.split('\n').forEach((line, index) => {
      const chain = editorOf(box).chain().focus('end');
      (index > 0 ? chain.splitBlock() : chain).insertContent(line).run();
    });
  });
}

/** Replaces everything written with this text or HTML (select all, then type or paste over it). */
export function replaceRichText(box: HTMLElement, html: string): void {
  act(() => {
    editorOf(box).chain().focus().setContent(html, { emitUpdate: true }).run();
  });
}

/** Selects the whole text, as Ctrl+A would. */
export function selectAllRichText(box: HTMLElement): void {
  act(() => {
    editorOf(box).chain().focus().selectAll().run();
  });
}
