import '@mantine/core/styles/Card.css';
import type { ForumReportItem } from '@elevar/contract';
import { FORUM_REPORT_STATUSES, type ForumReportStatus } from '@elevar/domain';
import { Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { StaffListPage } from '../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../app/staff/useListParams.ts';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import { useForumActions, useReports } from '../api.ts';
import { useCommunityTranslation } from '../i18n.ts';

const PAGE_SIZE = 20;

/** One report: the post, who wrote and who reported it and why; hide, keep or restore it, block its author. */
function ReportCard({ report, onDone }: { report: ForumReportItem; onDone(): void }) {
  const { t } = useCommunityTranslation();
  const { setHidden, setBlocked } = useForumActions();
  const target =
    report.reply_id === null
      ? { target: 'topic' as const, id: report.topic_id }
      : { target: 'reply' as const, id: report.reply_id };
  const author = report.author_name ?? t('forum.closedAccount');
  const failure = setHidden.error ?? setBlocked.error;
  return (
    <Card component="li" withBorder>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">
            {t(report.reply_id === null ? 'moderation.topic' : 'moderation.reply')}
          </Badge>
          <Anchor component={Link} to={`/forum/${report.topic_id}`} size="sm">
            {t('moderation.in', { title: report.topic_title })}
          </Anchor>
          {report.hidden && (
            <Badge color="orange" variant="light">
              {t('moderation.hidden')}
            </Badge>
          )}
          {report.author_blocked && (
            <Badge color="red" variant="light">
              {t('moderation.blockedAuthor')}
            </Badge>
          )}
          {report.resolution && (
            <Badge color="gray" variant="light">
              {t(`moderation.resolution.${report.resolution}`)}
            </Badge>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{report.excerpt}</Text>
        <Text size="sm">{t('moderation.author', { name: author })}</Text>
        <Text size="sm" fw={600}>
          {t('moderation.reason', { reason: report.reason })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('moderation.reportedBy', { name: report.reporter_name ?? t('forum.closedAccount') })} ·{' '}
          <FormattedDate value={report.created_at} />
        </Text>
        {failure ? <ErrorAlert error={failure} /> : null}
        <Group gap="xs" wrap="wrap">
          {report.hidden ? (
            <Button
              size="compact-sm"
              variant="default"
              loading={setHidden.isPending}
              onClick={() => setHidden.mutate({ ...target, hidden: false }, { onSuccess: onDone })}
            >
              {t('moderation.restore')}
            </Button>
          ) : (
            <>
              <Button
                size="compact-sm"
                color="red"
                loading={setHidden.isPending}
                onClick={() => setHidden.mutate({ ...target, hidden: true }, { onSuccess: onDone })}
              >
                {t('moderation.hide')}
              </Button>
              {report.resolution === null && (
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={setHidden.isPending}
                  onClick={() => setHidden.mutate({ ...target, hidden: false }, { onSuccess: onDone })}
                >
                  {t('moderation.keep')}
                </Button>
              )}
            </>
          )}
          <Button
            size="compact-sm"
            variant="default"
            loading={setBlocked.isPending}
            onClick={() =>
              setBlocked.mutate(
                { userId: report.author_id, blocked: !report.author_blocked },
                { onSuccess: onDone },
              )
            }
          >
            {t(report.author_blocked ? 'moderation.unblock' : 'moderation.block')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * Staff: /admin/forum (docs/community.md), the moderators' report queue (SPEC §6): the selected client's reports
 * waiting for a decision (or decided), newest first, paged in the URL; each hides, keeps or restores its post and
 * blocks or unblocks its author.
 */
export function ModerationPage() {
  const { t } = useCommunityTranslation();
  const { params, update, page, goToPage } = useListParams();
  const raw = params.get('status') ?? 'open';
  const status: ForumReportStatus = (FORUM_REPORT_STATUSES as readonly string[]).includes(raw)
    ? (raw as ForumReportStatus)
    : 'open';
  const reports = useReports({ page, page_size: PAGE_SIZE, status });
  const [note, setNote] = useState('');
  return (
    <StaffListPage
      title={t('moderation.title')}
      actions={
        <Button component={Link} to="/admin/forum/blocks" variant="default">
          {t('blocked.title')}
        </Button>
      }
      filters={
        <NativeSelect
          label={t('moderation.status')}
          data={FORUM_REPORT_STATUSES.map((s) => ({ value: s, label: t(`moderation.${s}`) }))}
          value={status}
          onChange={(event) => update({ status: event.currentTarget.value, page: null })}
        />
      }
      feedback={note}
      query={reports}
      empty={<Text>{t('moderation.empty')}</Text>}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(data) => (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {data.results.map((report) => (
            <ReportCard key={report.id} report={report} onDone={() => setNote(t('moderation.done'))} />
          ))}
        </Stack>
      )}
    </StaffListPage>
  );
}
