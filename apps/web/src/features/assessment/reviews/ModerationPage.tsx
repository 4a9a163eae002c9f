import type { ModeratedReview } from '@elevar/contract';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffListPage } from '../../../app/staff/StaffListPage.tsx';
import { useListParams } from '../../../app/staff/useListParams.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { errorMessage } from '../../../ui/errorMessage.ts';
import { useIsMobile } from '../../../ui/useIsMobile.ts';
import { MODERATION_PAGE_SIZE, useModerateReview, useModeration } from './api.ts';
import { type ReviewsT, useReviewsTexts } from './i18n.ts';
import { Stars } from './ReviewsSection.tsx';

type Status = 'reported' | 'hidden';

interface ActionsProps {
  review: ModeratedReview;
  busy: boolean;
  t: ReviewsT;
  onModerate(review: ModeratedReview, hidden: boolean): void;
}

/** A reported review: hide or keep it shown; a hidden one: restore it. */
function ModerationActions({ review, busy, t, onModerate }: ActionsProps) {
  if (review.hidden)
    return (
      <Button
        size="xs"
        variant="default"
        disabled={busy}
        aria-label={t('moderation.restoreLabel', { author: review.author })}
        onClick={() => onModerate(review, false)}
      >
        {t('moderation.restore')}
      </Button>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        color="red.9"
        disabled={busy}
        aria-label={t('moderation.hideLabel', { author: review.author })}
        onClick={() => onModerate(review, true)}
      >
        {t('moderation.hide')}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={busy}
        aria-label={t('moderation.keepLabel', { author: review.author })}
        onClick={() => onModerate(review, false)}
      >
        {t('moderation.keep')}
      </Button>
    </Group>
  );
}

function Comment({ review, t }: { review: ModeratedReview; t: ReviewsT }) {
  return (
    <>
      <Text size="sm">{review.comment || '—'}</Text>
      {review.last_reason && (
        <Text size="xs" c="dimmed">
          {t('moderation.lastReason', { reason: review.last_reason })}
        </Text>
      )}
    </>
  );
}

/**
 * Moderators: the client's reported reviews (or the hidden ones), page by page in the URL, each hidden (out of the
 * course's list and average), kept shown, or restored. Desktop shows a table, mobile a card per review.
 */
export function ModerationPage() {
  const { t } = useReviewsTexts();
  const { t: shellT } = useTranslation();
  const isMobile = useIsMobile();
  const { params, update, page, goToPage } = useListParams();
  const status: Status = params.get('status') === 'hidden' ? 'hidden' : 'reported';
  const list = useModeration({ status, page, page_size: MODERATION_PAGE_SIZE });
  const moderate = useModerateReview();
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const act = (review: ModeratedReview, hidden: boolean) => {
    setFeedback(null);
    moderate.mutate(
      { id: review.id, hidden },
      {
        onSuccess: () =>
          setFeedback({
            ok: true,
            text: t(hidden ? 'moderation.hiddenDone' : 'moderation.restoredDone', { author: review.author }),
          }),
        onError: (error) => setFeedback({ ok: false, text: errorMessage(error, shellT) }),
      },
    );
  };
  const actions = (review: ModeratedReview) => (
    <ModerationActions review={review} busy={moderate.isPending} t={t} onModerate={act} />
  );
  return (
    <StaffListPage
      title={t('moderation.title')}
      intro={<Text maw={720}>{t('moderation.intro')}</Text>}
      filters={
        <NativeSelect
          label={t('moderation.status')}
          w="fit-content"
          value={status}
          onChange={(event) =>
            update({ status: event.currentTarget.value === 'hidden' ? 'hidden' : null, page: null })
          }
          data={[
            { value: 'reported', label: t('moderation.reported') },
            { value: 'hidden', label: t('moderation.hidden') },
          ]}
        />
      }
      feedback={
        feedback && (
          <Alert color={feedback.ok ? 'teal' : 'red'} variant="light">
            {feedback.text}
          </Alert>
        )
      }
      query={list}
      empty={<Text>{t('moderation.empty')}</Text>}
      page={page}
      pageSize={MODERATION_PAGE_SIZE}
      onPageChange={goToPage}
    >
      {(data) =>
        isMobile ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.results.map((review) => (
              <li key={review.id}>
                <Paper withBorder p="sm" radius="md">
                  <Stack gap={4}>
                    <Text fw={600}>{review.course_title}</Text>
                    <Group gap="xs">
                      <Text size="sm">{review.author}</Text>
                      <Stars rating={review.rating} t={t} />
                    </Group>
                    <Comment review={review} t={t} />
                    <Text size="xs">
                      {t('moderation.columns.reports')}: {review.open_reports}
                    </Text>
                    {actions(review)}
                  </Stack>
                </Paper>
              </li>
            ))}
          </Stack>
        ) : (
          <DataTable caption={t('moderation.count', { count: data.count })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('moderation.columns.course')}</Table.Th>
                <Table.Th scope="col">{t('moderation.columns.author')}</Table.Th>
                <Table.Th scope="col">{t('moderation.columns.rating')}</Table.Th>
                <Table.Th scope="col">{t('moderation.columns.comment')}</Table.Th>
                <Table.Th scope="col">{t('moderation.columns.reports')}</Table.Th>
                <Table.Th scope="col">{t('moderation.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((review) => (
                <Table.Tr key={review.id}>
                  <Table.Th scope="row">{review.course_title}</Table.Th>
                  <Table.Td>{review.author}</Table.Td>
                  <Table.Td>
                    <Stars rating={review.rating} t={t} />
                  </Table.Td>
                  <Table.Td>
                    <Comment review={review} t={t} />
                  </Table.Td>
                  <Table.Td>{review.open_reports}</Table.Td>
                  <Table.Td>{actions(review)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </DataTable>
        )
      }
    </StaffListPage>
  );
}
