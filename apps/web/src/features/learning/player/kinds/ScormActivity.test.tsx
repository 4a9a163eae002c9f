import type { ScormCommitted, ScormLaunch, ScormSco, ScormScoState } from '@elevar/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Handler, json } from '../../../../test/fakeServer.ts';
import { FIRST_LOAD, makeActivity, openPlayer, setViewport } from '../../test/fixtures.ts';

const ACTIVITY = '/api/v1/learning/courses/1/activities/1';
const LAUNCH = '/api/v1/learning/activities/101/scorm';
const CONTENT = 'http://content.test:4000';
const COMMIT = (sco: string) => `${LAUNCH}/${sco}`;

function state(overrides: Partial<ScormScoState> = {}): ScormScoState {
  return {
    identifier: 'sco',
    seq: 0,
    entry: 'ab-initio',
    suspend_data: '',
    location: '',
    lesson_status: null,
    completion_status: null,
    success_status: null,
    progress_measure: null,
    score: { raw: null, min: null, max: null, scaled: null },
    best_score: null,
    total_time_seconds: 0,
    total_time: '0000:00:00.00',
    extra: {},
    completed: false,
    updated_at: null,
    ...overrides,
  };
}

function sco(identifier: string, title: string, overrides: Partial<ScormScoState> = {}): ScormSco {
  return {
    identifier,
    title,
    depth: 0,
    launch_url: `${CONTENT}/content/scorm/${'k'.repeat(32)}/${identifier}/index.html?lang=pt`,
    launch_data: null,
    mastery_score: 80,
    scaled_passing_score: null,
    completion_threshold: null,
    state: state({ identifier, ...overrides }),
  };
}

function makeLaunch(overrides: Partial<ScormLaunch> = {}): ScormLaunch {
  return {
    activity_id: 101,
    package_id: 9,
    package_version: 1,
    version: '1.2',
    schema_version: '1.2',
    title: 'Atendimento',
    content_origin: CONTENT,
    learner: { id: 'ana', name: 'Ana Souza' },
    scos: [
      sco('intro', 'Introdução', { seq: 3, lesson_status: 'completed', completed: true }),
      sco('pratica', 'Prática', { seq: 6, entry: 'resume', suspend_data: '{"p":2}', location: '2' }),
      sco('final', 'Avaliação'),
    ],
    resume_sco: 'pratica',
    next_seq: 7,
    completed: false,
    ...overrides,
  };
}

function committed(
  scoState: Partial<ScormScoState>,
  activityCompleted = false,
  percent = activityCompleted ? 100 : 50,
): ScormCommitted {
  return {
    applied: true,
    sco: state({ identifier: 'pratica', ...scoState }),
    activity_completed: activityCompleted,
    course: {
      status: activityCompleted ? 'finished' : 'in_progress',
      percent,
      completed_activities: activityCompleted ? 2 : 1,
      total_activities: 2,
      points_awarded: null,
    },
  };
}

/** The bridge frame on the content origin, as scorm-again's CrossFrameAPI talks: one message per call. */
function bridge(origin = CONTENT) {
  const answers: { messageId: string; result?: unknown; error?: unknown }[] = [];
  const source = { postMessage: vi.fn((data: (typeof answers)[number]) => answers.push(data)) };
  let n = 0;
  const call = (method: string, ...params: unknown[]) => {
    const messageId = `m-${n++}`;
    window.dispatchEvent(
      new MessageEvent('message', { data: { messageId, method, params }, origin, source: source as never }),
    );
    return answers.find((answer) => answer.messageId === messageId)?.result;
  };
  return { call, source, answers };
}

async function openScorm(launch: ScormLaunch, routes: Record<string, Handler> = {}) {
  setViewport(false);
  const app = await openPlayer('/courses/1/activities/1', {
    routes: {
      [`GET ${ACTIVITY}`]: () => json(makeActivity({ kind: 'scorm', content: {}, next_order: null })),
      [`GET ${LAUNCH}`]: () => json(launch),
      ...routes,
    },
  });
  const frame = (await screen.findByTitle(/^Conteúdo: /, {}, FIRST_LOAD)) as HTMLIFrameElement;
  return { app, frame };
}

async function bodies(app: Awaited<ReturnType<typeof openPlayer>>, sco: string) {
  return Promise.all(
    app.server
      .to('PUT', COMMIT(sco))
      .map((request) => request.clone().json() as Promise<Record<string, never>>),
  );
}

beforeEach(() => {
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SCORM player', () => {
  it('lists the SCOs in organization order and resumes the one the launch names with its saved data', async () => {
    const { frame } = await openScorm(makeLaunch());
    const nav = screen.getByRole('navigation', { name: 'Partes desta atividade' });
    const parts = within(nav).getAllByRole('button');
    expect(parts.map((part) => part.textContent)).toEqual(['Introduçãoconcluída', 'Prática', 'Avaliação']);
    expect(parts[1]?.getAttribute('aria-current')).toBe('step');
    expect(frame.title).toBe('Conteúdo: Prática');

    const src = new URL(frame.src);
    expect(src.origin).toBe(CONTENT);
    expect(src.pathname).toBe('/content/scorm/_runtime/bridge.html');
    const hash = new URLSearchParams(src.hash.slice(1));
    expect(hash.get('sco')).toBe(makeLaunch().scos[1]?.launch_url);
    expect(hash.get('lms')).toBe(window.location.origin);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');

    // the bridge seeds its cache with the runtime's data: the learner and where the SCO was
    const sco = bridge();
    const seed = sco.call('getFlattenedCMI') as Record<string, string>;
    expect(seed).toMatchObject({
      'cmi.core.student_id': 'ana',
      'cmi.core.student_name': 'Ana Souza',
      'cmi.core.entry': 'resume',
      'cmi.core.lesson_location': '2',
      'cmi.suspend_data': '{"p":2}',
      'cmi.student_data.mastery_score': '80',
    });
    expect(sco.call('LMSInitialize', '')).toBe('true');
    expect(sco.call('LMSGetValue', 'cmi.suspend_data')).toBe('{"p":2}');
  });

  it('sends each commit of the SCO with its values and an increasing seq', async () => {
    const { app } = await openScorm(makeLaunch(), {
      [`PUT ${COMMIT('pratica')}`]: async (request) => {
        const body = (await request.clone().json()) as { seq: number };
        return json(committed({ seq: body.seq, location: '3' }));
      },
    });
    const sco = bridge();
    sco.call('LMSInitialize', '');
    sco.call('LMSSetValue', 'cmi.core.lesson_location', '3');
    sco.call('LMSSetValue', 'cmi.suspend_data', '{"p":3}');
    sco.call('LMSSetValue', 'cmi.core.session_time', '00:02:00');
    expect(sco.call('LMSCommit', '')).toBe('true');
    await waitFor(() => expect(app.server.to('PUT', COMMIT('pratica'))).toHaveLength(1));
    sco.call('LMSSetValue', 'cmi.core.lesson_status', 'passed');
    sco.call('LMSSetValue', 'cmi.core.score.raw', '90');
    sco.call('LMSFinish', '');
    await waitFor(() => expect(app.server.to('PUT', COMMIT('pratica'))).toHaveLength(2));

    const [first, second] = await bodies(app, 'pratica');
    expect(first).toMatchObject({
      seq: 7,
      cmi: {
        location: '3',
        suspend_data: '{"p":3}',
        session_time: '00:02:00',
        lesson_status: 'not attempted',
      },
    });
    expect(first?.session).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second).toMatchObject({
      seq: 8,
      session: first?.session,
      cmi: { lesson_status: 'passed', score: { raw: 90 } },
    });
    expect(sessionStorage.getItem('elevar.learning.scorm.seq.101')).toBe('8');
  });

  it('keeps the newer answer when an older one arrives late, and reports the completion once', async () => {
    let releaseFirst: () => void = () => undefined;
    const { app } = await openScorm(makeLaunch(), {
      [`PUT ${COMMIT('pratica')}`]: async (request) => {
        const body = (await request.clone().json()) as { seq: number };
        if (body.seq === 7) {
          await new Promise<void>((resolve) => {
            releaseFirst = resolve;
          });
          return json(committed({ seq: 7, lesson_status: 'incomplete' }));
        }
        return json(committed({ seq: body.seq, lesson_status: 'passed', completed: true }, true));
      },
    });
    const sco = bridge();
    sco.call('LMSInitialize', '');
    sco.call('LMSSetValue', 'cmi.core.lesson_location', '4');
    sco.call('LMSCommit', '');
    sco.call('LMSSetValue', 'cmi.core.lesson_status', 'passed');
    sco.call('LMSCommit', '');
    expect(await screen.findByText('Atividade concluída.')).toBeTruthy();
    expect(screen.getByText('Parabéns! Você concluiu o curso.')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Partes desta atividade' });
    await waitFor(() =>
      expect(within(nav).getByRole('button', { name: /Prática/ }).textContent).toContain('concluída'),
    );

    releaseFirst();
    await waitFor(() => expect(app.server.to('PUT', COMMIT('pratica'))).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(nav).getByRole('button', { name: /Prática/ }).textContent).toContain('concluída');
    expect(screen.getByText('Atividade concluída.')).toBeTruthy();
  });

  it('sends what changed on pagehide with a keepalive request carrying the bearer token', async () => {
    const { app } = await openScorm(makeLaunch());
    const sco = bridge();
    sco.call('LMSInitialize', '');
    const beacon = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => json({}));
    vi.stubGlobal('fetch', beacon);
    sco.call('LMSSetValue', 'cmi.core.lesson_location', '9');

    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, init] = beacon.mock.calls[0] ?? [];
    expect(String(url)).toBe(COMMIT('pratica'));
    expect(init?.keepalive).toBe(true);
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer acc');
    const body = JSON.parse(String(init?.body)) as { seq: number; cmi: Record<string, unknown> };
    expect(body.seq).toBe(7);
    expect(body.cmi.location).toBe('9');
    // an unchanged suspend_data stays out of the keepalive body (the server keeps it)
    expect(body.cmi).not.toHaveProperty('suspend_data');
    // nothing changed since: nothing more is sent
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(app.server.to('PUT', COMMIT('pratica'))).toHaveLength(0);
  });

  it('ignores calls from any origin but the content origin', async () => {
    const { app } = await openScorm(makeLaunch());
    const intruder = bridge('http://evil.test');
    expect(intruder.call('getFlattenedCMI')).toBeUndefined();
    intruder.call('LMSInitialize', '');
    intruder.call('LMSSetValue', 'cmi.core.lesson_status', 'passed');
    intruder.call('LMSCommit', '');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(intruder.source.postMessage).not.toHaveBeenCalled();
    expect(app.server.to('PUT', COMMIT('pratica'))).toHaveLength(0);
  });

  it('opens another SCO of the learner’s choice, saving the one left', async () => {
    const { app } = await openScorm(makeLaunch(), {
      [`PUT ${COMMIT('pratica')}`]: () => json(committed({ seq: 7 })),
    });
    const sco = bridge();
    sco.call('LMSInitialize', '');
    sco.call('LMSSetValue', 'cmi.core.lesson_location', '5');
    screen.getByRole('button', { name: 'Avaliação' }).click();
    expect((await screen.findByTitle('Conteúdo: Avaliação')).getAttribute('src')).toContain(
      'final%2Findex.html',
    );
    await waitFor(() => expect(app.server.to('PUT', COMMIT('pratica'))).toHaveLength(1));
    const [left] = await bodies(app, 'pratica');
    expect(left).toMatchObject({ seq: 7, cmi: { location: '5' } });
  });
});
