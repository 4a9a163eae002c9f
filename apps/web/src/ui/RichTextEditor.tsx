import { Center, Loader } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  /** The field's visible name, which names the editable area for screen readers too. */
  label: string;
  /** A line under the name (what the text is for). */
  description?: string | undefined;
  /** The HTML being written; an empty editor is ''. */
  value: string;
  onChange(html: string): void;
  /** The server's refusal or the form's check, shown under the editor and announced with it. */
  error?: string | undefined;
  /** The longest HTML the server takes: counted as the author writes, over it said so. */
  maxLength?: number | undefined;
  /** The form's name of the field: a failed check finds the editable area by it and focuses it. */
  name?: string | undefined;
  required?: boolean | undefined;
  /** The language the text is written in (its `lang`, for spelling and screen readers). */
  lang?: string | undefined;
  /** Offers "Edit the HTML": the HTML that will be saved, in a text area (the editors' screens). */
  withSource?: boolean | undefined;
  /**
   * Uploads an image the author picks and answers its address, written into the text; without it, the image
   * button asks for an https address.
   */
  onImageUpload?: ((file: File) => Promise<string>) | undefined;
  /** The editor once it exists (null when it goes), for a feature's own behaviour on it (the forum's mentions). */
  onEditor?: ((editor: Editor | null) => void) | undefined;
  /** Keys pressed in the editable area before the editor's own: true when handled (the mention list's arrows). */
  onKeyDown?: ((event: KeyboardEvent) => boolean) | undefined;
  /** ARIA attributes of the editable area (a suggestion list's `aria-activedescendant`). */
  ariaAttributes?: Record<string, string> | undefined;
  /** Shown under the editable area, inside the field (a suggestion list). */
  children?: ReactNode;
}

const Field = lazy(() => import('./rich-text/RichTextField.tsx'));

/**
 * THE rich-text field (docs/content.md "Rich text"): a WYSIWYG editor (tiptap under Mantine's toolbar) whose toolbar
 * offers exactly what the server's allow-list keeps (`platform/rich-text.ts`), so what the author sees is what is
 * stored; it writes HTML. Its code and texts are a chunk of their own, loaded when a form with one opens, so no
 * screen that does not write rich text (and never the login) carries it.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center mih={120} role="status">
          <Loader size="sm" aria-label={t('common.loading')} />
        </Center>
      }
    >
      <Field {...props} />
    </Suspense>
  );
}
