import '@mantine/core/styles/Typography.css';
import '@mantine/tiptap/styles.css';
import { Button, Input, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { RichTextEditor as MantineEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NamespaceTexts } from '../../i18n/NamespaceTexts.tsx';
import type { RichTextEditorProps } from '../RichTextEditor.tsx';
import { ImageAddressControl, ImageUploadControl, LinkControl } from './controls.tsx';
import { richTextExtensions } from './extensions.ts';
import { richTextNamespace } from './namespace.ts';

/** What the editor holds as the HTML it saves: an empty editor is '' (not an empty paragraph). */
const htmlOf = (editor: { isEmpty: boolean; getHTML(): string }) => (editor.isEmpty ? '' : editor.getHTML());

function Field({
  label,
  description,
  value,
  onChange,
  error,
  maxLength,
  name,
  required,
  lang,
  withSource,
  onImageUpload,
  onEditor,
  onKeyDown,
  ariaAttributes,
  children,
}: RichTextEditorProps) {
  const { t } = useTranslation('richText');
  const id = useId();
  const [source, setSource] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [note, setNote] = useState('');
  // the HTML this field last gave its owner: a value that differs came from outside (a reset, a send) and replaces
  // the document
  const emitted = useRef(value);
  const latest = useRef({ onChange, onKeyDown });
  latest.current = { onChange, onKeyDown };
  const extensions = useMemo(richTextExtensions, []);

  const over = maxLength !== undefined && value.length > maxLength;
  const shownError = error ?? (over ? t('tooLong', { max: maxLength }) : undefined);
  const ids = {
    label: `${id}-label`,
    description: `${id}-description`,
    counter: `${id}-counter`,
    keyboard: `${id}-keyboard`,
    error: `${id}-error`,
  };
  const describedBy = [
    description ? ids.description : null,
    maxLength !== undefined ? ids.counter : null,
    shownError ? ids.error : null,
    ids.keyboard,
  ]
    .filter(Boolean)
    .join(' ');

  // the options stay the same objects while nothing they hold changes: tiptap applies options that changed to the
  // view on every render, which would cost each keystroke a second update of the document
  const [initialContent] = useState(value);
  const attributes = JSON.stringify({
    'aria-labelledby': ids.label,
    'aria-describedby': describedBy,
    'aria-multiline': 'true',
    ...(shownError ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
    ...(name ? { name } : {}),
    ...(lang ? { lang } : {}),
    ...ariaAttributes,
  });
  const editorProps = useMemo(
    () => ({
      attributes: JSON.parse(attributes) as Record<string, string>,
      handleKeyDown: (_view: unknown, event: KeyboardEvent) => {
        if (latest.current.onKeyDown?.(event)) return true;
        if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
          setLinkOpen(true);
          return true;
        }
        return false;
      },
    }),
    [attributes],
  );
  const editor = useEditor({
    extensions,
    content: initialContent,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      emitted.current = html;
      latest.current.onChange(html);
    },
    editorProps,
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);

  if (!editor) return null;
  return (
    <Stack gap={4}>
      <Input.Label
        id={ids.label}
        required={required}
        labelElement="div"
        onClick={() => editor.commands.focus()}
      >
        {label}
      </Input.Label>
      {description && <Input.Description id={ids.description}>{description}</Input.Description>}
      <MantineEditor
        editor={editor}
        labels={{
          boldControlLabel: t('bold'),
          italicControlLabel: t('italic'),
          underlineControlLabel: t('underline'),
          strikeControlLabel: t('strike'),
          clearFormattingControlLabel: t('clear'),
          h2ControlLabel: t('h2'),
          h3ControlLabel: t('h3'),
          h4ControlLabel: t('h4'),
          bulletListControlLabel: t('bulletList'),
          orderedListControlLabel: t('orderedList'),
          blockquoteControlLabel: t('blockquote'),
          hrControlLabel: t('hr'),
          undoControlLabel: t('undo'),
          redoControlLabel: t('redo'),
        }}
        style={shownError ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <MantineEditor.Toolbar role="toolbar" aria-label={t('toolbar', { label })}>
          {!source && (
            <>
              <MantineEditor.ControlsGroup>
                <MantineEditor.Bold />
                <MantineEditor.Italic />
                <MantineEditor.Underline />
                <MantineEditor.Strikethrough />
                <MantineEditor.ClearFormatting />
              </MantineEditor.ControlsGroup>
              <MantineEditor.ControlsGroup>
                <MantineEditor.H2 />
                <MantineEditor.H3 />
                <MantineEditor.H4 />
              </MantineEditor.ControlsGroup>
              <MantineEditor.ControlsGroup>
                <MantineEditor.BulletList />
                <MantineEditor.OrderedList />
                <MantineEditor.Blockquote />
                <MantineEditor.Hr />
              </MantineEditor.ControlsGroup>
              <MantineEditor.ControlsGroup>
                <LinkControl
                  editor={editor}
                  opened={linkOpen}
                  onOpen={() => setLinkOpen(true)}
                  onClose={() => setLinkOpen(false)}
                />
                {onImageUpload ? (
                  <ImageUploadControl editor={editor} upload={onImageUpload} onStatus={setNote} />
                ) : (
                  <ImageAddressControl editor={editor} />
                )}
              </MantineEditor.ControlsGroup>
              <MantineEditor.ControlsGroup>
                <MantineEditor.Undo />
                <MantineEditor.Redo />
              </MantineEditor.ControlsGroup>
            </>
          )}
          {withSource && (
            <Button
              size="compact-xs"
              variant={source ? 'filled' : 'default'}
              aria-pressed={source}
              onClick={() => setSource(!source)}
            >
              {t('source.button')}
            </Button>
          )}
        </MantineEditor.Toolbar>
        {source ? (
          <Textarea
            label={t('source.label', { label })}
            description={t('source.hint')}
            p="xs"
            rows={8}
            value={value}
            onChange={(event) => latest.current.onChange(event.currentTarget.value)}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        ) : (
          <MantineEditor.Content mih={140} />
        )}
      </MantineEditor>
      {children}
      {maxLength !== undefined && (
        <Text id={ids.counter} size="xs" c={over ? 'red.8' : 'dimmed'}>
          {t('counter', { count: value.length, max: maxLength })}
        </Text>
      )}
      {shownError && <Input.Error id={ids.error}>{shownError}</Input.Error>}
      <VisuallyHidden id={ids.keyboard}>{t('keyboard')}</VisuallyHidden>
      <VisuallyHidden role="status" aria-live="polite">
        {note}
      </VisuallyHidden>
    </Stack>
  );
}

/** The editor with its texts loaded (the lazy chunk of `ui/RichTextEditor`). */
export default function RichTextField(props: RichTextEditorProps) {
  return (
    <NamespaceTexts namespace={richTextNamespace}>
      <Field {...props} />
    </NamespaceTexts>
  );
}
