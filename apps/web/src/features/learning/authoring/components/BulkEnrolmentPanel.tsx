import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Progress.css';
import { BULK_ENROLMENT_MAX_USERNAMES, type BulkEnrolment } from '@elevar/contract';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileButton,
  Group,
  Progress,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../ui/ErrorAlert.tsx';
import { useLearningFilters } from '../../api.ts';
import {
  type BulkEnrolmentInput,
  isBulkEnrolmentOver,
  useBulkEnrolment,
  useStartBulkEnrolment,
} from '../api.ts';
import { useAuthoringTranslation } from '../i18n.ts';
import { courseReportPath } from '../paths.ts';

/** The usernames typed: one per line or separated by commas (or semicolons), blanks dropped. */
export function parseUsernames(text: string): string[] {
  return text
    .split(/[\r\n,;]+/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** Whole percent processed (100 once done, 0 while the total is unknown). */
export function bulkPercent(job: BulkEnrolment): number {
  if (job.status === 'done') return 100;
  if (!job.total) return 0;
  return Math.min(100, Math.floor((job.processed / job.total) * 100));
}

function Result({ job }: { job: BulkEnrolment }) {
  const { t } = useAuthoringTranslation();
  const { report } = job;
  const failed = job.status === 'failed';
  return (
    <Alert
      color={failed ? 'red' : report.unknown.length > 0 ? 'yellow' : 'teal'}
      variant="light"
      title={failed ? t('bulk.failed') : t('bulk.done')}
    >
      <Stack gap="xs">
        {failed && (
          <Text size="sm">
            {t('bulk.failedBody', { processed: job.processed, total: job.total ?? job.processed })}
          </Text>
        )}
        <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          <li>{t('bulk.report.enrolled', { count: report.enrolled })}</li>
          <li>{t('bulk.report.alreadyEnrolled', { count: report.already_enrolled })}</li>
          <li>{t('bulk.report.unknown', { count: report.unknown.length })}</li>
        </ul>
        {report.unknown.length > 0 && (
          <Textarea
            readOnly
            label={t('bulk.report.unknownList')}
            description={t('bulk.report.unknownHint')}
            value={report.unknown.join('\n')}
            rows={Math.min(8, Math.max(2, report.unknown.length))}
          />
        )}
      </Stack>
    </Alert>
  );
}

/**
 * A bulk enrolment under way or over: processed of total as a bar (the percent said politely every quarter, not
 * on every batch), then the report; a failed read of the job shows the server's message while polling goes on.
 */
function JobProgress({ id }: { id: number }) {
  const { t } = useAuthoringTranslation();
  const query = useBulkEnrolment(id);
  const job = query.data;
  if (!job) return query.isError ? <ErrorAlert error={query.error} /> : null;
  const over = isBulkEnrolmentOver(job);
  const percent = bulkPercent(job);
  const announced = over ? null : Math.floor(percent / 25) * 25;
  return (
    <Stack gap="sm">
      {!over && (
        <Stack gap={4}>
          <Text size="sm">
            {job.status === 'queued' || job.total === null
              ? t('bulk.queued')
              : t('bulk.progress', { processed: job.processed, total: job.total, percent })}
          </Text>
          <Progress value={percent} aria-label={t('bulk.progressLabel')} size="md" animated />
        </Stack>
      )}
      <div aria-live="polite" aria-atomic="true">
        <VisuallyHidden>
          {announced !== null
            ? t('bulk.announced', { percent: announced })
            : job.status === 'done'
              ? t('bulk.doneAnnounced', {
                  enrolled: job.report.enrolled,
                  already: job.report.already_enrolled,
                  unknown: job.report.unknown.length,
                })
              : t('bulk.failed')}
        </VisuallyHidden>
      </div>
      {over && <Result job={job} />}
      {query.isError && !over && <ErrorAlert error={query.error} />}
    </Stack>
  );
}

/**
 * "Enrol learners" on the course editor (docs/learning.md "Bulk enrolment and reports"): usernames typed, the
 * client's groups checked, or a CSV file; the server answers 202 with a job, followed here until it is over.
 */
export function BulkEnrolmentPanel({ courseId }: { courseId: number }) {
  const { t } = useAuthoringTranslation();
  const lists = useLearningFilters();
  const start = useStartBulkEnrolment(courseId);
  const [typed, setTyped] = useState('');
  const [groups, setGroups] = useState<string[]>([]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const current = useBulkEnrolment(jobId);
  const running = jobId !== null && !isBulkEnrolmentOver(current.data) && !current.isError;
  const options = lists.data?.groups ?? [];

  const send = (input: BulkEnrolmentInput, after?: () => void) =>
    start.mutate(input, {
      onSuccess: (job) => {
        setJobId(job.id);
        after?.();
      },
    });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const usernames = parseUsernames(typed);
    if (usernames.length === 0 && groups.length === 0) return setInvalid(t('bulk.nothing'));
    if (usernames.length > BULK_ENROLMENT_MAX_USERNAMES) return setInvalid(t('bulk.tooMany'));
    setInvalid(null);
    send(
      {
        ...(usernames.length > 0 ? { usernames } : {}),
        ...(groups.length > 0 ? { group_ids: groups.map(Number) } : {}),
      },
      () => {
        setTyped('');
        setGroups([]);
      },
    );
  };

  return (
    <section aria-labelledby="bulk-enrolment-heading">
      <Stack gap="md">
        <Group justify="space-between" align="baseline" gap="sm">
          <Text id="bulk-enrolment-heading" fw={700} size="lg" component="h2">
            {t('bulk.heading')}
          </Text>
          <Anchor component={Link} to={courseReportPath(courseId)} size="sm">
            {t('report.open')}
          </Anchor>
        </Group>
        <Text size="sm" c="gray.7" maw={720}>
          {t('bulk.intro')}
        </Text>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Textarea
              label={t('bulk.usernames')}
              description={t('bulk.usernamesHint')}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setInvalid(null);
              }}
              error={invalid ?? undefined}
              rows={5}
            />
            <Checkbox.Group
              label={t('bulk.groups')}
              description={t('bulk.groupsHint')}
              value={groups}
              onChange={(value) => {
                setGroups(value);
                setInvalid(null);
              }}
            >
              {options.length === 0 ? (
                <Text size="sm" c="gray.7" mt={4}>
                  {t('editor.noOptions')}
                </Text>
              ) : (
                <Group gap="md" mt={6}>
                  {options.map((option) => (
                    <Checkbox key={option.id} value={String(option.id)} label={option.name} />
                  ))}
                </Group>
              )}
            </Checkbox.Group>
            <Group gap="sm" align="center">
              <Button
                type="submit"
                loading={start.isPending && !(start.variables instanceof File)}
                disabled={running}
              >
                {t('bulk.submit')}
              </Button>
              <FileButton
                accept=".csv,text/csv,text/plain"
                disabled={running || start.isPending}
                onChange={(file) => file && send(file)}
              >
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    loading={start.isPending && start.variables instanceof File}
                    disabled={running}
                  >
                    {t('bulk.import')}
                  </Button>
                )}
              </FileButton>
            </Group>
            <Text size="xs" c="gray.7">
              {t('bulk.importHint')}
            </Text>
          </Stack>
        </form>
        {start.isError && <ErrorAlert error={start.error} title={t('bulk.notStarted')} />}
        {jobId !== null && <JobProgress key={jobId} id={jobId} />}
      </Stack>
    </section>
  );
}
