import { Anchor, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useListParams } from '../../../app/staff/useListParams.ts';
import { DocumentTitle } from '../../../ui/DocumentTitle.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { EmptyList, ListError, ListLoader, QueryList } from '../../../ui/ListState.tsx';
import { useReplies, useTopic } from '../api.ts';
import type { ReportTarget } from '../components/PostParts.tsx';
import { ReplyForm } from '../components/ReplyForm.tsx';
import { ReplyItem } from '../components/ReplyItem.tsx';
import { ReportDialog } from '../components/ReportDialog.tsx';
import { TopicCard } from '../components/TopicCard.tsx';
import { useCommunityTranslation } from '../i18n.ts';

const PAGE_SIZE = 20;

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
