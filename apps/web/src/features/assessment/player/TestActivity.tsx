import type { OpenAttempt } from '@elevar/contract';
import { FAILURE_RULES } from '@elevar/domain';
import { Alert, Badge, Button, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../ui/ErrorAlert.tsx';
import type { ActivityPlayerProps } from '../../learning/index.ts';
import {
  type Answer,
  type AttemptResult,
  type TestView,
  useSaveAnswer,
  useStartAttempt,
  useSubmitAttempt,
  useTest,
} from '../api.ts';
import { type AssessmentT, useAssessmentTranslation } from '../i18n.ts';
import { QuestionField } from './QuestionField.tsx';

/**
 * The test and quiz kinds of learning's player (SPEC §3, §4): the rules and the learner's standing, the one-attempt
 * warning, the attempt (one question at a time or the list, each answer saved as it is given, the time left counted
 * down from the server's), and the result. Scoring is the server's; this screen never holds an answer key.
 */
export function TestActivity({ activity }: ActivityPlayerProps) {
  const { t, ready } = useAssessmentTranslation();
  const test = useTest(activity.id);
  const [result, setResult] = useState<AttemptResult | null>(null);
  if (!ready || test.isPending)
    return (
      <Center py="xl" role="status">
        <Loader aria-label={ready ? t('loading') : ''} />
      </Center>
    );
  if (test.isError) return <ErrorAlert error={test.error} title={t('loadFailed')} />;
  const view = test.data;
  if (view.open_attempt)
    return <AttemptScreen view={view} attempt={view.open_attempt} onSubmitted={setResult} />;
  return <Intro view={view} result={result ?? view.last_result} />;
}

function Intro({ view, result }: { view: TestView; result: AttemptResult | null }) {
  const { t } = useAssessmentTranslation();
  const start = useStartAttempt(view.activity_id);
  const consequence = FAILURE_RULES[view.kind].consequence;
  const startLabel =
    result === null ? t('intro.start') : result.passed ? t('intro.improve') : t('intro.tryAgain');
  return (
    <Stack gap="md">
      {result && <ResultCard result={result} />}
      {view.message && (
        <Alert color="red" role="alert">
          {view.message}
        </Alert>
      )}
      <List spacing={4}>
        <List.Item>{t('intro.questions', { count: view.question_count })}</List.Item>
        {view.graded ? (
          <>
            <List.Item>
              {view.max_attempts === null
                ? t('intro.attemptsUnlimited')
                : t('intro.attempts', { used: view.attempts_used, max: view.max_attempts })}
            </List.Item>
            <List.Item>
              {view.kind === 'evaluated_quiz'
                ? t('intro.minCorrect', { count: view.min_correct })
                : t('intro.minScore', { score: view.min_score })}
            </List.Item>
          </>
        ) : (
          <List.Item>{t('intro.ungraded')}</List.Item>
        )}
        {view.time_limit_seconds !== null && (
          <List.Item>{t('intro.timeLimit', { minutes: Math.ceil(view.time_limit_seconds / 60) })}</List.Item>
        )}
        {view.best_score !== null && <List.Item>{t('intro.best', { score: view.best_score })}</List.Item>}
      </List>
      {view.interventions.length > 0 && (
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('interventions.title')}
          </Title>
          {view.interventions.map((note) => (
            <Text key={note.at}>{t(`interventions.${note.kind}`, { reason: note.reason })}</Text>
          ))}
        </Stack>
      )}
      {view.one_attempt_warning && view.can_start && (
        <Alert color="yellow" title={t('warning.title')} role="note">
          {t(`warning.${consequence}`)}
        </Alert>
      )}
      {view.can_start ? (
        <Button w="fit-content" loading={start.isPending} onClick={() => start.mutate()}>
          {startLabel}
        </Button>
      ) : (
        view.state !== 'blocked' && !result?.passed && <Text>{t('intro.noAttemptsLeft')}</Text>
      )}
      {start.isError && <ErrorAlert error={start.error} title={t('loadFailed')} />}
    </Stack>
  );
}

function formatTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left, counted down each second from the server's figure; `onOver` once it reaches zero. */
function useCountdown(secondsLeft: number | null, onOver: () => void): number | null {
  const [left, setLeft] = useState(secondsLeft);
  const over = useRef(onOver);
  over.current = onOver;
  useEffect(() => {
    if (secondsLeft === null) return;
    const end = Date.now() + secondsLeft * 1000;
    setLeft(secondsLeft);
    const timer = window.setInterval(() => {
      const next = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) {
        window.clearInterval(timer);
        over.current();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);
  return left;
}

function AttemptScreen({
  view,
  attempt,
  onSubmitted,
}: {
  view: TestView;
  attempt: OpenAttempt;
  onSubmitted(result: AttemptResult): void;
}) {
  const { t } = useAssessmentTranslation();
  const [answers, setAnswers] = useState<Record<string, Answer>>(attempt.answers);
  const [page, setPage] = useState(0);
  const pending = useRef(new Set<Promise<unknown>>());
  const save = useSaveAnswer(attempt.id);
  const submit = useSubmitAttempt(view.activity_id, attempt.id);

  const send = async () => {
    await Promise.allSettled([...pending.current]);
    const result = await submit.mutateAsync();
    onSubmitted(result);
  };
  const left = useCountdown(attempt.seconds_left, () => void send().catch(() => undefined));

  const answer = (questionId: number, value: Answer) => {
    setAnswers((current) => ({ ...current, [questionId]: value }));
    const saving = save.mutateAsync({ questionId, answer: value });
    pending.current.add(saving);
    void saving.catch(() => undefined).finally(() => pending.current.delete(saving));
  };

  const total = attempt.questions.length;
  const shown = view.one_per_page ? attempt.questions.slice(page, page + 1) : attempt.questions;
  return (
    <Stack gap="md">
      {left !== null && (
        <Badge size="lg" variant="light" color={left < 60 ? 'red' : 'blue'} role="timer" aria-live="off">
          {t('attempt.timeLeft', { time: formatTime(left) })}
        </Badge>
      )}
      {shown.map((question) => {
        const index = attempt.questions.indexOf(question);
        return (
          <QuestionField
            key={question.id}
            question={question}
            label={t('attempt.question', { number: index + 1, total })}
            answer={answers[String(question.id)]}
            onAnswer={(value) => answer(question.id, value)}
          />
        );
      })}
      {save.isError && (
        <Text c="red" role="alert">
          {t('attempt.saveFailed')}
        </Text>
      )}
      <Group>
        {view.one_per_page && (
          <>
            <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('attempt.previous')}
            </Button>
            <Button variant="default" disabled={page >= total - 1} onClick={() => setPage(page + 1)}>
              {t('attempt.next')}
            </Button>
          </>
        )}
        <Button loading={submit.isPending} onClick={() => void send().catch(() => undefined)}>
          {t('attempt.submit')}
        </Button>
      </Group>
      {submit.isError && <ErrorAlert error={submit.error} title={t('attempt.submitFailed')} />}
    </Stack>
  );
}

function ResultCard({ result }: { result: AttemptResult }) {
  const { t } = useAssessmentTranslation();
  return (
    <Stack gap="xs" role="status">
      <Title order={2} size="h3">
        {t('result.title')}
      </Title>
      <Text fw={700}>{t(`result.outcome.${result.outcome}`)}</Text>
      {result.score !== null && <Text>{t('result.score', { score: result.score })}</Text>}
      <Text>{t('result.correct', { correct: result.correct, total: result.total })}</Text>
      {result.attempts_left !== null && (
        <Text>{t('intro.attemptsLeft', { count: result.attempts_left })}</Text>
      )}
      {result.late && <Text c="dimmed">{t('result.late')}</Text>}
      {result.corrections && (
        <Stack gap={4}>
          <Title order={3} size="h4">
            {t('result.corrections')}
          </Title>
          {result.corrections.map((c, index) => (
            <Stack key={c.question_id} gap={0}>
              <Text fw={600}>
                {index + 1}. {c.prompt} ({c.correct ? t('result.right') : t('result.wrong')})
              </Text>
              <Text size="sm">
                {t('result.yourAnswer', {
                  answer: c.answer ? describe(c.answer, c.options, t) : t('result.noAnswer'),
                })}
              </Text>
              {!c.correct && (
                <Text size="sm">{t('result.rightAnswer', { answer: describe(c.key, c.options, t) })}</Text>
              )}
              {c.explanation && (
                <Text size="sm" c="dimmed">
                  {c.explanation}
                </Text>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** An answer or key as a short text, its option ids named by their texts. */
function describe(value: object, options: readonly { id: string; text: string }[], t: AssessmentT): string {
  const name = (id: unknown) => options.find((o) => o.id === id)?.text ?? String(id);
  return Object.entries(value)
    .filter(([key]) => key !== 'type')
    .map(([, part]) => {
      if (Array.isArray(part)) return part.map(name).join(', ');
      if (typeof part === 'boolean') return part ? t('attempt.true') : t('attempt.false');
      if (typeof part === 'object' && part !== null)
        return Object.entries(part)
          .map(([left, right]) => `${name(left)} → ${name(right)}`)
          .join(', ');
      return name(part);
    })
    .join('; ');
}
