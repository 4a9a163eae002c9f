import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fakeServer.ts';
import { slideshareEmbedOf } from '../authoring/components/activityForm.ts';
import { FIRST_LOAD, makeActivity, makeSaved, openPlayer, setViewport } from '../test/fixtures.ts';

const ACTIVITY = '/api/v1/learning/courses/1/activities/1';
const SAVE = '/api/v1/learning/activities/101/progress';
const DECK = 'https://www.slideshare.net/slideshow/embed_code/key/AbC123xyz';

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('hosted content in the player', () => {
  it('frames a SlideShare deck and counts it as viewed after its least time', async () => {
    setViewport(true);
    const app = await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () =>
          json(makeActivity({ kind: 'linkedin_slidshare', content: { url: DECK, min_seconds: 4 } })),
        [`PUT ${SAVE}`]: () => json(makeSaved({ percent: 50 })),
      },
    });
    const frame = await screen.findByTitle('Slides: Boas-vindas', {}, FIRST_LOAD);
    expect(frame.getAttribute('src')).toBe(DECK);
    const done = screen.getByRole('button', { name: 'Marcar como concluída' }) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(4100);
    await waitFor(() => expect(done.disabled).toBe(false));
    fireEvent.click(done);
    expect(await screen.findByText('Você concluiu 50% do curso.')).toBeTruthy();
    const sent = await Promise.all(app.server.to('PUT', SAVE).map((request) => request.clone().json()));
    expect(sent.at(-1)).toMatchObject({ completed: true });
  });

  it('frames nothing but SlideShare’s embed address', async () => {
    setViewport(false);
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () =>
          json(makeActivity({ kind: 'linkedin_slidshare', content: { url: 'https://evil.example/deck' } })),
        [`PUT ${SAVE}`]: () => json(makeSaved({}, false)),
      },
    });
    expect(
      await screen.findByText('O arquivo desta atividade não está disponível.', {}, FIRST_LOAD),
    ).toBeTruthy();
    expect(screen.queryByTitle('Slides: Boas-vindas')).toBeNull();
  });

  it('opens a SCORM Cloud course in a new tab, and starts the clock only once launched', async () => {
    setViewport(false);
    const app = await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () =>
          json(
            makeActivity({
              kind: 'scorm_cloud',
              content: { url: 'https://cloud.scorm.com/launch/abc', min_seconds: 3 },
            }),
          ),
        [`PUT ${SAVE}`]: () => json(makeSaved({ percent: 100 })),
      },
    });
    const launch = await screen.findByRole(
      'link',
      { name: 'Abrir o curso Boas-vindas (abre em uma nova aba)' },
      FIRST_LOAD,
    );
    expect(launch.getAttribute('href')).toBe('https://cloud.scorm.com/launch/abc');
    expect(launch.getAttribute('target')).toBe('_blank');
    expect(launch.getAttribute('rel')).toBe('noopener noreferrer');
    // before the launch: no clock, no button, nothing saved
    await vi.advanceTimersByTimeAsync(5000);
    expect(screen.queryByRole('button', { name: 'Marcar como concluída' })).toBeNull();
    expect(app.server.to('PUT', SAVE)).toHaveLength(0);
    launch.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(launch);
    const done = (await screen.findByRole('button', { name: 'Marcar como concluída' })) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    await vi.advanceTimersByTimeAsync(3100);
    await waitFor(() => expect(done.disabled).toBe(false));
    fireEvent.click(done);
    expect(await screen.findByText('Parabéns! Você concluiu o curso.')).toBeTruthy();
  });
});

describe('a completion refused as too soon', () => {
  it('is sent again when the server says it will be accepted (Retry-After)', async () => {
    setViewport(false);
    let refusals = 0;
    await openPlayer('/courses/1/activities/1', {
      routes: {
        [`GET ${ACTIVITY}`]: () =>
          json(makeActivity({ kind: 'linkedin_slidshare', content: { url: DECK, min_seconds: 1 } })),
        [`PUT ${SAVE}`]: async (request) => {
          const body = (await request.clone().json()) as { completed: boolean };
          if (!body.completed) return json(makeSaved({}, false));
          // the server received the first save late: it asks for two more seconds, once
          if (refusals++ === 0)
            return new Response(
              JSON.stringify({
                error: {
                  code: 'learning.completion_too_soon',
                  message: 'Esta atividade ainda não pode ser concluída.',
                },
              }),
              { status: 422, headers: { 'Content-Type': 'application/json', 'Retry-After': '2' } },
            );
          return json(makeSaved({ percent: 50 }));
        },
      },
    });
    const done = (await screen.findByRole(
      'button',
      { name: 'Marcar como concluída' },
      FIRST_LOAD,
    )) as HTMLButtonElement;
    await vi.advanceTimersByTimeAsync(1100);
    await waitFor(() => expect(done.disabled).toBe(false));
    fireEvent.click(done);
    await vi.advanceTimersByTimeAsync(2100);
    expect(await screen.findByText('Você concluiu 50% do curso.')).toBeTruthy();
    expect(refusals).toBe(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the SlideShare field', () => {
  it('takes the address from a pasted embed code', () => {
    expect(
      slideshareEmbedOf(
        '<iframe src="//www.slideshare.net/slideshow/embed_code/key/AbC123xyz" width="595" height="485"></iframe>',
      ),
    ).toBe(DECK);
    expect(slideshareEmbedOf(`  ${DECK} `)).toBe(DECK);
  });
});
