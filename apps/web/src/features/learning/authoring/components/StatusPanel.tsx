import type { AuthoringCourse } from '@elevar/contract';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { coursePath } from '../../paths.ts';
import { type StatusAction, useCourseStatus } from '../api.ts';
import { useAuthoringTranslation } from '../i18n.ts';
import { StatusBadge } from '../pages/CoursesPage.tsx';

/** What may happen to a course in its status (programme administrators only). */
function actionsOf(course: AuthoringCourse): StatusAction[] {
  switch (course.status) {
    case 'draft':
      return ['publish', 'archive'];
    case 'published':
      return ['publish', 'unpublish', 'archive'];
    case 'archived':
      return ['publish'];
  }
}

/**
 * The course's status and, for programme administrators, publish (which freezes the points learners get),
 * unpublish and archive, each asked first; once published, the way to see it as a learner does.
 */
export function StatusPanel({ course }: { course: AuthoringCourse }) {
  const { t } = useAuthoringTranslation();
  const status = useCourseStatus(course.id);
  const [asking, setAsking] = useState<StatusAction | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);

  const confirm = () => {
    if (!asking) return;
    const action = asking;
    status.mutate(action, {
      onSuccess: () => {
        setAsking(null);
        setFeedback(t(`status.done.${action}`));
      },
    });
  };
  const republish = course.status === 'published';
  const label = (action: StatusAction) =>
    action === 'publish' && republish ? t('status.republish') : t(`status.actions.${action}`);

  return (
    <section aria-labelledby="course-status-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="course-status-heading">
          {t('status.heading')}
        </Title>
        <Group gap="sm">
          <Text size="sm">{t('status.current')}</Text>
          <StatusBadge status={course.status} />
        </Group>
        {course.published_points !== null && (
          <Text size="sm">{t('status.frozenPoints', { points: course.published_points })}</Text>
        )}
        {course.can_publish ? (
          <Group gap="sm">
            {actionsOf(course).map((action) => (
              <Button
                key={action}
                variant={action === 'publish' ? 'filled' : 'default'}
                color={action === 'archive' ? 'red' : undefined}
                onClick={() => {
                  status.reset();
                  setFeedback(null);
                  setAsking(action);
                }}
              >
                {label(action)}
              </Button>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            {t('status.instructorNote')}
          </Text>
        )}
        {course.status === 'published' && (
          <Anchor component={Link} to={coursePath(course.kind, course.id)}>
            {t('status.preview')}
          </Anchor>
        )}
        <div aria-live="polite">
          {feedback && (
            <Alert color="teal" variant="light">
              {feedback}
            </Alert>
          )}
        </div>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        onClose={() => setAsking(null)}
        onConfirm={confirm}
        title={asking ? t(`status.confirm.${asking}Title`) : ''}
        confirmLabel={asking ? label(asking) : ''}
        color={asking === 'archive' || asking === 'unpublish' ? 'red' : undefined}
        loading={status.isPending}
      >
        <Text size="sm">
          {asking === 'publish'
            ? t('status.confirm.publishBody', { points: course.points })
            : asking
              ? t(`status.confirm.${asking}Body`)
              : ''}
        </Text>
        {status.isError && <ErrorAlert error={status.error} />}
      </ConfirmDialog>
    </section>
  );
}
