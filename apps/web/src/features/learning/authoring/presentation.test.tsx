import type { CompletedUpload, PresentationUpload } from '@elevar/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { directUploadRoutes } from '../../../test/directUploads.ts';
import { type Handler, json } from '../../../test/fakeServer.ts';
import { FIRST_LOAD, installFakeSockets, openApp, page, setViewport } from '../../../test/signedInApp.ts';
import { FILTERS, LISTS } from '../test/fixtures.ts';
import { course, session } from './test/authoring.ts';

// An author adds a ppt activity by uploading the presentation: what the server made of it (a pdf, slides for the
// browser, a download) fills the activity's content.

const COURSES = '/api/v1/admin/learning/courses';
const FILE_URL = `/api/v1/files/${'p'.repeat(43)}?sig=abc`;

const emptyCourse = () => course({ activities: [] });

async function addByUpload(name: string, presentation: PresentationUpload) {
  setViewport(false);
  installFakeSockets();
  const size = 4096;
  const completed: CompletedUpload = {
    purpose: 'learning_media',
    id: 90,
    name,
    kind: 'presentation',
    size,
    content_type: 'application/octet-stream',
    url: FILE_URL,
    presentation,
  };
  const routes: Record<string, Handler> = {
    [`GET ${FILTERS}`]: () => json(LISTS),
    [`GET ${COURSES}`]: () => json(page([])),
    [`GET ${COURSES}/5`]: () => json(emptyCourse()),
    'POST /api/v1/admin/learning/uploads': async (request) => {
      const body = await request.json();
      return json({ ...body, id: 90, chunk_count: 1, received: [], url: null }, 201);
    },
    ...directUploadRoutes(
      90,
      1,
      () => ({ id: 90 }),
      () => json(completed),
    ),
    [`POST ${COURSES}/5/activities`]: () => json(emptyCourse(), 201),
  };
  const app = await openApp('/admin/courses/5', { session: session(), routes });
  fireEvent.click(await screen.findByRole('button', { name: 'Adicionar atividade' }, FIRST_LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Nova atividade' });
  fireEvent.change(within(dialog).getByRole('combobox', { name: 'Tipo de atividade' }), {
    target: { value: 'ppt' },
  });
  fireEvent.change(within(dialog).getByLabelText(/^Título — Português/), { target: { value: 'Integração' } });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toContain('.pptx');
  expect(input.accept).toContain('.ppt,');
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(size)], name)] } });
  });
  expect(await within(dialog).findByText(`${name} enviado.`, {}, { timeout: 4000 })).toBeTruthy();
  const started = await app.server.to('POST', '/api/v1/admin/learning/uploads')[0]?.json();
  expect(started).toMatchObject({ kind: 'presentation', name });
  return { app, dialog };
}

async function submitted(app: Awaited<ReturnType<typeof addByUpload>>['app'], dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
  expect(await screen.findByText('Atividade Integração adicionada.')).toBeTruthy();
  return app.server.to('POST', `${COURSES}/5/activities`)[0]?.json();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a ppt activity by upload', () => {
  it('takes a pptx shown in the browser with its slide count as pages', async () => {
    const { app, dialog } = await addByUpload('integracao.pptx', {
      format: 'pptx',
      pages: 4,
      pdf_url: null,
      download_only: false,
    });
    expect(within(dialog).getByText('Exibida no navegador slide a slide: 4 slides.')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Número de páginas/) as HTMLInputElement).value).toBe('4');
    expect((await submitted(app, dialog)).content).toEqual({ url: FILE_URL, pages: 4, format: 'pptx' });
  }, 15000);

  it('takes the pdf the server converted it to', async () => {
    const pdf = `/api/v1/files/${'q'.repeat(43)}?sig=def`;
    const { app, dialog } = await addByUpload('integracao.pptx', {
      format: 'pptx',
      pages: 5,
      pdf_url: pdf,
      download_only: false,
    });
    expect(within(dialog).getByText('Convertida em pdf: 5 páginas, exibidas uma a uma.')).toBeTruthy();
    expect((await submitted(app, dialog)).content).toEqual({ url: FILE_URL, pages: 5, pdf_url: pdf });
  }, 15000);

  it('takes a legacy .ppt as a download with no pages to count', async () => {
    const { app, dialog } = await addByUpload('antiga.ppt', {
      format: 'ppt',
      pages: null,
      pdf_url: null,
      download_only: true,
    });
    expect(
      within(dialog).getByText(
        'Arquivo .ppt antigo e o servidor não tem conversor: os alunos o baixam, e a atividade conta como vista.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Número de páginas/)).toBeNull();
    expect((await submitted(app, dialog)).content).toEqual({
      url: FILE_URL,
      format: 'ppt',
      download_only: true,
    });
  }, 15000);
});
