import type { ForumReply, ForumReportItem, ForumTopic, ForumTopicPage, Session } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type Handler, json, makeSession } from '../../test/fakeServer.ts';
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
  body: '<p>Alguém tem <strong>dicas</strong>?</p>',
  reply_count: 1,
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

const REPLY: ForumReply = {
  id: 30,
  topic_id: 7,
  body: '<p>Use a playlist.</p>',
  audio_url: null,
  created_at: '2026-11-20T12:00:00.000Z',
  edited_at: null,
  author_name: 'Bruno',
  mine: false,
  hidden: false,
};

const LIST: ForumTopicPage = { ...page([TOPIC]), may_post: true, moderator: false };

describe('/forum', { timeout: 20_000 }, () => {
  it('lists topics and refuses a title over 256 characters before sending, then opens the new topic', async () => {
    setViewport(false);
    const app = await open('/forum', {
      'GET /api/v1/forum/topics': () => json(LIST),
      'POST /api/v1/forum/topics': () => json({ ...TOPIC, id: 8, title: 'Novo', mine: true }, 201),
      'GET /api/v1/forum/topics/8': () => json({ ...TOPIC, id: 8, title: 'Novo', mine: true }),
      'GET /api/v1/forum/topics/8/replies': () => json(page([])),
    });
    const list = await screen.findByRole('list', { name: 'Tópicos' }, FIRST_LOAD);
    expect(within(list).getByRole('link', { name: 'Dicas para estudar' })).toBeTruthy();
    expect(within(list).getByText('Aberto')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Novo tópico' }));
    const title = screen.getByRole('textbox', { name: /Título/ });
    fireEvent.change(title, { target: { value: 'x'.repeat(257) } });
    typeRichText(await screen.findByRole('textbox', { name: /^Texto/ }, EDITOR_LOAD), 'Olá\nSegunda linha');
    expect(screen.getByText('257 de 256 caracteres')).toBeTruthy();
    expect(screen.getByText('Seu texto tem mais que 256 caracteres')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publicar tópico' }).hasAttribute('disabled')).toBe(true);

    fireEvent.change(title, { target: { value: 'Novo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publicar tópico' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Novo' }, FIRST_LOAD)).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/forum/topics')[0]?.json()).toEqual({
      title: 'Novo',
      body: '<p>Olá</p><p>Segunda linha</p>',
    });
  });

  it('tells a user blocked from the forum that they may read but not post', async () => {
    setViewport(true);
    await open('/forum', { 'GET /api/v1/forum/topics': () => json({ ...LIST, may_post: false }) });
    expect(await screen.findByText(/bloqueado no fórum/, {}, FIRST_LOAD)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Novo tópico' })).toBeNull();
  });
});

describe('/forum/:id', { timeout: 20_000 }, () => {
  it('shows the topic and its replies, sends a reply and reports one', async () => {
    setViewport(false);
    const app = await open('/forum/7', {
      'GET /api/v1/forum/topics/7': () => json(TOPIC),
      'GET /api/v1/forum/topics/7/replies': () => json(page([REPLY])),
      'POST /api/v1/forum/topics/7/replies': () => json({ ...REPLY, id: 31, mine: true }, 201),
      'POST /api/v1/forum/replies/30/reports': () => json({ ok: true }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dicas para estudar' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.getByText('dicas', { selector: 'strong' })).toBeTruthy();
    const reply = (await screen.findByText('Use a playlist.')).closest('li') as HTMLElement;
    expect(within(reply).queryByRole('button', { name: 'Editar' })).toBeNull();

    typeRichText(await screen.findByRole('textbox', { name: /Sua resposta/ }, EDITOR_LOAD), 'Obrigada!');
    fireEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Resposta publicada.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/forum/topics/7/replies')[0]?.json()).toEqual({
      body: '<p>Obrigada!</p>',
    });

    fireEvent.click(within(reply).getByRole('button', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar a resposta aos moderadores' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Motivo/ }), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar denúncia' }));
    expect(await screen.findByText('Denúncia enviada aos moderadores.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/forum/replies/30/reports')[0]?.json()).toEqual({
      reason: 'Spam',
    });
  });

  it('says a closed topic takes no replies, and lets the owner edit their reply', async () => {
    setViewport(true);
    const app = await open('/forum/7', {
      'GET /api/v1/forum/topics/7': () => json({ ...TOPIC, status: 'closed' }),
      'GET /api/v1/forum/topics/7/replies': () => json(page([{ ...REPLY, mine: true }])),
      'DELETE /api/v1/forum/replies/30': () => json({ ok: true }),
    });
    expect(
      await screen.findByText('Este tópico está fechado e não recebe respostas.', {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Sua resposta/ })).toBeNull();
    const reply = (await screen.findByText('Use a playlist.')).closest('li') as HTMLElement;
    // closed: no edits, but its owner may still delete it
    expect(within(reply).queryByRole('button', { name: 'Editar' })).toBeNull();
    fireEvent.click(within(reply).getByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir resposta?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Resposta excluída.')).toBeTruthy();
    expect(app.server.to('DELETE', '/api/v1/forum/replies/30')).toHaveLength(1);
  });

  it('shows SPEC §8’s edit error when the server refuses', async () => {
    setViewport(false);
    await open('/forum/7', {
      'GET /api/v1/forum/topics/7': () => json(TOPIC),
      'GET /api/v1/forum/topics/7/replies': () => json(page([{ ...REPLY, mine: true }])),
      'PATCH /api/v1/forum/replies/30': () =>
        apiError(403, 'forum.edit_failed', 'Erro ao editar: só o autor edita o seu tópico ou resposta.'),
    });
    const reply = (await screen.findByText('Use a playlist.', {}, FIRST_LOAD)).closest('li') as HTMLElement;
    fireEvent.click(within(reply).getByRole('button', { name: 'Editar' }));
    const box = await within(reply).findByRole('textbox', { name: /Editar resposta/ }, EDITOR_LOAD);
    expect(box.innerHTML).toBe(REPLY.body);
    replaceRichText(box, 'Novo');
    fireEvent.click(within(reply).getByRole('button', { name: 'Salvar' }));
    expect((await within(reply).findByRole('alert')).textContent).toContain('Erro ao editar');
  });
});

describe('voice replies', { timeout: 20_000 }, () => {
  /** A microphone and a recorder that hands over one chunk of audio when stopped. */
  function fakeMicrophone() {
    const track = { stop: vi.fn() };
    const stream = { getTracks: () => [track] };
    class FakeRecorder {
      mimeType = 'audio/webm';
      stream = stream;
      ondataavailable: ((event: { data: Blob }) => void) | null = null;
      onstop: (() => void) | null = null;
      start() {}
      stop() {
        this.ondataavailable?.({ data: new Blob(['webm-bytes'], { type: 'audio/webm' }) });
        this.onstop?.();
      }
    }
    vi.stubGlobal('MediaRecorder', FakeRecorder);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: vi.fn(async () => stream) },
    });
    if (!URL.createObjectURL)
      Object.assign(URL, { createObjectURL: () => 'blob:voice', revokeObjectURL: () => {} });
    return track;
  }

  it('records, previews and sends a voice reply, and plays the replies that have one', async () => {
    setViewport(false);
    const track = fakeMicrophone();
    const app = await open('/forum/7', {
      'GET /api/v1/forum/topics/7': () => json(TOPIC),
      'GET /api/v1/forum/topics/7/replies': () =>
        json(page([{ ...REPLY, body: '', audio_url: '/api/v1/files/k?sig=s' }])),
      'POST /api/v1/forum/topics/7/voice-replies': () => json({ ...REPLY, id: 32, mine: true }, 201),
    });
    expect(await screen.findByLabelText('Resposta em áudio', {}, FIRST_LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Gravar resposta em áudio' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Parar gravação' }));
    expect(await screen.findByLabelText('Prévia do áudio gravado')).toBeTruthy();
    expect(track.stop).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar áudio' }));
    expect(await screen.findByText('Resposta em áudio publicada.')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/forum/topics/7/voice-replies')).toHaveLength(1);
  });

  it('shows SPEC §8’s audio save error when the server refuses the recording', async () => {
    setViewport(true);
    fakeMicrophone();
    await open('/forum/7', {
      'GET /api/v1/forum/topics/7': () => json(TOPIC),
      'GET /api/v1/forum/topics/7/replies': () => json(page([])),
      'POST /api/v1/forum/topics/7/voice-replies': () =>
        apiError(400, 'forum.audio_save_failed', 'Erro ao salvar o áudio. Grave de novo e tente outra vez.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Gravar resposta em áudio' }, FIRST_LOAD));
    fireEvent.click(await screen.findByRole('button', { name: 'Parar gravação' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar áudio' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Erro ao salvar o áudio');
  });
});

const REPORT: ForumReportItem = {
  id: 3,
  target: 'reply',
  topic_id: 7,
  topic_title: 'Dicas para estudar',
  topic_status: 'open',
  reply_id: 30,
  excerpt: 'Vendo pontos',
  author_id: 55,
  author_name: 'Bruno',
  author_blocked: false,
  hidden: false,
  reason: 'Spam',
  reporter_name: 'Ana',
  created_at: '2026-11-20T13:00:00.000Z',
  resolution: null,
  resolved_at: null,
};

describe('/admin/forum', { timeout: 20_000 }, () => {
  it('shows a moderator the report queue, hides the post and blocks its author', async () => {
    setViewport(false);
    const base = makeSession();
    const app = await open(
      '/admin/forum',
      {
        'GET /api/v1/admin/forum/reports': () => json(page([REPORT])),
        'POST /api/v1/admin/forum/replies/30/visibility': () => json({ ok: true }),
        'PUT /api/v1/admin/forum/blocks/55': () => json({ user_id: 55, blocked: true }),
      },
      makeSession({ user: { ...base.user, role: 'moderator' } }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moderação do fórum' }, FIRST_LOAD),
    ).toBeTruthy();
    expect(await screen.findByText('Vendo pontos')).toBeTruthy();
    expect(screen.getByText('Motivo: Spam')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    await waitFor(() =>
      expect(app.server.to('POST', '/api/v1/admin/forum/replies/30/visibility')).toHaveLength(1),
    );
    expect(await app.server.to('POST', '/api/v1/admin/forum/replies/30/visibility')[0]?.json()).toEqual({
      hidden: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bloquear autor no fórum' }));
    await waitFor(() => expect(app.server.to('PUT', '/api/v1/admin/forum/blocks/55')).toHaveLength(1));
    expect(await screen.findByText('Feito.')).toBeTruthy();
  });
});
