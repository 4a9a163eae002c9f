import type { ActivityView } from '@elevar/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../test/fakeServer.ts';
import { FIRST_LOAD, makeActivity, makeSaved, openPlayer, setViewport } from '../../test/fixtures.ts';
import { SAVE_INTERVAL_MS } from '../useProgressSaver.ts';

// pdf.js is replaced at its module boundary: a document of `pages` 16:9 pages whose drawing is recorded.
const pdfjs = vi.hoisted(() => ({
  GlobalWorkerOptions: { workerSrc: '' },
  getDocument: vi.fn(),
}));
vi.mock('pdfjs-dist/legacy/build/pdf.mjs', () => pdfjs);

const ACTIVITY = '/api/v1/learning/courses/1/activities/1';
const SAVE = '/api/v1/learning/activities/101/progress';
const PDF_URL = '/demo/media/store-layout.pdf';

/** The pages drawn, in order. */
let drawn: number[] = [];

function fakePdf(pages: number) {
  drawn = [];
  pdfjs.getDocument.mockImplementation(() => ({
    promise: Promise.resolve({
      numPages: pages,
      getPage: async (page: number) => ({
        getViewport: ({ scale }: { scale: number }) => ({ width: 960 * scale, height: 540 * scale }),
        render: () => {
          drawn.push(page);
          return { promise: Promise.resolve(), cancel: () => undefined };
        },
      }),
    }),
    destroy: async () => undefined,
  }));
}

function pdfActivity(progress: ActivityView['progress'], pages = 3) {
  return makeActivity({ kind: 'pdf', duration_seconds: null, content: { url: PDF_URL, pages }, progress });
}

async function open(activity: ActivityView) {
  setViewport(false);
  const app = await openPlayer('/courses/1/activities/1', {
    routes: {
      [`GET ${ACTIVITY}`]: () => json(activity),
      [`PUT ${SAVE}`]: async (request) => {
        const body = (await request.clone().json()) as { completed: boolean };
        return json(body.completed ? makeSaved({ percent: 67 }) : makeSaved({}, false));
      },
    },
  });
  return app;
}

async function bodies(app: Awaited<ReturnType<typeof openPlayer>>) {
  return Promise.all(app.server.to('PUT', SAVE).map((request) => request.clone().json()));
}

const status = () => screen.getByText(/^Página \d de \d$/);

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('pdf activity', () => {
  it('shows one page at a time, turned by the buttons and the arrow keys, and announces the page', async () => {
    fakePdf(3);
    const app = await open(pdfActivity(null));
    expect(await screen.findByRole('img', { name: 'Boas-vindas, página 1 de 3' }, FIRST_LOAD)).toBeTruthy();
    expect(pdfjs.getDocument).toHaveBeenCalledWith(expect.objectContaining({ url: PDF_URL }));
    expect(status().getAttribute('role')).toBe('status');
    const previous = screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    await waitFor(() => expect(drawn.at(-1)).toBe(1));

    fireEvent.click(next);
    expect(status().textContent).toBe('Página 2 de 3');
    await waitFor(() => expect(drawn.at(-1)).toBe(2));
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(status().textContent).toBe('Página 3 de 3');
    expect(screen.getByRole('img', { name: 'Boas-vindas, página 3 de 3' })).toBeTruthy();
    await waitFor(() => expect(drawn.at(-1)).toBe(3));
    expect(next.disabled).toBe(true);
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(status().textContent).toBe('Página 2 de 3');
    await waitFor(() => expect(drawn.at(-1)).toBe(2));

    // opening the pdf is saved at once (the server times the least reading time from it)
    await waitFor(async () => expect(await bodies(app)).toHaveLength(1));
    expect((await bodies(app))[0]).toMatchObject({ position: 1, pages_seen: 1, completed: false });
  });

  it('opens at the saved page and continues the count of pages seen, saved every few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakePdf(5);
    const app = await open(pdfActivity({ position: 3, pages_seen: 3, completed: false, seq: 7 }, 5));
    expect(await screen.findByRole('img', { name: 'Boas-vindas, página 3 de 5' }, FIRST_LOAD)).toBeTruthy();
    expect(status().textContent).toBe('Página 3 de 5');
    await waitFor(async () => expect(await bodies(app)).toHaveLength(1));
    expect((await bodies(app))[0]).toMatchObject({ seq: 8, position: 3, pages_seen: 3, completed: false });

    // going back does not lower the pages seen
    fireEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(status().textContent).toBe('Página 2 de 5');
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(status().textContent).toBe('Página 4 de 5');
    await vi.advanceTimersByTimeAsync(SAVE_INTERVAL_MS);
    await waitFor(async () =>
      expect((await bodies(app)).at(-1)).toMatchObject({ position: 4, pages_seen: 4 }),
    );
  });

  it('completes when the last page is reached, with every page seen, and shows the course percent', async () => {
    fakePdf(3);
    const app = await open(pdfActivity({ position: 2, pages_seen: 2, completed: false, seq: 3 }));
    await screen.findByRole('img', { name: 'Boas-vindas, página 2 de 3' }, FIRST_LOAD);
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(await screen.findByText('Você concluiu 67% do curso.')).toBeTruthy();
    const completion = (await bodies(app)).find((body) => body.completed);
    expect(completion).toMatchObject({ completed: true, position: 3, pages_seen: 3 });
  });

  it('does not report a first reading complete before the server’s least time for its pages', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakePdf(3);
    const app = await open(pdfActivity(null));
    await screen.findByRole('img', { name: 'Boas-vindas, página 1 de 3' }, FIRST_LOAD);
    const next = screen.getByRole('button', { name: 'Próxima página' });
    fireEvent.click(next);
    fireEvent.click(next);
    expect(status().textContent).toBe('Página 3 de 3');
    await vi.advanceTimersByTimeAsync(500);
    expect((await bodies(app)).some((body) => body.completed)).toBe(false);
    // three pages: at least 3 × 2 s less the 3 s of slack since opening
    await vi.advanceTimersByTimeAsync(4000);
    expect(await screen.findByText('Você concluiu 67% do curso.')).toBeTruthy();
    expect((await bodies(app)).find((body) => body.completed)).toMatchObject({ pages_seen: 3 });
  });

  it('says when the file cannot be read, and offers it for download', async () => {
    pdfjs.getDocument.mockImplementation(() => ({
      promise: Promise.reject(new Error('Invalid PDF structure.')),
      destroy: async () => undefined,
    }));
    const app = await open(pdfActivity(null));
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD);
    expect(alert.textContent).toContain('Não foi possível abrir este arquivo aqui.');
    const link = screen.getByRole('link', { name: 'Baixar o arquivo' });
    expect(link.getAttribute('href')).toBe(PDF_URL);
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Próxima página' })).toBeNull();
    expect(await bodies(app)).toEqual([]);
  });
});
