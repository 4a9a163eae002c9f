import '@mantine/core/styles/Paper.css';
import type { RewardCourseOption } from '@elevar/contract';
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DebouncedSearch } from '../../../../ui/DebouncedSearch.tsx';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { EmptyList, ListError, ListLoader } from '../../../../ui/ListState.tsx';
import { useCourseOptions, useRequiredCourses, useSetRequiredCourses } from '../catalogueApi.ts';
import { useStoreTranslation } from '../i18n.ts';

type Course = Pick<RewardCourseOption, 'id' | 'title'> & { published?: boolean };

/** The picker: the client's published courses for the words typed, each added to the list with its button. */
function CoursePicker({ chosen, onAdd }: { chosen: readonly Course[]; onAdd(course: Course): void }) {
  const { t } = useStoreTranslation();
  const [search, setSearch] = useState('');
  const options = useCourseOptions(search);
  return (
    <Stack gap="xs">
      <DebouncedSearch
        label={t('training.search')}
        description={t('training.searchHint')}
        value={search}
        onChange={setSearch}
      />
      {options.isPending ? (
        <ListLoader />
      ) : options.isError ? (
        <ListError error={options.error} onRetry={() => void options.refetch()} />
      ) : options.data.results.length === 0 ? (
        <EmptyList>{t('training.noOptions')}</EmptyList>
      ) : (
        <List listStyleType="none" spacing={4} aria-label={t('training.options')}>
          {options.data.results.map((course) => {
            const added = chosen.some((one) => one.id === course.id);
            return (
              <List.Item key={course.id}>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="light"
                    disabled={added}
                    aria-label={t('training.addNamed', { title: course.title })}
                    onClick={() => onAdd(course)}
                  >
                    {added ? t('training.added') : t('training.add')}
                  </Button>
                  <Text size="sm">{course.title}</Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}

/**
 * The training a user must finish before any redemption (SPEC §5 Redemption): the client's list, courses added from
 * a searchable picker of its published courses and removed with their buttons, saved as a whole (the next
 * redemption is judged by it).
 */
export function RequiredTraining({ onDone }: { onDone(message: string): void }) {
  const { t } = useStoreTranslation();
  const required = useRequiredCourses();
  const save = useSetRequiredCourses();
  const [chosen, setChosen] = useState<Course[] | null>(null);
  const list = chosen ?? required.data?.results ?? [];
  const changed = chosen !== null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="required-training">
      <Stack gap="sm">
        <Title order={2} size="h4" id="required-training">
          {t('training.title')}
        </Title>
        <Text size="sm" maw={720}>
          {t('training.intro')}
        </Text>
        {required.isPending ? (
          <ListLoader />
        ) : required.isError ? (
          <ListError error={required.error} onRetry={() => void required.refetch()} />
        ) : (
          <>
            {list.length === 0 ? (
              <EmptyList>{t('training.none')}</EmptyList>
            ) : (
              <List listStyleType="none" spacing={4} aria-label={t('training.chosen')}>
                {list.map((course) => (
                  <List.Item key={course.id}>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('training.removeNamed', { title: course.title })}
                        onClick={() => setChosen(list.filter((one) => one.id !== course.id))}
                      >
                        {t('training.remove')}
                      </Button>
                      <Text size="sm">{course.title}</Text>
                      {course.published === false && <Badge color="gray">{t('training.unpublished')}</Badge>}
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
            <CoursePicker chosen={list} onAdd={(course) => setChosen([...list, course])} />
            {save.isError && <ErrorAlert error={save.error} />}
            <Group>
              <Button
                disabled={!changed}
                loading={save.isPending}
                onClick={() =>
                  save.mutate(
                    list.map((course) => course.id),
                    {
                      onSuccess: () => {
                        setChosen(null);
                        onDone(t('training.saved'));
                      },
                    },
                  )
                }
              >
                {t('training.save')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
