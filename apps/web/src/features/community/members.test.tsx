import type { ForumBlockedPage, ForumMemberPage, ForumReply, ForumTopic, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Handler, json, makeSession } from '../../test/fakeServer.ts';
import { EDITOR_LOAD, replaceRichText, typeRichText } from '../../test/richText.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../test/signedInApp.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function open(path: string, routes: Record<string, Handler>, session?: Session) {
  installFakeSockets();
  return openApp(path, { routes, ...(session ? { session } : {}) });
}

const TOPIC: ForumTopic = {
  id: 7,
  title: 'Dicas para estudar',
  status: 'open',
  excerpt: 'Alguém tem dicas?',
  body: '<p>Alguém tem dicas?</p>',
  reply_count: 0,
  last_activity_at: '2026-11-20T12:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  edited_at: null,
  author_name: 'Ana',
  mine: false,
  hidden: false,
  subscribed: false,
  may_post: true,
  moderator: false,
};

const MEMBERS: ForumMemberPage = {
  ...page([
    { id: 2, username: 'caio.br', full_name: 'Caio Souza' },
    { id: 3, username: 'carla', full_name: 'Carla Dias' },
  ]),
};

/** A topic's page with its reply box, the forum's members answering the suggestions. */
async function openComposer(mobile: boolean) {
  setViewport(mobile);
  const app = await open('/forum/7', {
    'GET /api/v1/forum/topics/7': () => json(TOPIC),
    'GET /api/v1/forum/topics/7/replies': () => json(page([])),
    'GET /api/v1/forum/members': () => json(MEMBERS),
    'POST /api/v1/forum/topics/7/replies': async (request) =>
      json(
        {
          id: 31,
          topic_id: 7,
          body: ((await request.json()) as { body: string }).body,
          audio_url: null,
          created_at: '2026-11-20T12:00:00.000Z',
          edited_at: null,
          author_name: 'Ana',
          mine: true,
          hidden: false,
        } satisfies ForumReply,
        201,
      ),
  });
  const box = await screen.findByRole('textbox', { name: /Sua resposta/ }, EDITOR_LOAD);
  return { app, box };
}

describe('mention suggestions', { timeout: 20_000 }, () => {
  it('lists the members whose username starts with what follows @ and writes the one chosen by keyboard', async () => {
    const { app, box } = await openComposer(false);
    typeRichText(box, 'Oi @ca');
    const list = await screen.findByRole('listbox', { name: 'Membros para mencionar' }, FIRST_LOAD);
    const search = new URL(app.server.to('GET', '/api/v1/forum/members').at(-1)?.url ?? '').searchParams;
    expect(search.get('search')).toBe('ca');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Caio Souza @caio.br', 'Carla Dias @carla']);
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id));
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(
      await screen.findByText('Membros encontrados: 2. Use as setas e Enter para escolher.'),
    ).toBeTruthy();

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await waitFor(() => expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id));
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box.textContent).toBe('Oi @carla '));
    expect(screen.queryByRole('listbox')).toBeNull();
    // the mention goes on like any text, in the paragraph it was written in
    typeRichText(box, 'tudo bem?');
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await waitFor(() => expect(app.server.to('POST', '/api/v1/forum/topics/7/replies')).toHaveLength(1));
    expect(await app.server.to('POST', '/api/v1/forum/topics/7/replies')[0]?.json()).toEqual({
      body: '<p>Oi @carla tudo bem?</p>',
    });
  });

  it('closes the list on Escape and asks nothing for text without @', async () => {
    const { app, box } = await openComposer(true);
    typeRichText(box, 'e-mail a@b');
    replaceRichText(box, '');
    typeRichText(box, '@c');
    await screen.findByRole('listbox', { name: 'Membros para mencionar' }, FIRST_LOAD);
    expect(app.server.to('GET', '/api/v1/forum/members')).toHaveLength(1);
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(box.textContent).toBe('@c');
  });
});

const BLOCKED: ForumBlockedPage = page([
  {
    user_id: 12,
    username: 'learner',
    full_name: 'Lena Learner',
    blocked_at: '2026-11-20T12:00:00.000Z',
    blocked_by_name: 'Marta Moderadora',
  },
]);
const moderator = (): Session => {
  const base = makeSession();
  return makeSession({ user: { ...base.user, role: 'moderator', username: 'moderator' } });
};

describe('/admin/forum/blocks', { timeout: 20_000 }, () => {
  it('lists the blocked members and unblocks one after a confirmation', async () => {
    setViewport(false);
    const app = await open(
      '/admin/forum',
      {
        'GET /api/v1/admin/forum/reports': () => json(page([])),
        'GET /api/v1/admin/forum/blocks': () => json(BLOCKED),
        'DELETE /api/v1/admin/forum/blocks/12': () => json({ user_id: 12, blocked: false }),
      },
      moderator(),
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Membros bloqueados' }, FIRST_LOAD));
    const table = await screen.findByRole('table', { name: 'Membros bloqueados' }, FIRST_LOAD);
    expect(within(table).getByText('@learner')).toBeTruthy();
    expect(within(table).getByText('Marta Moderadora')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Desbloquear Lena Learner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desbloquear membro' });
    expect(
      within(dialog).getByText('Desbloquear Lena Learner? Essa pessoa voltará a publicar no fórum.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Desbloquear autor' }));
    expect(await screen.findByText('Lena Learner foi desbloqueado(a).')).toBeTruthy();
    expect(app.server.to('DELETE', '/api/v1/admin/forum/blocks/12')).toHaveLength(1);
  });

  it('says when nobody is blocked', async () => {
    setViewport(true);
    await open(
      '/admin/forum/blocks',
      { 'GET /api/v1/admin/forum/blocks': () => json(page([])) },
      moderator(),
    );
    expect(await screen.findByText('Nenhum membro bloqueado.', {}, FIRST_LOAD)).toBeTruthy();
  });
});
