import '@mantine/core/styles/Card.css';
import { FORUM_TITLE_MAX_LENGTH, FORUM_TOPIC_STATES } from '@elevar/domain';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useListParams } from '../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { EmptyList, QueryList } from '../../../ui/ListState.tsx';
import { useForumActions, useTopics } from '../api.ts';
import { PostEditor } from '../components/PostEditor.tsx';
import { isSendable } from '../components/postBody.ts';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { TopicTitleInput } from '../components/TopicTitleInput.tsx';
import { useCommunityTranslation } from '../i18n.ts';

const PAGE_SIZE = 20;

/** The form that opens a topic: a title (SPEC §5's 256 characters, counted before sending) and its text. */
function NewTopicForm({ onCancel }: { onCancel(): void }) {
  const { t } = useCommunityTranslation();
  const navigate = useNavigate();
  const { createTopic } = useForumActions();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const over = title.length > FORUM_TITLE_MAX_LENGTH;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim() || over || !isSendable(body)) return;
    createTopic.mutate(
      { title: title.trim(), body: body.trim() },
      { onSuccess: (topic) => navigate(`/forum/${topic.id}`) },
    );
  };
  return (
    <Card withBorder component="form" onSubmit={submit} aria-label={t('forum.newTopic')}>
      <Stack gap="sm">
        <Title order={2}>{t('forum.newTopic')}</Title>
        {createTopic.isError && <ErrorAlert error={createTopic.error} />}
        <TopicTitleInput value={title} onChange={setTitle} />
        <PostEditor label={t('forum.body')} value={body} onChange={setBody} />
        <Group>
          <Button
            type="submit"
            loading={createTopic.isPending}
            disabled={over || !title.trim() || !isSendable(body)}
          >
            {t('forum.publish')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('forum.cancel')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Route /forum (docs/community.md): the client's topics, most recently active first, with their state, author and
 * replies; filtered by state and words of the title, paged, all in the URL; a new topic's form.
 */
export function ForumPage() {
  const { t } = useCommunityTranslation();
  const { params, update, page, goToPage } = useListParams();
  const raw = params.get('status') ?? '';
  const status = (FORUM_TOPIC_STATES as readonly string[]).includes(raw)
    ? (raw as 'open' | 'closed')
    : undefined;
  const search = params.get('search') ?? '';
  const [words, setWords] = useState(search);
  const [writing, setWriting] = useState(false);
  const topics = useTopics({
    page,
    page_size: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(search ? { search } : {}),
  });
  const title = t('forum.title');
  const mayPost = topics.data?.may_post ?? true;

  return (
    <Stack gap="lg">
      <DocumentTitle title={title} />
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{title}</Title>
        {mayPost && !writing && <Button onClick={() => setWriting(true)}>{t('forum.newTopic')}</Button>}
      </Group>
      {!mayPost && (
        <Alert color="orange" variant="light">
          {t('forum.blocked')}
        </Alert>
      )}
      {writing && <NewTopicForm onCancel={() => setWriting(false)} />}
      <Group
        component="form"
        role="search"
        align="flex-end"
        wrap="wrap"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          update({ search: words.trim() || null, page: null });
        }}
      >
        <TextInput
          type="search"
          label={t('forum.search')}
          value={words}
          onChange={(event) => setWords(event.currentTarget.value)}
        />
        <Button type="submit" variant="default">
          {t('forum.searchButton')}
        </Button>
        <NativeSelect
          label={t('forum.status')}
          data={[
            { value: '', label: t('forum.all') },
            ...FORUM_TOPIC_STATES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
          value={status ?? ''}
          onChange={(event) => update({ status: event.currentTarget.value || null, page: null })}
        />
      </Group>
      <div aria-live="polite" aria-busy={topics.isFetching}>
        <QueryList
          query={topics}
          empty={<EmptyList>{status || search ? t('forum.emptySearch') : t('forum.empty')}</EmptyList>}
        >
          {(data) => (
            <Stack gap="md">
              <Stack
                component="ul"
                gap="sm"
                aria-label={t('forum.topics')}
                style={{ listStyle: 'none', padding: 0 }}
              >
                {data.results.map((topic) => (
                  <Card key={topic.id} component="li" withBorder>
                    <Group justify="space-between" wrap="nowrap" align="flex-start">
                      <Anchor component={Link} to={`/forum/${topic.id}`} fw={600}>
                        {topic.title}
                      </Anchor>
                      <StatusBadge status={topic.status} t={t} />
                    </Group>
                    {topic.hidden && (
                      <Text size="sm" c="orange.9">
                        {t('forum.hidden')}
                      </Text>
                    )}
                    <Text size="sm" lineClamp={2}>
                      {topic.excerpt}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('forum.by', { name: topic.author_name ?? t('forum.closedAccount') })} ·{' '}
                      {t('forum.replyCount', { count: topic.reply_count })} ·{' '}
                      <FormattedDate value={topic.last_activity_at} />
                    </Text>
                  </Card>
                ))}
              </Stack>
              <ListPagination
                page={data.page}
                count={data.count}
                pageSize={data.page_size}
                onChange={goToPage}
              />
            </Stack>
          )}
        </QueryList>
      </div>
    </Stack>
  );
}
