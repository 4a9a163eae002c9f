import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { directUploadRoutes } from '../../../test/directUploads.ts';
import { apiError, type Handler, json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, setViewport } from '../../../test/signedInApp.ts';
import { FILTERS, LISTS } from '../test/fixtures.ts';
import { activity, course, session } from './test/authoring.ts';

// The activity form's html and flash kinds: an html activity's package is uploaded and imported once the activity is
// saved; a flash activity's movie is a .swf upload.

const COURSE = '/api/v1/admin/learning/courses/5';
const UPLOAD = '/api/v1/admin/learning/uploads';

/** A draft course whose one activity is of `kind` with `content`. */
function packageCourse(kind: string, content: Record<string, unknown>) {
  return course({
    title: { 'pt-BR': 'Abertura da loja' },
    description: {},
    workload_minutes: 10,
    points: 0,
    enrolment_rule: 'open',
    activities: [
      activity({ id: 101, kind, title: { 'pt-BR': 'Checklist' }, content, duration_seconds: null }),
    ],
  });
}

/** A one-chunk upload of `name` as `kind`, completed as upload 90. */
function uploadRoutes(name: string, kind: string, size: number): Record<string, Handler> {
  const status = (received: number[]) => ({
    id: 90,
    name,
    kind,
    size,
    chunk_size: 64 * 1024,
    chunk_count: 1,
    received,
    url: null,
  });
  return {
    [`POST ${UPLOAD}`]: () => json(status([]), 201),
    ...directUploadRoutes(90, 1, status, () =>
      json({
        id: 90,
        name,
        kind,
        size,
        content_type: 'application/zip',
        url: `/api/v1/files/${'c'.repeat(43)}?sig=x`,
      }),
    ),
  };
}

async function editActivity(routes: Record<string, Handler>) {
  setViewport(false);
  installFakeSockets();
  const app = await openApp('/admin/courses/5', {
    session: session(),
    routes: { [`GET ${FILTERS}`]: () => json(LISTS), ...routes },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Editar a atividade Checklist' }, FIRST_LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Editar atividade' });
  return { app, dialog };
}

async function choose(dialog: HTMLElement, file: File) {
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// the editor is a heavy screen: like authoring.test.tsx, each test has more than the default 5 s
describe('html and flash activities in the editor', { timeout: 30_000 }, () => {
  it('imports an uploaded package into a saved html activity, and says what it opens', async () => {
    const { app, dialog } = await editActivity({
      [`GET ${COURSE}`]: () => json(packageCourse('html', { min_seconds: 20 })),
      ...uploadRoutes('checklist.zip', 'package', 2048),
      'POST /api/v1/admin/learning/activities/101/html': () =>
        json(
          {
            id: 7,
            activity_id: 101,
            version: 2,
            entry: 'index.html',
            file_count: 4,
            size: 4096,
            created_at: '2026-11-28T10:00:00Z',
          },
          201,
        ),
    });
    // no address to type: the package is the content
    expect(within(dialog).queryByRole('textbox', { name: /Endereço/ })).toBeNull();
    expect(within(dialog).getByText(/^Um .zip com o index.html na raiz/)).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Tempo mínimo/ }) as HTMLInputElement).value).toBe(
      '20',
    );
    await choose(dialog, new File([new Uint8Array(2048)], 'checklist.zip'));
    expect(await within(dialog).findByText('Pacote importado: abre em index.html (versão 2).')).toBeTruthy();
    const sent = await app.server.to('POST', '/api/v1/admin/learning/activities/101/html')[0]?.clone().json();
    expect(sent).toEqual({ upload_id: 90 });
  });

  it('shows why a package is refused, in the author’s language', async () => {
    const { dialog } = await editActivity({
      [`GET ${COURSE}`]: () => json(packageCourse('html', {})),
      ...uploadRoutes('site.zip', 'package', 1024),
      'POST /api/v1/admin/learning/activities/101/html': () =>
        apiError(
          422,
          'html.entry_missing',
          'O pacote não tem a página de entrada: coloque um index.html na raiz ou informe a página a abrir.',
        ),
    });
    await choose(dialog, new File([new Uint8Array(1024)], 'site.zip'));
    expect(
      await within(dialog).findByText(
        'O pacote não tem a página de entrada: coloque um index.html na raiz ou informe a página a abrir.',
      ),
    ).toBeTruthy();
  });

  it('uploads a flash movie as a swf and puts its address in the activity', async () => {
    const { app, dialog } = await editActivity({
      [`GET ${COURSE}`]: () => json(packageCourse('flash', { url: 'https://cdn.example.com/old.swf' })),
      ...uploadRoutes('movie.swf', 'flash', 1024),
    });
    await choose(dialog, new File([new Uint8Array(1024)], 'movie.swf'));
    expect(await within(dialog).findByText('movie.swf enviado.')).toBeTruthy();
    const started = await app.server.to('POST', UPLOAD)[0]?.clone().json();
    expect(started).toMatchObject({ name: 'movie.swf', kind: 'flash' });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toContain('.swf');
  });
});
