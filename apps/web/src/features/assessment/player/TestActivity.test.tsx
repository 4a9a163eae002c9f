import type { AttemptResult, OpenAttempt, TestView } from '@elevar/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/fakeServer.ts';
import { makeActivity, openPlayer } from '../../../test/player.ts';
import { FIRST_LOAD, setViewport } from '../../../test/signedInApp.ts';
import { registerAssessmentKinds } from '../register.ts';

// The test kinds in learning's player: the intro with the one-attempt warning, an attempt answered and saved as the
// learner goes, the timer from the server's time left, the submission with its Idempotency-Key, the result.

beforeAll(() => registerAssessmentKinds());

const ACTIVITY = '/api/v1/learning/courses/1/activities/1';
const TEST = '/api/v1/assessment/activities/101';
const START = '/api/v1/assessment/activities/101/attempts';

function makeView(overrides: Partial<TestView> = {}): TestView {
  return {
    activity_id: 101,
    kind: 'block_test',
    max_attempts: 1,
    min_score: 70,
    min_correct: 0,
    question_count: 2,
    time_limit_seconds: 600,
    one_per_page: true,
    graded: true,
    state: 'not_started',
    attempts_used: 0,
    attempts_left: 1,
    best_score: null,
    one_attempt_warning: true,
    can_start: true,
    message: null,
    open_attempt: null,
    last_result: null,
    interventions: [],
    ...overrides,
  };
}

const ATTEMPT: OpenAttempt = {
  id: 7,
  number: 1,
  started_at: '2026-11-29T10:00:00Z',
  deadline_at: '2026-11-29T10:10:00Z',
  seconds_left: 600,
  questions: [
    {
      id: 1,
      type: 'single',
      prompt: 'Qual é o primeiro passo?',
      image_url: null,
      options: [
        { id: 'a', text: 'Cumprimentar', image_url: null },
        { id: 'b', text: 'Vender', image_url: null },
      ],
      right_options: [],
    },
    {
      id: 2,
      type: 'true_false',
      prompt: 'Confirmar o pedido?',
      image_url: null,
      options: [],
      right_options: [],
    },
  ],
  answers: {},
};

const RESULT: AttemptResult = {
  attempt_id: 7,
  number: 1,
  score: 100,
  correct: 2,
  total: 2,
  passed: true,
  outcome: 'approved',
  late: false,
  state: 'approved',
  best_score: 100,
  attempts_left: 0,
  message: null,
  corrections: null,
};

describe('the test kinds in the player', () => {
  it('warns first, saves each answer, counts down the server’s time and shows the result', async () => {
    setViewport(false);
    let view = makeView();
    const saved: unknown[] = [];
    let idempotencyKey: string | null = null;
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () => json(makeActivity({ kind: 'block_test', content: {} })),
        [`GET ${TEST}`]: () => json(view),
        [`POST ${START}`]: () => {
          view = makeView({ open_attempt: ATTEMPT });
          return json(ATTEMPT);
        },
        'PUT /api/v1/assessment/attempts/7/answers/1': async (request) => {
          saved.push(await request.json());
          return json({ saved: true, seconds_left: 590 });
        },
        'PUT /api/v1/assessment/attempts/7/answers/2': async (request) => {
          saved.push(await request.json());
          return json({ saved: true, seconds_left: 580 });
        },
        'POST /api/v1/assessment/attempts/7/submit': (request) => {
          idempotencyKey = request.headers.get('Idempotency-Key');
          view = makeView({
            state: 'approved',
            attempts_used: 1,
            attempts_left: 0,
            can_start: false,
            last_result: RESULT,
          });
          return json(RESULT);
        },
      },
    });
    expect(await screen.findByText('Atenção: você tem uma única tentativa', {}, FIRST_LOAD)).toBeTruthy();
    expect(
      screen.getByText(
        'Se não atingir a nota mínima, você será bloqueado neste treinamento e não receberá certificado.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));

    expect(await screen.findByText('Qual é o primeiro passo?')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Tempo restante: 10:00');
    fireEvent.click(screen.getByLabelText('Cumprimentar'));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    fireEvent.click(await screen.findByLabelText('Verdadeiro'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([
      { answer: { type: 'single', choice: 'a' } },
      { answer: { type: 'true_false', value: true } },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(await screen.findByText('Aprovado')).toBeTruthy();
    expect(screen.getByText('Nota: 100%')).toBeTruthy();
    expect(screen.getByText('2 de 2 corretas')).toBeTruthy();
    expect(idempotencyKey).toBe('attempt-7');
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
  });

  it('shows SPEC §8’s block message to a blocked learner, and no start', async () => {
    setViewport(true);
    const message = 'Você foi bloqueado neste curso e não irá receber um certificado';
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () => json(makeActivity({ kind: 'block_test', content: {} })),
        [`GET ${TEST}`]: () =>
          json(
            makeView({
              state: 'blocked',
              can_start: false,
              attempts_used: 1,
              attempts_left: 0,
              one_attempt_warning: false,
              message,
              last_result: {
                ...RESULT,
                score: 40,
                passed: false,
                outcome: 'blocked',
                state: 'blocked',
                message,
              },
            }),
          ),
      },
    });
    expect((await screen.findByRole('alert', {}, FIRST_LOAD)).textContent).toBe(message);
    expect(screen.getByText('Bloqueado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Começar|Tentar/ })).toBeNull();
  });

  it('shows the corrections with the options named, when the test allows them', async () => {
    setViewport(false);
    const corrected: AttemptResult = {
      ...RESULT,
      score: 50,
      correct: 1,
      passed: false,
      outcome: 'reproved',
      state: 'reproved',
      attempts_left: 1,
      corrections: [
        {
          question_id: 1,
          prompt: 'Qual é o primeiro passo?',
          options: [
            { id: 'a', text: 'Cumprimentar' },
            { id: 'b', text: 'Vender' },
          ],
          correct: false,
          answer: { type: 'single', choice: 'b' },
          key: { type: 'single', correct: 'a' },
          explanation: 'O atendimento começa com um cumprimento.',
        },
        {
          question_id: 2,
          prompt: 'Confirmar o pedido?',
          options: [],
          correct: true,
          answer: { type: 'true_false', value: true },
          key: { type: 'true_false', correct: true },
          explanation: null,
        },
      ],
    };
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () => json(makeActivity({ kind: 'conventional_test', content: {} })),
        [`GET ${TEST}`]: () =>
          json(
            makeView({
              kind: 'conventional_test',
              max_attempts: 2,
              state: 'reproved',
              attempts_used: 1,
              one_attempt_warning: true,
              last_result: corrected,
            }),
          ),
      },
    });
    expect(await screen.findByText('1. Qual é o primeiro passo? (Errada)', {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.getByText('Sua resposta: Vender')).toBeTruthy();
    expect(screen.getByText('Resposta certa: Cumprimentar')).toBeTruthy();
    expect(screen.getByText('O atendimento começa com um cumprimento.')).toBeTruthy();
    expect(screen.getByText('2. Confirmar o pedido? (Certa)')).toBeTruthy();
    expect(screen.getByText('Sua resposta: Verdadeiro')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
  });
});
