import '@mantine/core/styles/Badge.css';
import type { AuthoringActivity, AuthoringCourse } from '@elevar/contract';
import { isTestKind } from '@elevar/domain';
import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useDeleteActivity, useReorderActivities } from '../api.ts';
import { useAuthoringTranslation } from '../i18n.ts';
import { activityKindGlyph, activityKindLabel, authoredText } from '../labels.ts';
import { testEditorPath } from '../paths.ts';
import { ActivityDialog } from './ActivityDialog.tsx';
import classes from './authoring.module.css';

type Editing = { activity: AuthoringActivity | null } | null;
type Direction = 'up' | 'down';

/**
 * The course's activities in order: each with its kind and title, moved up or down (the whole order is sent; the
 * focus stays on the moved activity's button and its new place is announced), edited, or deleted after
 * confirmation (the server refuses one that learners have started, and its reason is shown).
 */
export function ActivitiesPanel({ course }: { course: AuthoringCourse }) {
  const { t, i18n } = useAuthoringTranslation();
  const reorder = useReorderActivities(course.id);
  const remove = useDeleteActivity();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AuthoringActivity | null>(null);
  const [feedback, setFeedback] = useState<string | null>(null);
  const [moveError, setMoveError] = useState<unknown>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [refocus, setRefocus] = useState<{ id: number; direction: Direction } | null>(null);
  const activities = course.activities;
  const titleOf = (activity: AuthoringActivity) =>
    authoredText(activity.title, i18n.language, course.default_language) || t('list.untitled');

  // after a move, the focus stays with the moved activity: on the same button, or the other one at an end
  useLayoutEffect(() => {
    if (!refocus) return;
    const same = buttons.current.get(`${refocus.id}-${refocus.direction}`);
    const other = buttons.current.get(`${refocus.id}-${refocus.direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [refocus]);

  const move = (activity: AuthoringActivity, direction: Direction) => {
    const from = activities.findIndex((item) => item.id === activity.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= activities.length) return;
    const ids = activities.map((item) => item.id);
    [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
    setFeedback(null);
    setMoveError(null);
    reorder.mutate(ids, {
      onSuccess: () => {
        setRefocus({ id: activity.id, direction });
        setFeedback(
          t('activities.moved', { title: titleOf(activity), position: to + 1, count: activities.length }),
        );
      },
      onError: setMoveError,
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const title = titleOf(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        setFeedback(t('activities.deleted', { title }));
      },
    });
  };

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <section aria-labelledby="activities-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h4" id="activities-heading">
            {t('activities.heading')}
          </Title>
          <Button
            onClick={() => {
              setFeedback(null);
              setEditing({ activity: null });
            }}
          >
            {t('activities.add')}
          </Button>
        </Group>
        <div aria-live="polite">
          {feedback && (
            <Alert color="teal" variant="light">
              {feedback}
            </Alert>
          )}
        </div>
        {moveError !== null && <ErrorAlert error={moveError} />}
        {activities.length === 0 ? (
          <Text c="gray.7">{t('activities.empty')}</Text>
        ) : (
          <ol className={classes.activities} aria-label={t('activities.listLabel')}>
            {activities.map((activity, index) => {
              const title = titleOf(activity);
              const menu = authoredText(activity.menu, i18n.language, course.default_language);
              return (
                <li key={activity.id} className={classes.activity}>
                  <Group justify="space-between" gap="sm" wrap="wrap">
                    <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
                      <Group gap="xs" wrap="nowrap">
                        <Text size="sm" c="gray.7" component="span">
                          {index + 1}.
                        </Text>
                        <Badge variant="light" color="gray" c="dark" radius="sm">
                          <span className={classes.glyph} aria-hidden="true">
                            {activityKindGlyph(activity.kind)}
                          </span>
                          {activityKindLabel(t, activity.kind)}
                        </Badge>
                        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {title}
                        </Text>
                      </Group>
                      {menu && (
                        <Text size="xs" c="gray.7">
                          {t('activities.inMenu', { menu })}
                        </Text>
                      )}
                      {activity.learners_with_progress > 0 && (
                        <Text size="xs" c="gray.7">
                          {t('activities.withProgress', { count: activity.learners_with_progress })}
                        </Text>
                      )}
                    </Stack>
                    <Group gap={6}>
                      <Button
                        ref={ref(`${activity.id}-up`)}
                        size="xs"
                        variant="default"
                        disabled={index === 0 || reorder.isPending}
                        aria-label={t('activities.moveUp', { title })}
                        onClick={() => move(activity, 'up')}
                      >
                        {t('activities.up')}
                      </Button>
                      <Button
                        ref={ref(`${activity.id}-down`)}
                        size="xs"
                        variant="default"
                        disabled={index === activities.length - 1 || reorder.isPending}
                        aria-label={t('activities.moveDown', { title })}
                        onClick={() => move(activity, 'down')}
                      >
                        {t('activities.down')}
                      </Button>
                      {isTestKind(activity.kind) && (
                        <Button
                          component={Link}
                          to={testEditorPath(activity.id)}
                          size="xs"
                          variant="default"
                          aria-label={t('activities.testRulesLabel', { title })}
                        >
                          {t('activities.testRules')}
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('activities.editLabel', { title })}
                        onClick={() => {
                          setFeedback(null);
                          setEditing({ activity });
                        }}
                      >
                        {t('activities.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={t('activities.deleteLabel', { title })}
                        onClick={() => {
                          remove.reset();
                          setFeedback(null);
                          setDeleting(activity);
                        }}
                      >
                        {t('activities.delete')}
                      </Button>
                    </Group>
                  </Group>
                </li>
              );
            })}
          </ol>
        )}
      </Stack>
      <ActivityDialog
        course={course}
        opened={editing !== null}
        activity={editing?.activity ?? null}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          setFeedback(message);
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={t('activities.deleteTitle')}
        confirmLabel={t('activities.delete')}
        color="red"
        loading={remove.isPending}
      >
        <Text size="sm">{deleting ? t('activities.deleteBody', { title: titleOf(deleting) }) : ''}</Text>
        {remove.isError && <ErrorAlert error={remove.error} />}
      </ConfirmDialog>
    </section>
  );
}
