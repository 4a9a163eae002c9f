import '@mantine/core/styles/Card.css';
import type { ForumTopic } from '@elevar/contract';
import { FORUM_TITLE_MAX_LENGTH } from '@elevar/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { useForumActions } from '../api.ts';
import { useCommunityTranslation } from '../i18n.ts';
import { PostEditor } from './PostEditor.tsx';
import { Byline, PostActions, PostBody, type ReportTarget, SaveOrCancel, type Say } from './PostParts.tsx';
import { isSendable } from './postBody.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { TopicTitleInput } from './TopicTitleInput.tsx';

/** The topic itself: its text, its owner's edit and delete, follow, report, and the moderators' actions. */
export function TopicCard({
  topic,
  say,
  onReport,
}: {
  topic: ForumTopic;
  say: Say;
  onReport(target: ReportTarget): void;
}) {
  const { t } = useCommunityTranslation();
  const navigate = useNavigate();
  const { updateTopic, deleteTopic, follow, setStatus } = useForumActions();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(topic.title);
  const [body, setBody] = useState(topic.body);
  const [confirming, setConfirming] = useState(false);
  const over = title.length > FORUM_TITLE_MAX_LENGTH;
  const failure = [updateTopic, deleteTopic, follow, setStatus].find((m) => m.isError)?.error;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim() || over || !isSendable(body)) return;
    updateTopic.mutate(
      { id: topic.id, title: title.trim(), body: body.trim() },
      {
        onSuccess: () => {
          setEditing(false);
          say(t('topic.saved'));
        },
      },
    );
  };

  return (
    <Card withBorder component="article" aria-labelledby="topic-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} id="topic-title">
            {topic.title}
          </Title>
          <StatusBadge status={topic.status} t={t} />
        </Group>
        <Byline post={topic} t={t} />
        {failure ? <ErrorAlert error={failure} /> : null}
        {editing ? (
          <form onSubmit={save} aria-label={t('topic.editTopic')}>
            <Stack gap="sm">
              <TopicTitleInput value={title} onChange={setTitle} />
              <PostEditor label={t('forum.body')} value={body} onChange={setBody} />
              <SaveOrCancel
                saving={updateTopic.isPending}
                disabled={over}
                onCancel={() => setEditing(false)}
              />
            </Stack>
          </form>
        ) : (
          <PostBody html={topic.body} />
        )}
        <PostActions
          kind="topic"
          post={topic}
          mayEdit={topic.mine && topic.may_post && !editing}
          moderator={topic.moderator}
          onEdit={() => setEditing(true)}
          onDelete={() => setConfirming(true)}
          onReport={onReport}
          say={say}
        >
          <Button
            size="compact-sm"
            variant="light"
            aria-pressed={topic.subscribed}
            loading={follow.isPending}
            onClick={() =>
              follow.mutate(
                { id: topic.id, subscribed: !topic.subscribed },
                { onSuccess: (next) => say(t(next.subscribed ? 'topic.followed' : 'topic.unfollowed')) },
              )
            }
          >
            {t(topic.subscribed ? 'topic.unfollow' : 'topic.follow')}
          </Button>
          {topic.moderator && (
            <Button
              size="compact-sm"
              variant="default"
              loading={setStatus.isPending}
              onClick={() =>
                setStatus.mutate(
                  { id: topic.id, status: topic.status === 'open' ? 'closed' : 'open' },
                  {
                    onSuccess: (next) =>
                      say(t(next.status === 'closed' ? 'topic.closedNote' : 'topic.reopenedNote')),
                  },
                )
              }
            >
              {t(topic.status === 'open' ? 'topic.close' : 'topic.reopen')}
            </Button>
          )}
        </PostActions>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => deleteTopic.mutate(topic.id, { onSuccess: () => navigate('/forum') })}
        title={t('topic.deleteTopicTitle')}
        confirmLabel={t('topic.delete')}
        color="red"
        loading={deleteTopic.isPending}
      >
        <Text>{t('topic.deleteTopicBody')}</Text>
      </ConfirmDialog>
    </Card>
  );
}
