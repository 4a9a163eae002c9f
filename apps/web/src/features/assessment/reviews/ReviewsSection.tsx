import '@mantine/core/styles/Rating.css';
import type { CourseKind, Review } from '@elevar/contract';
import { FREE_TEXT_MAX_LENGTH } from '@elevar/domain';
import {
  Alert,
  Button,
  Group,
  Paper,
  Rating,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useId, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import { FormattedDate } from '../../../ui/FormattedDate.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { ListError, ListLoader } from '../../../ui/ListState.tsx';
import { useForm } from '../../../ui/useForm.ts';
import type { CourseSectionProps } from '../../learning/index.ts';
import { REVIEWS_PAGE_SIZE, useDeleteReview, useReportReview, useReviews, useSaveReview } from './api.ts';
import { type ReviewsT, useReviewsTexts } from './i18n.ts';

/** A rating shown as stars, read as "4 of 5 stars". */
export function Stars({ rating, t }: { rating: number; t: ReviewsT }) {
  return (
    <Text component="span" c="yellow.9">
      <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
      <VisuallyHidden>{t('section.stars', { rating })}</VisuallyHidden>
    </Text>
  );
}

/**
 * Under a course's or trail's page (learning's section registry): the average rating and count, the learner's own
 * review (written, edited, deleted) and the others', page by page, each one reportable to the moderators.
 */
export function ReviewsSection({ courseId, kind }: CourseSectionProps) {
  const { t, i18n, ready } = useReviewsTexts();
  const [page, setPage] = useState(1);
  const [feedback, setFeedback] = useState<string | null>(null);
  const reviews = useReviews(courseId, page);
  // a course the learner cannot see answers 404 here as on the page itself, which says so
  if (!ready || (reviews.isError && isApiError(reviews.error) && reviews.error.status === 404)) return null;
  const heading = (
    <Title order={2} id="course-reviews" mb="sm">
      {t('section.heading')}
    </Title>
  );
  if (reviews.isError)
    return (
      <section aria-labelledby="course-reviews">
        {heading}
        <ListError error={reviews.error} onRetry={() => void reviews.refetch()} />
      </section>
    );
  if (!reviews.data)
    return (
      <section aria-labelledby="course-reviews">
        {heading}
        <ListLoader />
      </section>
    );
  const { summary, mine, results, count } = reviews.data;
  const average = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const others = results.filter((review) => !review.mine);
  return (
    <section aria-labelledby="course-reviews">
      {heading}
      <Stack gap="md">
        <Text fw={600}>
          {summary.average === null
            ? t('section.none')
            : t('section.summary', { average: average.format(summary.average), count: summary.count })}
        </Text>
        <div aria-live="polite">
          {feedback && (
            <Alert color="teal" variant="light">
              {feedback}
            </Alert>
          )}
        </div>
        <OwnReview courseId={courseId} kind={kind} mine={mine} onDone={setFeedback} />
        <Title order={3} size="h4">
          {t('list.heading')}
        </Title>
        {others.length === 0 ? (
          <Text c="dimmed">{t('list.empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {others.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} t={t} />
              </li>
            ))}
          </Stack>
        )}
        <ListPagination
          page={page}
          count={count}
          pageSize={REVIEWS_PAGE_SIZE}
          onChange={setPage}
          disabled={reviews.isFetching}
          label={t('list.pages')}
        />
      </Stack>
    </section>
  );
}

function ReviewCard({ review, t }: { review: Review; t: ReviewsT }) {
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const report = useReportReview();
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text component="span" fw={600}>
            {review.author}
          </Text>
          <Stars rating={review.rating} t={t} />
          <Text component="span" size="sm" c="dimmed">
            <FormattedDate value={review.updated_at} />
          </Text>
        </Group>
        {review.comment && <Text>{review.comment}</Text>}
        {report.isSuccess ? (
          <Text size="sm" role="status">
            {t('report.done')}
          </Text>
        ) : reporting ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim()) report.mutate({ id: review.id, reason: reason.trim() });
            }}
          >
            <Stack gap="xs">
              <Textarea
                label={t('report.reason')}
                value={reason}
                maxLength={FREE_TEXT_MAX_LENGTH}
                required
                rows={2}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
              {report.isError && <ErrorAlert error={report.error} />}
              <Group gap="xs">
                <Button type="submit" size="xs" loading={report.isPending}>
                  {t('report.send')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setReporting(false)}>
                  {t('report.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Button
            size="xs"
            variant="subtle"
            w="fit-content"
            px={0}
            aria-label={t('report.openLabel', { author: review.author })}
            onClick={() => setReporting(true)}
          >
            {t('report.open')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

interface OwnReviewProps {
  courseId: number;
  kind: CourseKind;
  mine: Review | null;
  onDone(message: string): void;
}

/** The learner's review: shown with edit and delete, or the form that writes (or edits) it. */
function OwnReview({ courseId, kind, mine, onDone }: OwnReviewProps) {
  const { t } = useReviewsTexts();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReview();
  if (mine && !editing)
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={3} size="h4">
            {t('form.yours')}
          </Title>
          <Stars rating={mine.rating} t={t} />
          {mine.comment && <Text>{mine.comment}</Text>}
          {mine.hidden && (
            <Text size="sm" c="dimmed">
              {t('form.hiddenNote')}
            </Text>
          )}
          {remove.isError && <ErrorAlert error={remove.error} />}
          <Group gap="sm">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('form.edit')}
            </Button>
            <Button variant="default" c="red.9" onClick={() => setConfirming(true)}>
              {t('form.delete')}
            </Button>
          </Group>
        </Stack>
        <ConfirmDialog
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={t('form.delete')}
          confirmLabel={t('form.confirmDelete')}
          color="red"
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(mine.id, {
              onSuccess: () => {
                setConfirming(false);
                onDone(t('form.deleted'));
              },
              onError: () => setConfirming(false),
            })
          }
        >
          <Text>{t('form.deleteConfirm')}</Text>
        </ConfirmDialog>
      </Paper>
    );
  return (
    <ReviewForm
      courseId={courseId}
      title={mine ? t('form.yours') : kind === 'trail' ? t('form.writeTrail') : t('form.writeCourse')}
      mine={mine}
      onCancel={mine ? () => setEditing(false) : null}
      onSaved={(message) => {
        setEditing(false);
        onDone(message);
      }}
    />
  );
}

interface ReviewFormProps {
  courseId: number;
  title: string;
  mine: Review | null;
  onCancel: (() => void) | null;
  onSaved(message: string): void;
}

function ReviewForm({ courseId, title, mine, onCancel, onSaved }: ReviewFormProps) {
  const { t } = useReviewsTexts();
  const save = useSaveReview(courseId);
  const legendId = useId();
  const errorId = useId();
  const form = useForm({
    initialValues: { rating: mine?.rating ?? 0, comment: mine?.comment ?? '' },
    fields: ['rating', 'comment'],
    validate: (values) => (values.rating < 1 ? { rating: { message: t('form.ratingRequired') } } : {}),
  });
  const ratingError = form.error('rating');
  return (
    <Paper withBorder p="md" radius="md">
      <form
        ref={form.formRef}
        noValidate
        onSubmit={form.onSubmit((values) =>
          save.mutate(
            { id: mine?.id ?? null, rating: values.rating, comment: values.comment.trim() },
            { onSuccess: () => onSaved(mine ? t('form.saved') : t('form.sent')) },
          ),
        )}
      >
        <Stack gap="sm">
          <Title order={3} size="h4">
            {title}
          </Title>
          <fieldset
            aria-labelledby={legendId}
            aria-describedby={ratingError ? errorId : undefined}
            style={{ border: 0, padding: 0, margin: 0 }}
          >
            <Text component="legend" id={legendId} size="sm" fw={500} mb={4}>
              {t('form.rating')}
            </Text>
            <Rating
              name="rating"
              size="lg"
              value={form.values.rating}
              onChange={(value) => form.setValue('rating', value)}
              // the rating's first radio (0) clears it
              getSymbolLabel={(value) =>
                value === 0 ? t('form.noRating') : t('form.ratingOption', { rating: value })
              }
            />
            {ratingError && (
              <Text id={errorId} size="sm" c="red.9" mt={4}>
                {ratingError}
              </Text>
            )}
          </fieldset>
          <Textarea
            label={t('form.comment')}
            maxLength={FREE_TEXT_MAX_LENGTH}
            rows={3}
            {...form.inputProps('comment')}
          />
          {save.isError && <ErrorAlert error={save.error} />}
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {mine ? t('form.save') : t('form.send')}
            </Button>
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                {t('form.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
