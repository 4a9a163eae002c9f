import { FORUM_BODY_MAX_LENGTH } from '@elevar/domain';
import { Button, FileButton, Group, Stack, Textarea, VisuallyHidden } from '@mantine/core';
import { useRef, useState } from 'react';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useForumActions } from '../api.ts';
import { useCommunityTranslation } from '../i18n.ts';
import { useMentions } from './MentionList.tsx';

export interface PostEditorProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Set when the server refused the text. */
  error?: string | undefined;
}

/**
 * A post's text: a text area with a small toolbar that wraps the selection in bold or italics, makes it a link, or
 * uploads an image (checked by the server) and writes it in. Typing @ and the start of a username suggests the
 * client's members to mention (`useMentions`).
 */
export function PostEditor({ label, value, onChange, error }: PostEditorProps) {
  const { t } = useCommunityTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const { uploadImage } = useForumActions();
  const [note, setNote] = useState('');
  const mentions = useMentions(area, value, onChange);

  const wrap = (open: string, close: string) => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end));
    element?.focus();
  };
  const link = () => {
    const href = window.prompt(t('editor.linkPrompt'), 'https://');
    if (href && /^https?:\/\//i.test(href)) wrap(`<a href="${href.replace(/"/g, '&quot;')}">`, '</a>');
  };
  const addImage = (file: File | null) => {
    if (!file) return;
    setNote(t('editor.uploading'));
    uploadImage.mutate(file, {
      onSuccess: ({ url }) => {
        const alt = file.name.replace(/\.[^.]+$/, '').replace(/[<>"&]/g, '');
        onChange(`${value}${value ? '\n\n' : ''}<img src="${url.replace(/&/g, '&amp;')}" alt="${alt}">`);
        setNote(t('editor.imageAdded'));
      },
      onError: () => setNote(''),
    });
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" role="toolbar" aria-label={t('editor.toolbar')}>
        <Button size="compact-sm" variant="default" onClick={() => wrap('<strong>', '</strong>')}>
          {t('editor.bold')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => wrap('<em>', '</em>')}>
          {t('editor.italic')}
        </Button>
        <Button size="compact-sm" variant="default" onClick={link}>
          {t('editor.link')}
        </Button>
        <FileButton onChange={addImage} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button {...props} size="compact-sm" variant="default" loading={uploadImage.isPending}>
              {t('editor.image')}
            </Button>
          )}
        </FileButton>
      </Group>
      {uploadImage.isError && <ErrorAlert error={uploadImage.error} />}
      <VisuallyHidden role="status" aria-live="polite">
        {note}
      </VisuallyHidden>
      <Textarea
        ref={area}
        label={label}
        description={t('forum.bodyHint')}
        rows={6}
        value={value}
        maxLength={FORUM_BODY_MAX_LENGTH}
        onChange={(event) => {
          onChange(event.currentTarget.value);
          mentions.track();
        }}
        error={error}
        {...mentions.textareaProps}
      />
      {mentions.list}
    </Stack>
  );
}
