import { FORUM_BODY_MAX_LENGTH } from '@elevar/domain';
import { Stack } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { RichTextEditor } from '../../../ui/RichTextEditor.tsx';
import { useForumActions } from '../api.ts';
import { useCommunityTranslation } from '../i18n.ts';
import { useMentions } from './MentionList.tsx';

export interface PostEditorProps {
  label: string;
  /** The post's HTML. */
  value: string;
  onChange(value: string): void;
  /** Set when the server refused the text. */
  error?: string | undefined;
}

/**
 * A post's text in the rich-text editor (`ui/RichTextEditor`): its toolbar formats, links, and uploads an image
 * (checked by the server) into the text. Typing @ and the start of a username suggests the client's members to
 * mention (`useMentions`).
 */
export function PostEditor({ label, value, onChange, error }: PostEditorProps) {
  const { t } = useCommunityTranslation();
  const { uploadImage } = useForumActions();
  const [editor, setEditor] = useState<Editor | null>(null);
  const mentions = useMentions(editor);

  return (
    <Stack gap="xs">
      {uploadImage.isError && <ErrorAlert error={uploadImage.error} />}
      <RichTextEditor
        label={label}
        description={t('forum.bodyHint')}
        value={value}
        onChange={onChange}
        error={error}
        maxLength={FORUM_BODY_MAX_LENGTH}
        onImageUpload={async (file) => (await uploadImage.mutateAsync(file)).url}
        onEditor={setEditor}
        onKeyDown={mentions.onKeyDown}
        ariaAttributes={mentions.ariaAttributes}
      >
        {mentions.list}
      </RichTextEditor>
    </Stack>
  );
}
