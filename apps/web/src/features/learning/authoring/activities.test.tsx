import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { partUrls, stored } from '../../../test/directUploads.ts';
import { apiError, type Handler, json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD } from '../../../test/signedInApp.ts';
import { activity, course, open, restoreAfterEach } from './test/authoring.ts';

// A course's activities: uploads (chunks, retries, resuming), order, deletion.

restoreAfterEach();

describe('activities', () => {
  it('adds an audio activity by upload: chunks with progress, a failed chunk sent again', async () => {
    const size = 200 * 1024;
    let chunkSize = 0;
    const tries = new Map<number, number>();
    const routes: Record<string, Handler> = {
      'GET /api/v1/admin/learning/courses/5': () => json(course()),
      'POST /api/v1/admin/learning/uploads': async (request) => {
        const body = await request.json();
        chunkSize = body.chunk_size;
        return json(
          {
            id: 77,
            name: body.name,
            kind: body.kind,
            size: body.size,
            chunk_size: body.chunk_size,
            chunk_count: Math.ceil(body.size / body.chunk_size),
            received: [],
            url: null,
          },
          201,
        );
      },
      'POST /api/v1/admin/learning/uploads/77/part-urls': async (request) =>
        json(partUrls(await request.json())),
      'POST /api/files/complete/': () =>
        json({
          id: 77,
          name: 'chime.wav',
          kind: 'audio',
          size,
          content_type: 'audio/wav',
          url: `/api/v1/files/${'a'.repeat(43)}?sig=abc`,
        }),
      'POST /api/v1/admin/learning/courses/5/activities': () =>
        json(
          course({
            activities: [
              activity(),
              activity({ id: 102, hierarchy_order: 2, kind: 'audio', title: { 'pt-BR': 'Sino' } }),
            ],
          }),
          201,
        ),
    };
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    for (let index = 0; index < 4; index++) {
      routes[`PUT /api/v1/learning/upload-parts/part-${index}`] = async () => {
        const seen = (tries.get(index) ?? 0) + 1;
        tries.set(index, seen);
        if (index === 1 && seen === 1) return apiError(503, 'common.unavailable', 'Indisponível.');
        if (index === 2) await gate;
        return stored(index);
      };
      routes[`PUT /api/v1/admin/learning/uploads/77/parts/${index}`] = () => json({ id: 77 });
    }
    const app = await open('/admin/courses/5', routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar atividade' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nova atividade' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tipo de atividade' }), {
      target: { value: 'audio' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Título — Português/), { target: { value: 'Sino' } });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array(size)], 'chime.wav', { type: 'audio/wav' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });

    // two chunks of 64 KiB stored out of 200 KiB, the second after one retry
    expect(await within(dialog).findByText('Enviando chime.wav: 64%', {}, { timeout: 4000 })).toBeTruthy();
    const bar = within(dialog).getByRole('progressbar', { name: 'Envio de chime.wav' });
    expect(bar.getAttribute('aria-valuenow')).toBe('64');
    expect(within(dialog).getByText('50% enviado')).toBeTruthy();
    release();
    expect(await within(dialog).findByText('chime.wav enviado.')).toBeTruthy();
    expect(chunkSize).toBe(64 * 1024);
    expect(tries.get(1)).toBe(2);
    expect([0, 2, 3].map((index) => tries.get(index))).toEqual([1, 1, 1]);
    // each chunk's bytes straight to its URL, with no authorization; then reported with the ETag it got
    const sent = app.server.to('PUT', '/api/v1/learning/upload-parts/part-3')[0];
    expect(sent?.headers.get('authorization')).toBeNull();
    expect((await sent?.arrayBuffer())?.byteLength).toBe(size - 3 * 64 * 1024);
    expect(await app.server.to('PUT', '/api/v1/admin/learning/uploads/77/parts/3')[0]?.json()).toEqual({
      etag: '"etag-3"',
    });
    expect((within(dialog).getByLabelText(/^Endereço do conteúdo/) as HTMLInputElement).value).toBe(
      `/api/v1/files/${'a'.repeat(43)}?sig=abc`,
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Atividade Sino adicionada.')).toBeTruthy();
    expect(await app.server.to('POST', '/api/v1/admin/learning/courses/5/activities')[0]?.json()).toEqual({
      kind: 'audio',
      title: { 'pt-BR': 'Sino', 'en-US': '', 'es-ES': '', 'fr-FR': '' },
      menu: null,
      duration_seconds: null,
      content: { url: `/api/v1/files/${'a'.repeat(43)}?sig=abc` },
    });
    const list = screen.getByRole('list', { name: 'Atividades em ordem' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  }, 15000);

  it('resumes a failed upload from the chunks the server already holds', async () => {
    const size = 130 * 1024;
    let chunkOneTries = 0;
    const status = (received: number[]) => ({
      id: 78,
      name: 'guia.pdf',
      kind: 'pdf',
      size,
      chunk_size: 64 * 1024,
      chunk_count: 3,
      received,
      url: null,
    });
    const app = await open('/admin/courses/5', {
      'GET /api/v1/admin/learning/courses/5': () => json(course()),
      'POST /api/v1/admin/learning/uploads': () => json(status([]), 201),
      'GET /api/v1/admin/learning/uploads/78': () => json(status([0])),
      'POST /api/v1/admin/learning/uploads/78/part-urls': async (request) =>
        json(partUrls(await request.json())),
      'PUT /api/v1/learning/upload-parts/part-0': () => stored(0),
      'PUT /api/v1/learning/upload-parts/part-1': () => {
        chunkOneTries += 1;
        return chunkOneTries <= 4 ? apiError(500, 'common.unexpected', 'Erro no servidor.') : stored(1);
      },
      'PUT /api/v1/learning/upload-parts/part-2': () => stored(2),
      'PUT /api/v1/admin/learning/uploads/78/parts/0': () => json(status([0])),
      'PUT /api/v1/admin/learning/uploads/78/parts/1': () => json(status([0, 1])),
      'PUT /api/v1/admin/learning/uploads/78/parts/2': () => json(status([0, 1, 2])),
      'POST /api/files/complete/': () =>
        json({
          id: 78,
          name: 'guia.pdf',
          kind: 'pdf',
          size,
          content_type: 'application/pdf',
          url: `/api/v1/files/${'b'.repeat(43)}?sig=xyz`,
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar atividade' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nova atividade' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tipo de atividade' }), {
      target: { value: 'pdf' },
    });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array(size)], 'guia.pdf')] } });
    });
    expect(
      await within(dialog).findByText('O envio de guia.pdf falhou.', {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(within(dialog).getByText('Enviando guia.pdf: 49%')).toBeTruthy();
    expect(chunkOneTries).toBe(4);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar o envio' }));
    expect(await within(dialog).findByText('guia.pdf enviado.')).toBeTruthy();
    expect(app.server.to('POST', '/api/v1/admin/learning/uploads')).toHaveLength(1);
    expect(app.server.to('PUT', '/api/v1/learning/upload-parts/part-0')).toHaveLength(1);
    expect(app.server.to('PUT', '/api/v1/learning/upload-parts/part-2')).toHaveLength(1);
  }, 15000);

  it('moves an activity down with the keyboard-reachable buttons and keeps the focus on it', async () => {
    const a = activity({ id: 1, title: { 'pt-BR': 'Abertura' } });
    const b = activity({ id: 2, hierarchy_order: 2, kind: 'pdf', title: { 'pt-BR': 'Manual' } });
    const c = activity({ id: 3, hierarchy_order: 3, kind: 'youtube', title: { 'pt-BR': 'Entrevista' } });
    const app = await open('/admin/courses/5', {
      'GET /api/v1/admin/learning/courses/5': () => json(course({ activities: [a, b, c] })),
      'PUT /api/v1/admin/learning/courses/5/activities/order': () =>
        json(course({ activities: [{ ...b, hierarchy_order: 1 }, { ...a, hierarchy_order: 2 }, c] })),
    });
    const list = await screen.findByRole('list', { name: 'Atividades em ordem' }, FIRST_LOAD);
    const items = within(list).getAllByRole('listitem');
    expect(within(items[1] as HTMLElement).getByText('PDF')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('YouTube')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Subir Abertura' }) as HTMLButtonElement).disabled).toBe(true);
    const down = screen.getByRole('button', { name: 'Descer Abertura' });
    down.focus();
    fireEvent.click(down);

    expect(await screen.findByText('Abertura agora é a atividade 2 de 3.')).toBeTruthy();
    expect(
      await app.server.to('PUT', '/api/v1/admin/learning/courses/5/activities/order')[0]?.json(),
    ).toEqual({
      activity_ids: [2, 1, 3],
    });
    const reordered = within(screen.getByRole('list', { name: 'Atividades em ordem' })).getAllByRole(
      'listitem',
    );
    expect(within(reordered[0] as HTMLElement).getByText('Manual')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Descer Abertura' })),
    );
  });

  it('deletes only after confirmation, and shows why the server refuses one learners started', async () => {
    const started = activity({ learners_with_progress: 3 });
    const app = await open('/admin/courses/5', {
      'GET /api/v1/admin/learning/courses/5': () => json(course({ activities: [started] })),
      'DELETE /api/v1/admin/learning/activities/101': () =>
        apiError(
          409,
          'learning.activity_has_progress',
          'Alunos já começaram esta atividade: ela não pode ser excluída. Substitua o conteúdo.',
        ),
    });
    expect(await screen.findByText('Alunos que já começaram: 3', {}, FIRST_LOAD)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir a atividade Boas-vindas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir atividade?' });
    expect(app.server.to('DELETE', '/api/v1/admin/learning/activities/101')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(dialog).findByText(
        'Alunos já começaram esta atividade: ela não pode ser excluída. Substitua o conteúdo.',
      ),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Atividades em ordem' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('adds a test activity with empty content, and links a test activity to its rules and questions', async () => {
    const sent: unknown[] = [];
    await open('/admin/courses/5', {
      'GET /api/v1/admin/learning/courses/5': () => json(course()),
      'POST /api/v1/admin/learning/courses/5/activities': async (request) => {
        sent.push(await request.json());
        return json(
          course({
            activities: [
              activity(),
              activity({
                id: 102,
                hierarchy_order: 2,
                kind: 'block_test',
                title: { 'pt-BR': 'Prova' },
                content: {},
              }),
            ],
          }),
          201,
        );
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Adicionar atividade' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Nova atividade' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tipo de atividade' }), {
      target: { value: 'block_test' },
    });
    expect(within(dialog).getByText(/As regras e as perguntas do teste/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Título — Português/), { target: { value: 'Prova' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ kind: 'block_test', content: {} });
    const link = await screen.findByRole('link', { name: 'Regras e perguntas do teste Prova' });
    expect(link.getAttribute('href')).toBe('/admin/tests/102');
  });
});
