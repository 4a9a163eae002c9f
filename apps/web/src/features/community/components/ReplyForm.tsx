import type { ForumTopic } from '@elevar/contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useForumActions } from '../api.ts';
import { useCommunityTranslation } from '../i18n.ts';
import { PostEditor } from './PostEditor.tsx';
import type { Say } from './PostParts.tsx';
import { hasText, isSendable } from './postBody.ts';
import { canRecord, VoiceRecorder } from './VoiceRecorder.tsx';

/** The reply form, or why there is none: the topic is closed (SPEC §8) or the user is blocked from the forum. */
export function ReplyForm({ topic, say }: { topic: ForumTopic; say: Say }) {
  const { t } = useCommunityTranslation();
  const { reply } = useForumActions();
  const [body, setBody] = useState('');
  if (topic.status === 'closed')
    return (
      <Alert color="gray" variant="light">
        {t('topic.closed')}
      </Alert>
    );
  if (!topic.may_post)
    return (
      <Alert color="orange" variant="light">
        {t('forum.blocked')}
      </Alert>
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSendable(body)) return;
    reply.mutate(
      { id: topic.id, body: body.trim() },
      {
        onSuccess: () => {
          setBody('');
          say(t('topic.replied'));
        },
      },
    );
  };
  return (
    <form onSubmit={submit} aria-label={t('topic.reply')}>
      <Stack gap="sm">
        {reply.isError && <ErrorAlert error={reply.error} />}
        <PostEditor label={t('topic.reply')} value={body} onChange={setBody} />
        <Group>
          <Button type="submit" loading={reply.isPending} disabled={!isSendable(body)}>
            {t('topic.send')}
          </Button>
        </Group>
        {canRecord() && (
          <VoiceRecorder
            topicId={topic.id}
            text={() => (hasText(body) ? body.trim() : '')}
            onSent={() => {
              setBody('');
              say(t('voice.sent'));
            }}
          />
        )}
      </Stack>
    </form>
  );
}
