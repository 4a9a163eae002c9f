import type {
  AuthoringQuestion,
  BankSummary,
  ImportPreview,
  QuestionBank,
  TestPreview,
  TestSettings,
} from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../test/signedInApp.ts';

// The staff's test screens: the banks list and its confirmed deletion, the question editor per type, the CSV
// import's preview, the test's rules and its preview.

const BANKS = '/api/v1/admin/assessment/banks';
const TEST = '/api/v1/admin/assessment/activities/101';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function staff() {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role: 'instructor' } });
}

function summary(overrides: Partial<BankSummary> = {}): BankSummary {
  return {
    id: 7,
    title: 'Atendimento',
    question_count: 2,
    test_count: 0,
    created_at: '2026-11-20T12:00:00Z',
    ...overrides,
  };
}

const single: AuthoringQuestion = {
  id: 31,
  type: 'single',
  prompt: 'Qual cor?',
  prompt_translations: {},
  image_url: null,
  options: [
    { id: 'a', text: 'Azul', image_url: null, translations: {} },
    { id: 'b', text: 'Verde', image_url: null, translations: {} },
  ],
  right_options: [],
  key: { type: 'single', correct: 'b' },
  explanation: null,
  explanation_translations: {},
};

function bank(questions: AuthoringQuestion[] = [single]): QuestionBank {
  return { id: 7, title: 'Atendimento', questions };
}

async function open(path: string, routes: Record<string, Handler>) {
  setViewport(false);
  installFakeSockets();
  return openApp(path, {
    session: staff(),
    routes: { [`GET ${BANKS}`]: () => json(page([summary()])), ...routes },
  });
}

describe('question banks', () => {
  it('lists the banks and deletes one only after confirmation', async () => {
    const deleted: string[] = [];
    await open('/admin/question-banks', {
      [`GET ${BANKS}`]: () =>
        json(page([summary(), summary({ id: 8, title: 'Vendas', test_count: 2, question_count: 5 })])),
      [`DELETE ${BANKS}/7`]: (request) => {
        deleted.push(request.url);
        return json({ ok: true });
      },
    });
    const table = await screen.findByRole('table', { name: 'Bancos: 2' }, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /Atendimento/ });
    expect(within(row).getByRole('link', { name: 'Atendimento' }).getAttribute('href')).toBe(
      '/admin/question-banks/7',
    );
    const inUse = within(table).getByRole('button', { name: 'Excluir o banco Vendas' }) as HTMLButtonElement;
    expect(inUse.disabled).toBe(true);
    fireEvent.click(within(row).getByRole('button', { name: 'Excluir o banco Atendimento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir o banco de perguntas?' });
    expect(within(dialog).getByText(/suas 2 perguntas serão excluídos/)).toBeTruthy();
    expect(deleted).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Banco “Atendimento” excluído.')).toBeTruthy();
    expect(deleted).toHaveLength(1);
  });

  it('shows the server’s refusal to someone who may not build tests', async () => {
    await open('/admin/question-banks', {
      [`GET ${BANKS}`]: () => apiError(403, 'common.forbidden', 'Você não tem permissão.'),
    });
    expect(await screen.findByText('Você não tem permissão.', {}, FIRST_LOAD)).toBeTruthy();
  });
});

describe('the question editor', () => {
  it('asks for a right option of a multiple choice before sending, then sends its key', async () => {
    const sent: unknown[] = [];
    await open('/admin/question-banks/7', {
      [`GET ${BANKS}/7`]: () => json(bank()),
      [`POST ${BANKS}/7/questions`]: async (request) => {
        sent.push(await request.json());
        return json({ ...single, id: 32 }, 201);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Nova pergunta' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nova pergunta' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tipo' }), {
      target: { value: 'multiple' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Enunciado( \*)?$/ }), {
      target: { value: 'Quais são frutas?' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Opção 1' }), { target: { value: 'Maçã' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Opção 2' }), {
      target: { value: 'Pedra' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Marque a resposta certa.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Opção 1 é certa' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0] as {
      options: { id: string; text: string }[];
      key: { type: string; correct: string[] };
    };
    expect(body.options.map((o) => o.text)).toEqual(['Maçã', 'Pedra']);
    expect(body.key).toEqual({ type: 'multiple', correct: [body.options[0]?.id] });
    expect(await screen.findByText('Pergunta adicionada.')).toBeTruthy();
  });

  it('edits a matching question as pairs and sends each left item’s match', async () => {
    const matching: AuthoringQuestion = {
      ...single,
      id: 33,
      type: 'matching',
      prompt: 'Ligue',
      options: [
        { id: 'l1', text: 'Brasil', image_url: null, translations: { 'en-US': 'Brazil' } },
        { id: 'l2', text: 'França', image_url: null, translations: {} },
      ],
      right_options: [
        { id: 'r2', text: 'Paris', image_url: null, translations: {} },
        { id: 'r1', text: 'Brasília', image_url: null, translations: {} },
      ],
      key: { type: 'matching', pairs: { l1: 'r1', l2: 'r2' } },
      explanation: 'Capitais.',
    };
    const sent: unknown[] = [];
    await open('/admin/question-banks/7', {
      [`GET ${BANKS}/7`]: () => json(bank([matching])),
      [`PUT ${BANKS}/7/questions/33`]: async (request) => {
        sent.push(await request.json());
        return json(matching);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Editar a pergunta Ligue' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Editar pergunta' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Par 1, correspondente' }) as HTMLInputElement).value,
    ).toBe('Brasília');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Par 2, correspondente' }), {
      target: { value: 'Paris, França' },
    });
    // the translations, one language at a time: the stored English shown, French typed
    expect(
      (within(dialog).getByRole('textbox', { name: 'Par 1, item — Inglês' }) as HTMLInputElement).value,
    ).toBe('Brazil');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Idioma da tradução' }), {
      target: { value: 'fr-FR' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Enunciado — Francês' }), {
      target: { value: 'Reliez' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Par 2, correspondente — Francês' }), {
      target: { value: 'Paris, France' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Explicação — Francês' }), {
      target: { value: 'Capitales.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      prompt_translations: { 'fr-FR': 'Reliez' },
      explanation_translations: { 'fr-FR': 'Capitales.' },
      options: [
        { id: 'l1', text: 'Brasil', translations: { 'en-US': 'Brazil' } },
        { id: 'l2', text: 'França', translations: {} },
      ],
      right_options: [
        { id: 'r1', text: 'Brasília', translations: {} },
        { id: 'r2', text: 'Paris, França', translations: { 'fr-FR': 'Paris, France' } },
      ],
      key: { type: 'matching', pairs: { l1: 'r1', l2: 'r2' } },
    });
  });
});

describe('CSV import', () => {
  it('shows each row’s errors and imports only a file without any', async () => {
    const bodies: { csv: string; confirm: boolean }[] = [];
    const preview = (invalid: boolean): ImportPreview => ({
      rows: [
        {
          line: 2,
          prompt: 'Qual?',
          type: 'single',
          errors: invalid ? [{ column: 'correct', code: 'bad_correct' }] : [],
          question: invalid
            ? null
            : {
                prompt: 'Qual?',
                prompt_translations: {},
                explanation_translations: {},
                options: [],
                right_options: [],
                key: { type: 'true_false', correct: true },
              },
        },
      ],
      valid: invalid ? 0 : 1,
      invalid: invalid ? 1 : 0,
      header_error: null,
      imported: 0,
    });
    await open('/admin/question-banks/7', {
      [`GET ${BANKS}/7`]: () => json(bank()),
      [`POST ${BANKS}/7/import`]: async (request) => {
        const body = (await request.json()) as { csv: string; confirm: boolean };
        bodies.push(body);
        const bad = body.csv.includes(',3');
        return json(body.confirm ? { ...preview(false), imported: 1 } : preview(bad));
      },
    });
    const text = await screen.findByRole('textbox', { name: 'Conteúdo do CSV' }, FIRST_LOAD);
    fireEvent.change(text, { target: { value: 'type,prompt,options,correct\nsingle,Qual?,A|B,3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferir' }));
    const table = await screen.findByRole('table', { name: 'Linhas do arquivo' });
    expect(within(table).getByText('correct: não indica opções existentes')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Importar 0 perguntas' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.change(text, { target: { value: 'type,prompt,options,correct\nsingle,Qual?,A|B,1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Conferir' }));
    const confirm = await screen.findByRole('button', { name: 'Importar 1 perguntas' });
    await waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(confirm);
    expect(await screen.findByText('1 perguntas importadas.')).toBeTruthy();
    expect(bodies.map((b) => b.confirm)).toEqual([false, false, true]);
  });
});

const SETTINGS: TestSettings = {
  activity_id: 101,
  kind: 'conventional_test',
  bank_id: 7,
  bank_size: 2,
  max_attempts: 3,
  min_score: 70,
  min_correct: 0,
  question_count: null,
  time_limit_seconds: 600,
  show_corrections: false,
  shuffle_options: true,
  one_per_page: true,
};

describe('a test’s rules and preview', () => {
  it('starts an unset test from the defaults, checks the numbers and sends the time in seconds', async () => {
    const sent: unknown[] = [];
    const previewed: TestPreview = {
      activity_id: 101,
      kind: 'conventional_test',
      max_attempts: 3,
      min_score: 70,
      min_correct: 0,
      time_limit_seconds: 600,
      one_per_page: true,
      questions: [
        {
          id: 31,
          type: 'single',
          prompt: 'Qual cor?',
          image_url: null,
          options: single.options,
          right_options: [],
        },
      ],
    };
    let configured = false;
    await open('/admin/tests/101', {
      [`GET ${TEST}`]: () =>
        configured ? json(SETTINGS) : apiError(404, 'common.not_found', 'Não encontrado.'),
      [`PUT ${TEST}`]: async (request) => {
        sent.push(await request.json());
        configured = true;
        return json(SETTINGS);
      },
      [`GET ${TEST}/preview`]: () => json(previewed),
      [`GET ${TEST}/attempts`]: () => json(page([])),
    });
    expect(await screen.findByText(/Este teste ainda não tem regras/, {}, FIRST_LOAD)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pré-visualizar' }) as HTMLButtonElement).disabled).toBe(true);
    const form = screen.getByRole('region', { name: 'Regras do teste' });
    await waitFor(() => expect(within(form).getAllByRole('option').length).toBeGreaterThan(1));
    fireEvent.change(within(form).getByRole('combobox', { name: /Banco de perguntas/ }), {
      target: { value: '7' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /Tentativas/ }), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar regras' }));
    expect(await within(form).findByText('Um número inteiro de 1 a 100.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(form).getByRole('textbox', { name: /Tentativas/ }), { target: { value: '3' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Tempo para responder/ }), {
      target: { value: '10' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar regras' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      bank_id: 7,
      max_attempts: 3,
      min_score: 70,
      question_count: null,
      time_limit_seconds: 600,
    });

    const show = await screen.findByRole('button', { name: 'Pré-visualizar' });
    await waitFor(() => expect((show as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(show);
    expect(await screen.findByText('Qual cor?')).toBeTruthy();
    expect(screen.getByText('1 perguntas · tentativas: 3 · tempo: 10')).toBeTruthy();
  });
});

describe('a test’s attempts', () => {
  it('lists the attempts filtered by result, and grants a learner an extra attempt with a reason', async () => {
    const posted: unknown[] = [];
    const attempt = {
      id: 9,
      user_id: 44,
      username: 'ana.loja',
      number: 1,
      cycle: 0,
      status: 'submitted' as const,
      started_at: '2026-11-20T12:00:00Z',
      submitted_at: '2026-11-20T12:10:00Z',
      score: 50,
      passed: false,
      outcome: 'reproved',
    };
    const app = await open('/admin/tests/101', {
      [`GET ${TEST}`]: () => json(SETTINGS),
      [`GET ${TEST}/attempts`]: () => json(page([attempt])),
      [`POST ${TEST}/learners/44/interventions`]: async (request) => {
        posted.push(await request.json());
        return json({ user_id: 44, state: 'reproved', attempts_used: 1, extra_attempts: 1, best_score: 50 });
      },
    });
    const table = await screen.findByRole('table', { name: 'Tentativas: 1' }, FIRST_LOAD);
    const row = within(table).getByRole('row', { name: /ana\.loja/ });
    expect(within(row).getByText('Reprovada')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Resultado' }), { target: { value: 'failed' } });
    await waitFor(() =>
      expect(app.server.to('GET', `${TEST}/attempts`).at(-1)?.url).toContain('passed=false'),
    );
    fireEvent.click(
      within(row).getByRole('button', { name: 'Tentativa extra ou desbloqueio para ana.loja' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Intervir no teste de ana.loja' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Informe o motivo.')).toBeTruthy();
    expect(posted).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), {
      target: { value: 'Queda de energia na loja' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Feito para ana.loja.')).toBeTruthy();
    expect(posted).toEqual([{ kind: 'extra_attempt', reason: 'Queda de energia na loja' }]);
  });
});
