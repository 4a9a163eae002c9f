import type { ForumReply, ForumTopic } from '@elevar/contract';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import { useForumActions } from '../api.ts';
import { type CommunityT, useCommunityTranslation } from '../i18n.ts';

/** What a topic page's parts say in its live region (a saved edit, a follow, a deletion). */
export type Say = (note: string) => void;
export type ReportTarget = { kind: 'topic' | 'reply'; id: number };

/** Who wrote a post and when, marked when edited or hidden. */
export function Byline({ post, t }: { post: ForumTopic | ForumReply; t: CommunityT }) {
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
export function SaveOrCancel({
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
export function PostBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed HTML
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A post's buttons: the topic's own first, then its owner's edit and delete, anyone else's report, the moderators'
 * hide and restore.
 */
export function PostActions({
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
