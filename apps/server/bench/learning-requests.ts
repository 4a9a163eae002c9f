import { bodyRequest, getRequest } from './http-load.ts';
import type { LearningSite } from './learning-seed.ts';
import { searchFor } from './learning-texts.ts';

/** The four kinds of request of the learning mix, and their shares of it. */
export type Kind = 'catalogue' | 'search' | 'course' | 'save';
export const MIX: readonly { kind: Kind; share: number; label: string }[] = [
  { kind: 'catalogue', share: 0.4, label: 'catalogue page, two filters' },
  { kind: 'search', share: 0.2, label: 'search' },
  { kind: 'course', share: 0.2, label: 'course page with progress' },
  { kind: 'save', share: 0.2, label: 'progress save' },
];

/** A small seeded generator (mulberry32), so two runs send the same requests. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A request with a JSON body (the player's PUT), with the headers of a signed-in call. */
const jsonRequest = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
  bodyRequest(method, path, Buffer.from(JSON.stringify(body), 'utf8'), 'application/json', headers);

/** Builds each kind's requests over the seeded site; saves carry a seq that grows per (learner, activity). */
export class LearningRequests {
  readonly site: LearningSite;
  readonly #next = random(12);
  readonly #headers: Record<string, string>[];
  /** Per save target: the seq of its last save built, and of its last one sent. */
  readonly #built: number[];
  readonly sent: number[];
  #saveCursor = 0;

  constructor(site: LearningSite) {
    this.site = site;
    this.#headers = site.learners.map((l) => ({
      Authorization: `Bearer ${l.token}`,
      'Accept-Language': l.language,
    }));
    this.#built = site.saves.map((s) => s.seq);
    this.sent = site.saves.map((s) => s.seq);
  }

  #any<T>(list: readonly T[]): T {
    return list[Math.floor(this.#next() * list.length)] as T;
  }

  #learner() {
    return Math.floor(this.#next() * this.site.learners.length);
  }

  /** A catalogue page with two of the filters learners combine most. */
  catalogue(): { request: Buffer; path: string; learner: number } {
    const site = this.site;
    const shapes = [
      () => `categories=${this.#any(site.categories)}&tags=${this.#any(site.tags)}`,
      () => `areas=${this.#any(site.areas)}&categories=${this.#any(site.categories)}`,
      () => `tags=${this.#any(site.tags)}&subscription=self`,
      () => `categories=${this.#any(site.categories)}&online=false`,
    ];
    const learner = this.#learner();
    const path = `/api/v1/learning/courses?${this.#any(shapes)()}`;
    return { request: getRequest(path, this.#headers[learner]), path, learner };
  }

  search(): { request: Buffer; path: string; learner: number } {
    const learner = this.#learner();
    const words = searchFor(
      this.site.learners[learner]?.language ?? 'pt-BR',
      this.#next(),
      Math.floor(this.#next() * 1000),
    );
    const path = `/api/v1/learning/courses?search=${encodeURIComponent(words)}`;
    return { request: getRequest(path, this.#headers[learner]), path, learner };
  }

  course(): { request: Buffer; path: string; learner: number } {
    const page = this.#any(this.site.coursePages);
    const path = `/api/v1/learning/courses/${page.courseId}`;
    return { request: getRequest(path, this.#headers[page.learner]), path, learner: page.learner };
  }

  /**
   * The next save, round-robin over the targets (so one activity's saves are far apart): the position moves on,
   * and one target in ten reports the media's end as completed.
   */
  save(): { request: Buffer; target: number; seq: number; body: object; path: string; learner: number } {
    const target = this.#saveCursor++ % this.site.saves.length;
    const save = this.site.saves[target] as LearningSite['saves'][number];
    const seq = (this.#built[target] as number) + 1;
    this.#built[target] = seq;
    const body = save.completes
      ? { seq, position: 300, pages_seen: 0, completed: true }
      : { seq, position: Math.min(290, 60 + 10 * (seq - save.seq)), pages_seen: 0, completed: false };
    const path = `/api/v1/learning/activities/${save.activityId}/progress`;
    const request = jsonRequest('PUT', path, body, this.#headers[save.learner] as Record<string, string>);
    return { request, target, seq, body, path, learner: save.learner };
  }

  /** `count` requests of one kind; saves are remembered so the sent ones can be checked afterwards. */
  batch(kind: Kind, count: number): { requests: Buffer[]; saves: { target: number; seq: number }[] } {
    const requests: Buffer[] = [];
    const saves: { target: number; seq: number }[] = [];
    for (let i = 0; i < count; i++) {
      if (kind === 'save') {
        const save = this.save();
        requests.push(save.request);
        saves.push({ target: save.target, seq: save.seq });
      } else requests.push(this[kind]().request);
    }
    return { requests, saves };
  }

  /** The mix interleaved (of every ten: four catalogue pages, two searches, two course pages, two saves). */
  mixed(count: number): { requests: Buffer[]; saves: ({ target: number; seq: number } | null)[] } {
    const order: Kind[] = ['catalogue', 'search', 'course', 'catalogue', 'save'];
    const requests: Buffer[] = [];
    const saves: ({ target: number; seq: number } | null)[] = [];
    for (let i = 0; i < count; i++) {
      const kind = order[i % order.length] as Kind;
      const { requests: one, saves: saved } = this.batch(kind, 1);
      requests.push(one[0] as Buffer);
      saves.push(saved[0] ?? null);
    }
    return { requests, saves };
  }

  /** Marks saves as sent (the first `count` of a list a load phase went through). */
  markSent(saves: readonly ({ target: number; seq: number } | null)[], count: number) {
    for (const save of saves.slice(0, count)) {
      if (save && save.seq > (this.sent[save.target] as number)) this.sent[save.target] = save.seq;
    }
  }
}
