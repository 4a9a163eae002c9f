import '@mantine/core/styles/Card.css';
import type { ForumReply, ForumTopic } from '@elevar/contract';
import { FORUM_TITLE_MAX_LENGTH, type LanguageCode, validationMessage } from '@elevar/domain';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useListParams } from '../../../app/staff/useListParams.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { EmptyList, ListError, ListLoader, QueryList } from '../../../ui/ListState.tsx';
import { useForumActions, useReplies, useTopic } from '../api.ts';
import { PostEditor } from '../components/PostEditor.tsx';
import { hasText, isSendable } from '../components/postBody.ts';
import { ReportDialog } from '../components/ReportDialog.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { canRecord, VoiceRecorder } from '../components/VoiceRecorder.tsx';
import { type CommunityT, useCommunityTranslation } from '../i18n.ts';

const PAGE_SIZE = 20;

type Say = (note: string) => void;
type ReportTarget = { kind: 'topic' | 'reply'; id: number };

/** Who wrote a post and when, marked when edited or hidden. */
function Byline({ post, t }: { post: ForumTopic | ForumReply; t: CommunityT }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={600}>
        {post.author_name ?? t('forum.closedAccount')}
      </Text>
      <Text size="sm" c="dimmed">
        <FormattedDate value={post.created_at} /> {post.edited_at ? t('topic.edited') : ''}
      </Text>
      {post.hidden && (
        <Badge color="orange" variant="light">
          {t('forum.hidden')}
        </Badge>
      )}
    </Group>
  );
}

/** An edit form's buttons. */
function SaveOrCancel({
  saving,
  disabled,
  onCancel,
}: {
  saving: boolean;
  disabled?: boolean;
  onCancel(): void;
}) {
  const { t } = useCommunityTranslation();
  return (
    <Group>
      <Button type="submit" loading={saving} disabled={disabled ?? false}>
        {t('topic.save')}
      </Button>
      <Button variant="default" onClick={onCancel}>
        {t('topic.cancel')}
      </Button>
    </Group>
  );
}

/** The server's allow-listed HTML of a post: sanitized before it was stored (platform/rich-text.ts). */
function PostBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed HTML
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A post's buttons: the topic's own first, then its owner's edit and delete, anyone else's report, the moderators'
 * hide and restore.
 */
function PostActions({
  kind,
  post,
  mayEdit,
  moderator,
  onEdit,
  onDelete,
  onReport,
  say,
  children,
}: {
  kind: 'topic' | 'reply';
  post: { id: number; mine: boolean; hidden: boolean };
  mayEdit: boolean;
  moderator: boolean;
  onEdit(): void;
  onDelete(): void;
  onReport(target: ReportTarget): void;
  say: Say;
  children?: ReactNode;
}) {
  const { t } = useCommunityTranslation();
  const { setHidden } = useForumActions();
  return (
    <Stack gap="xs">
      {setHidden.isError && <ErrorAlert error={setHidden.error} />}
      <Group gap="xs" wrap="wrap">
        {children}
        {mayEdit && (
          <Button size="compact-sm" variant="default" onClick={onEdit}>
            {t('topic.edit')}
          </Button>
        )}
        {post.mine ? (
          <Button size="compact-sm" variant="default" color="red" onClick={onDelete}>
            {t('topic.delete')}
          </Button>
        ) : (
          <Button size="compact-sm" variant="default" onClick={() => onReport({ kind, id: post.id })}>
            {t('topic.report')}
          </Button>
        )}
        {moderator && (
          <Button
            size="compact-sm"
            variant="default"
            loading={setHidden.isPending}
            onClick={() =>
              setHidden.mutate(
                { target: kind, id: post.id, hidden: !post.hidden },
                { onSuccess: () => say(t(post.hidden ? 'topic.restoredNote' : 'topic.hiddenNote')) },
              )
            }
          >
            {t(post.hidden ? 'topic.restore' : 'topic.hide')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The topic itself: its text, its owner's edit and delete, follow, report, and the moderators' actions. */
function TopicCard({
  topic,
  say,
  onReport,
}: {
  topic: ForumTopic;
  say: Say;
  onReport(target: ReportTarget): void;
}) {
  const { t, i18n } = useCommunityTranslation();
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
              <TextInput
                label={t('forum.topicTitle')}
                required
                value={title}
                onChange={(event) => setTitle(event.currentTarget.value)}
                description={t('forum.counter', { count: title.length, max: FORUM_TITLE_MAX_LENGTH })}
                error={over ? validationMessage('text.too_long', i18n.language as LanguageCode) : undefined}
              />
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

/** One reply: its owner's edit and delete, anyone else's report, the moderators' hide and restore. */
function ReplyItem({
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

/** The reply form, or why there is none: the topic is closed (SPEC §8) or the user is blocked from the forum. */
function ReplyForm({ topic, say }: { topic: ForumTopic; say: Say }) {
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

/**
 * Route /forum/:id (docs/community.md): a topic and its replies, oldest first and paged in the URL; the reply form
 * while it is open; owners edit and delete their posts, others report them, moderators close, reopen, hide and
 * restore.
 */
export function TopicPage() {
  const { t } = useCommunityTranslation();
  const id = Number(useParams().id);
  const { page, goToPage } = useListParams();
  const topic = useTopic(id);
  const replies = useReplies(id, page, PAGE_SIZE);
  const [note, setNote] = useState('');
  const [reporting, setReporting] = useState<ReportTarget | null>(null);

  if (topic.isPending) return <ListLoader />;
  if (topic.isError) return <ListError error={topic.error} onRetry={() => void topic.refetch()} />;
  const data = topic.data;

  return (
    <Stack gap="lg">
      <DocumentTitle title={data.title} />
      <Anchor component={Link} to="/forum">
        {t('topic.back')}
      </Anchor>
      <div role="status" aria-live="polite">
        {note}
      </div>
      <TopicCard key={`${data.id}-${data.edited_at}`} topic={data} say={setNote} onReport={setReporting} />
      <Stack gap="sm" component="section" aria-labelledby="replies-title">
        <Title order={2} id="replies-title">
          {t('topic.repliesTitle')}
        </Title>
        <QueryList query={replies} empty={<EmptyList>{t('topic.noReplies')}</EmptyList>}>
          {(page) => (
            <Stack gap="sm">
              <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {page.results.map((reply) => (
                  <ReplyItem
                    key={`${reply.id}-${reply.edited_at}`}
                    reply={reply}
                    topic={data}
                    say={setNote}
                    onReport={setReporting}
                  />
                ))}
              </Stack>
              <ListPagination
                page={page.page}
                count={page.count}
                pageSize={page.page_size}
                onChange={goToPage}
                label={t('topic.repliesPages')}
              />
            </Stack>
          )}
        </QueryList>
      </Stack>
      <ReplyForm topic={data} say={setNote} />
      <ReportDialog
        target={reporting}
        onClose={() => setReporting(null)}
        onReported={() => {
          setReporting(null);
          setNote(t('topic.reported'));
        }}
      />
    </Stack>
  );
}
