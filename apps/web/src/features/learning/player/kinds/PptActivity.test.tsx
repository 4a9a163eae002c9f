import type { ActivityView } from '@elevar/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fakeServer.ts';
import { FIRST_LOAD, makeActivity, makeSaved, openPlayer, setViewport } from '../../test/fixtures.ts';

// pptx-viewer and pdf.js are replaced at their module boundaries: the slides drawn and the pdf opened are recorded.
const viewer = vi.hoisted(() => ({ loadPresentation: vi.fn(), renderSlideToElement: vi.fn() }));
vi.mock('pptx-viewer', () => viewer);
const pdfjs = vi.hoisted(() => ({ GlobalWorkerOptions: { workerSrc: '' }, getDocument: vi.fn() }));
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => pdfjs);

const ACTIVITY = '/api/v1/learning/courses/1/activities/1';
const SAVE = '/api/v1/learning/activities/101/progress';
const PPTX_URL = '/demo/media/onboarding.pptx';

/** The slides drawn (1-based), in order. */
let drawn: number[] = [];
let fileFetches: string[] = [];

function fakePptx(slides: number, { reachable = true } = {}) {
  drawn = [];
  fileFetches = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      fileFetches.push(String(input));
      return reachable ? new Response(new Uint8Array([0x50, 0x4b, 3, 4])) : new Response('', { status: 404 });
    }),
  );
  viewer.loadPresentation.mockImplementation(async () => ({
    slides: Array.from({ length: slides }, () => ({})),
    slideSize: { width: 960, height: 540 },
    cleanup: () => undefined,
  }));
  viewer.renderSlideToElement.mockImplementation((_p: unknown, index: number, container: HTMLElement) => {
    drawn.push(index + 1);
    container.innerHTML = `<svg><text>Slide ${index + 1}</text></svg>`;
  });
}

function pptActivity(content: Record<string, unknown>, progress: ActivityView['progress'] = null) {
  return makeActivity({ kind: 'ppt', title: 'Boas-vindas', duration_seconds: null, content, progress });
}

async function open(activity: ActivityView) {
  setViewport(false);
  return openPlayer('/courses/1/activities/1', {
    routes: {
      [`GET ${ACTIVITY}`]: () => json(activity),
      [`PUT ${SAVE}`]: async (request) => {
        const body = (await request.clone().json()) as { completed: boolean };
        return json(body.completed ? makeSaved({ percent: 50 }) : makeSaved({}, false));
      },
    },
  });
}

async function bodies(app: Awaited<ReturnType<typeof openPlayer>>) {
  return Promise.all(app.server.to('PUT', SAVE).map((request) => request.clone().json()));
}

const status = () => screen.getByText(/^Página \d de \d$/);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('ppt activity', () => {
  it('draws a pptx’s slides in the browser one by one, counts them as pages and completes on the last', async () => {
    fakePptx(3);
    const app = await open(
      pptActivity(
        { url: PPTX_URL, format: 'pptx', pages: 3 },
        { position: 1, pages_seen: 1, completed: false, seq: 2 },
      ),
    );
    expect(await screen.findByRole('img', { name: 'Boas-vindas, página 1 de 3' }, FIRST_LOAD)).toBeTruthy();
    expect(fileFetches).toEqual([PPTX_URL]);
    await waitFor(() => expect(drawn.at(-1)).toBe(1));
    expect(screen.getByRole('img').textContent).toBe('Slide 1');

    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(status().textContent).toBe('Página 2 de 3');
    await waitFor(() => expect(drawn.at(-1)).toBe(2));
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(status().textContent).toBe('Página 3 de 3');
    await waitFor(() => expect(drawn.at(-1)).toBe(3));

    expect(await screen.findByText('Você concluiu 50% do curso.')).toBeTruthy();
    const saves = await bodies(app);
    expect(saves[0]).toMatchObject({ position: 1, pages_seen: 1, completed: false });
    expect(saves.find((body) => body.completed)).toMatchObject({
      completed: true,
      position: 3,
      pages_seen: 3,
    });
  });

  it('offers the file for download when the slides cannot be read', async () => {
    fakePptx(3, { reachable: false });
    await open(pptActivity({ url: PPTX_URL, format: 'pptx', pages: 3 }));
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert.textContent).toContain('Não foi possível abrir este arquivo aqui.');
    expect(screen.getByRole('link', { name: 'Baixar o arquivo' }).getAttribute('href')).toBe(PPTX_URL);
  });

  it('plays the pdf the server converted the presentation to', async () => {
    pdfjs.getDocument.mockImplementation(() => ({
      promise: Promise.resolve({
        numPages: 2,
        getPage: async () => ({
          getViewport: ({ scale }: { scale: number }) => ({ width: 960 * scale, height: 540 * scale }),
          render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
        }),
      }),
      destroy: async () => undefined,
    }));
    fakePptx(2);
    await open(pptActivity({ url: PPTX_URL, pdf_url: '/api/v1/files/abc?sig=1', pages: 2 }));
    expect(await screen.findByRole('img', { name: 'Boas-vindas, página 1 de 2' }, FIRST_LOAD)).toBeTruthy();
    expect(pdfjs.getDocument).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/v1/files/abc?sig=1' }),
    );
    expect(viewer.loadPresentation).not.toHaveBeenCalled();
  });

  it('offers a legacy .ppt for download with a note, and lets it be marked done after its least time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakePptx(1);
    const app = await open(
      pptActivity({ url: '/api/v1/files/old?sig=2', format: 'ppt', download_only: true, min_seconds: 12 }),
    );
    const note = await screen.findByRole('note', {}, FIRST_LOAD);
    expect(note.textContent).toContain(
      'Esta apresentação está no formato antigo do PowerPoint e não pode ser exibida aqui; baixe-a para vê-la.',
    );
    const link = screen.getByRole('link', { name: 'Baixar a apresentação' });
    expect(link.getAttribute('href')).toBe('/api/v1/files/old?sig=2');
    expect(link.hasAttribute('download')).toBe(true);
    const done = screen.getByRole('button', { name: 'Marcar como concluída' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(13_000);
    await waitFor(() => expect(done.disabled).toBe(false));
    fireEvent.click(done);
    expect(await screen.findByText('Você concluiu 50% do curso.')).toBeTruthy();
    expect((await bodies(app)).find((body) => body.completed)).toMatchObject({ completed: true });
    expect(viewer.loadPresentation).not.toHaveBeenCalled();
  });
});
