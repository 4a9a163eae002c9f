import { FORUM_TITLE_MAX_LENGTH, type LanguageCode, validationMessage } from '@elevar/domain';
import { TextInput } from '@mantine/core';
import { useCommunityTranslation } from '../i18n.ts';

/** A topic's title with its character counter and the too-long message (a new topic and an edited one). */
export function TopicTitleInput({ value, onChange }: { value: string; onChange: (title: string) => void }) {
  const { t, i18n } = useCommunityTranslation();
  return (
    <TextInput
      label={t('forum.topicTitle')}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      description={t('forum.counter', { count: value.length, max: FORUM_TITLE_MAX_LENGTH })}
      error={
        value.length > FORUM_TITLE_MAX_LENGTH
          ? validationMessage('text.too_long', i18n.language as LanguageCode)
          : undefined
      }
    />
  );
}
