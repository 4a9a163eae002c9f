import '@mantine/core/styles/Card.css';
import type { ForumReply, ForumTopic } from '@elevar/contract';
import { Card, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useForumActions } from '../api.ts';
import { useCommunityTranslation } from '../i18n.ts';
import { PostEditor } from './PostEditor.tsx';
import { Byline, PostActions, PostBody, type ReportTarget, SaveOrCancel, type Say } from './PostParts.tsx';
import { isSendable } from './postBody.ts';

/** One reply: its owner's edit and delete, anyone else's report, the moderators' hide and restore. */
export function ReplyItem({
  reply,
  topic,
  say,
  onReport,
}: {
  reply: ForumReply;
  topic: ForumTopic;
  say: Say;
  onReport(target: ReportTarget): void;
}) {
  const { t } = useCommunityTranslation();
  const { updateReply, deleteReply } = useForumActions();
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState(reply.body);
  const [confirming, setConfirming] = useState(false);
  const failure = [updateReply, deleteReply].find((m) => m.isError)?.error;
  const open = topic.status === 'open';

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isSendable(body)) return;
    updateReply.mutate(
      { id: reply.id, body: body.trim() },
      {
        onSuccess: () => {
          setEditing(false);
          say(t('topic.saved'));
        },
      },
    );
  };

  return (
    <Card component="li" withBorder bg={reply.hidden ? 'var(--mantine-color-orange-light)' : undefined}>
      <Stack gap="xs">
        <Byline post={reply} t={t} />
        {failure ? <ErrorAlert error={failure} /> : null}
        {editing ? (
          <form onSubmit={save} aria-label={t('topic.editReply')}>
            <Stack gap="sm">
              <PostEditor label={t('topic.editReply')} value={body} onChange={setBody} />
              <SaveOrCancel saving={updateReply.isPending} onCancel={() => setEditing(false)} />
            </Stack>
          </form>
        ) : (
          <>
            {reply.body && <PostBody html={reply.body} />}
            {reply.audio_url && (
              // biome-ignore lint/a11y/useMediaCaption: a learner's recorded voice reply comes with no captions
              <audio controls preload="none" src={reply.audio_url} aria-label={t('voice.player')} />
            )}
          </>
        )}
        <PostActions
          kind="reply"
          post={reply}
          mayEdit={reply.mine && open && topic.may_post && !editing}
          moderator={topic.moderator}
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirming(true)}
          onReport={onReport}
          say={say}
        />
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          deleteReply.mutate(reply.id, {
            onSuccess: () => {
              setConfirming(false);
              say(t('topic.deleted'));
            },
          })
        }
        title={t('topic.deleteReplyTitle')}
        confirmLabel={t('topic.delete')}
        color="red"
        loading={deleteReply.isPending}
      >
        <Text>{t('topic.deleteReplyBody')}</Text>
      </ConfirmDialog>
    </Card>
  );
}
