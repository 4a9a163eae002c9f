import type { AdminFaqPage, FaqPage, Session, SupportTicket } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../test/fakeServer.ts';
import { EDITOR_LOAD, replaceRichText, selectAllRichText } from '../../test/richText.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../test/signedInApp.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(path: string, routes: Record<string, Handler>, session?: Session) {
  installFakeSockets();
  return openApp(path, { routes, ...(session ? { session } : {}) });
}

const FAQ: FaqPage = {
  count: 2,
  page: 1,
  page_size: 100,
  language: 'pt-BR',
  categories: [
    { id: 1, name: 'Conta e acesso' },
    { id: 2, name: 'Pontos' },
  ],
  results: [
    {
      id: 10,
      category_id: 1,
      question: 'Esqueci minha senha',
      answer: '<p>Use <strong>Esqueci</strong>.</p>',
    },
    { id: 11, category_id: 2, question: 'Meus pontos expiram?', answer: '<p>Sim, no fim da campanha.</p>' },
  ],
};

describe('/faq', { timeout: 15_000 }, () => {
  it('shows the questions by category, opens an answer, and asks the server by words and category', async () => {
    setViewport(false);
    const app = await open('/faq', { 'GET /api/v1/faq': () => json(FAQ) });
    const account = await screen.findByRole('region', { name: 'Conta e acesso' }, FIRST_LOAD);
    const question = within(account).getByRole('button', { name: 'Esqueci minha senha' });
    fireEvent.click(question);
    await waitFor(() => expect(question.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getByText('Esqueci', { selector: 'strong' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar nas perguntas e respostas' }), {
      target: { value: 'pontuação' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() =>
      expect(new URL(app.server.to('GET', '/api/v1/faq').at(-1)?.url ?? '').searchParams.get('search')).toBe(
        'pontuação',
      ),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Pontos' }));
    await waitFor(() =>
      expect(
        new URL(app.server.to('GET', '/api/v1/faq').at(-1)?.url ?? '').searchParams.get('category'),
      ).toBe('2'),
    );
  });

  it('says when a search finds nothing, and when there is no FAQ yet', async () => {
    setViewport(true);
    await open('/faq?search=xyz', { 'GET /api/v1/faq': () => json({ ...FAQ, count: 0, results: [] }) });
    expect(await screen.findByText(/Nenhuma pergunta encontrada/, {}, FIRST_LOAD)).toBeTruthy();
  });
});

const TICKET: SupportTicket = {
  id: 5,
  client_id: 1,
  subject: 'Vídeo não abre',
  status: 'open',
  country: 'BR',
  respond_by: '2026-11-25',
  author_name: 'Ana',
  created_at: '2026-11-13T15:00:00.000Z',
  updated_at: '2026-11-13T15:00:00.000Z',
  messages: [
    {
      id: 1,
      from_staff: false,
      author_name: 'Ana',
      body: 'Não abre.',
      created_at: '2026-11-13T15:00:00.000Z',
    },
  ],
  may_close: false,
};

async function fillForm() {
  fireEvent.change(await screen.findByRole('combobox', { name: /País/ }, FIRST_LOAD), {
    target: { value: 'BR' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /Assunto/ }), { target: { value: 'Vídeo não abre' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Mensagem/ }), { target: { value: 'Não abre.' } });
}

describe('/support', { timeout: 20_000 }, () => {
  it('counts the characters, refuses more than 256 before sending, then sends and tells the answer date', async () => {
    setViewport(false);
    const app = await open('/support', {
      'GET /api/v1/support/tickets': () => json(page([])),
      'POST /api/v1/support/tickets': () => json(TICKET, 201),
    });
    await fillForm();
    const message = screen.getByRole('textbox', { name: /Mensagem/ });
    fireEvent.change(message, { target: { value: 'x'.repeat(257) } });
    expect(screen.getByText('257 de 256 caracteres')).toBeTruthy();
    expect(screen.getByText('Seu texto tem mais que 256 caracteres')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(app.server.to('POST', '/api/v1/support/tickets')).toHaveLength(0);

    fireEvent.change(message, { target: { value: 'Não abre.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Mensagem enviada')).toBeTruthy();
    expect(screen.getByText('25/11/2026')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/support/tickets')[0]?.json()).toEqual({
      client_id: makeSession().id_user_client_selected,
      country: 'BR',
      subject: 'Vídeo não abre',
      message: 'Não abre.',
    });
  });

  it('says SPEC §8’s message when sending fails and keeps what was typed', async () => {
    setViewport(true);
    await open('/contact-us', {
      'GET /api/v1/support/tickets': () => json(page([])),
      'POST /api/v1/support/tickets': () => apiError(503, 'support.send_failed', 'x'),
    });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível enviar sua mensagem, tente novamente mais tarde',
    );
    expect((screen.getByRole('textbox', { name: /Assunto/ }) as HTMLInputElement).value).toBe(
      'Vídeo não abre',
    );
    expect((screen.getByRole('textbox', { name: /Mensagem/ }) as HTMLTextAreaElement).value).toBe(
      'Não abre.',
    );
  });

  it('shows the thread with the support team’s answer and sends a reply', async () => {
    setViewport(false);
    const answered: SupportTicket = {
      ...TICKET,
      status: 'answered',
      messages: [
        ...TICKET.messages,
        {
          id: 2,
          from_staff: true,
          author_name: 'Suporte',
          body: 'Corrigido!',
          created_at: '2026-11-14T12:00:00.000Z',
        },
      ],
    };
    const app = await open('/support/tickets/5', {
      'GET /api/v1/support/tickets/5': () => json(answered),
      'POST /api/v1/support/tickets/5/messages': () => json({ ...answered, status: 'open' }),
    });
    const thread = await screen.findByRole('list', { name: 'Mensagens' }, FIRST_LOAD);
    expect(within(thread).getByText('Corrigido!')).toBeTruthy();
    expect(within(thread).getByText(/Equipe de suporte/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Encerrar atendimento' })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Sua mensagem' }), {
      target: { value: 'Obrigada' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Resposta enviada.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/support/tickets/5/messages')[0]?.json()).toEqual({
      body: 'Obrigada',
    });
  });
});

const base = makeSession();
const admin = (): Session =>
  makeSession({ user: { ...base.user, role: 'program_admin', username: 'admin' } });
const ADMIN_FAQ: AdminFaqPage = {
  count: 2,
  page: 1,
  page_size: 100,
  categories: [{ id: 1, name: 'Conta e acesso' }],
  results: [
    {
      id: 10,
      category_id: 1,
      language: 'pt-BR',
      question: 'Primeira',
      answer: '<p>Resposta <em>um</em></p>',
      position: 1,
      published: true,
      updated_at: '2026-11-20T12:00:00.000Z',
    },
    {
      id: 11,
      category_id: 1,
      language: 'pt-BR',
      question: 'Segunda',
      answer: '<p>Dois</p>',
      position: 2,
      published: false,
      updated_at: '2026-11-20T12:00:00.000Z',
    },
  ],
};

describe('the FAQ editor', { timeout: 20_000 }, () => {
  it('previews, publishes, reorders and adds questions in the language chosen', async () => {
    setViewport(false);
    const app = await open(
      '/admin/faq',
      {
        'GET /api/v1/admin/faq': () => json(ADMIN_FAQ),
        'PATCH /api/v1/admin/faq/11': () => json({ ...ADMIN_FAQ.results[1], published: true }),
        'POST /api/v1/admin/faq/reorder': () => json({ ok: true }),
        'POST /api/v1/admin/faq': () => json({ ...ADMIN_FAQ.results[0], id: 12, question: 'Nova?' }, 201),
      },
      admin(),
    );
    const second = await screen.findByRole('article', { name: 'Segunda' }, FIRST_LOAD);
    expect(within(second).getByText('Não publicada')).toBeTruthy();
    const first = screen.getByRole('article', { name: 'Primeira' });
    fireEvent.click(within(first).getByRole('button', { name: 'Pré-visualizar' }));
    expect(within(first).getByText('um', { selector: 'em' })).toBeTruthy();

    fireEvent.click(within(second).getByRole('button', { name: 'Publicar' }));
    await waitFor(async () =>
      expect(await app.server.to('PATCH', '/api/v1/admin/faq/11')[0]?.json()).toEqual({ published: true }),
    );
    fireEvent.click(within(second).getByRole('button', { name: 'Subir “Segunda”' }));
    await waitFor(async () =>
      expect(await app.server.to('POST', '/api/v1/admin/faq/reorder')[0]?.json()).toEqual({ ids: [11, 10] }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Nova pergunta' }));
    const form = await screen.findByRole('form', { name: 'Nova pergunta' });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(within(form).getByText('Escreva a pergunta.')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /Pergunta/ }), { target: { value: 'Nova?' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(async () =>
      expect(await app.server.to('POST', '/api/v1/admin/faq')[0]?.json()).toEqual({
        language: 'pt-BR',
        category_id: 1,
        question: 'Nova?',
        answer: '',
        published: false,
      }),
    );
    expect(await screen.findByText('Pergunta criada.')).toBeTruthy();
  });
  it('writes an answer with the editor’s toolbar and previews it before saving', async () => {
    setViewport(true);
    const app = await open(
      '/admin/faq',
      {
        'GET /api/v1/admin/faq': () => json(ADMIN_FAQ),
        'POST /api/v1/admin/rich-text/preview': async (request) =>
          json({ html: ((await request.json()) as { html: string }).html }),
        'PATCH /api/v1/admin/faq/10': () => json(ADMIN_FAQ.results[0]),
      },
      admin(),
    );
    const first = await screen.findByRole('article', { name: 'Primeira' }, FIRST_LOAD);
    fireEvent.click(within(first).getByRole('button', { name: 'Editar' }));
    const form = await screen.findByRole('form', { name: 'Editar pergunta' });
    const answer = await within(form).findByRole('textbox', { name: 'Resposta' }, EDITOR_LOAD);
    expect(answer.innerHTML).toBe('<p>Resposta <em>um</em></p>');
    replaceRichText(answer, '<p>Abra o perfil</p>');
    selectAllRichText(answer);
    fireEvent.click(within(form).getByRole('button', { name: 'Lista numerada' }));

    // the unsaved answer as learners will see it, from the server's allow-list
    fireEvent.click(within(form).getByRole('button', { name: 'Pré-visualizar o texto' }));
    const preview = await within(form).findByRole('region', { name: 'Pré-visualização do texto' });
    expect(await within(preview).findByRole('listitem')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/rich-text/preview')[0]?.json()).toEqual({
      html: '<ol><li><p>Abra o perfil</p></li></ol>',
    });

    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(async () =>
      expect(await app.server.to('PATCH', '/api/v1/admin/faq/10')[0]?.json()).toEqual({
        category_id: 1,
        question: 'Primeira',
        answer: '<ol><li><p>Abra o perfil</p></li></ol>',
        published: true,
      }),
    );
    expect(await screen.findByText('Pergunta salva.')).toBeTruthy();
  });
});
