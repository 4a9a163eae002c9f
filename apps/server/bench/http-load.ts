import { Connection, CRLFCRLF } from './connection.ts';

/**
 * A small HTTP/1.1 load generator on raw keep-alive sockets: each request is pre-built (a GET, or one with a body:
 * `bodyRequest`), one in flight per connection, and a response is read just far enough to know where it ends
 * (Content-Length or chunked). Two modes, both bounded in time:
 * - `saturate`: every connection sends its next request as soon as the last one answered (closed loop): the
 *   throughput the server sustains. Its latencies follow from Little's law and are not judged.
 * - `pace`: requests fall due at a fixed offered rate whatever the answers (open loop); a due request waits for a
 *   free connection, and its latency runs from when it was due, so a server that falls behind is charged for the
 *   wait (no coordinated omission).
 * - `burst`: one request per connection, every connection opened first, then all written at the same moment (a
 *   crowd pressing the same button at once); each latency runs from that moment, and every answer is kept.
 */

export interface Target {
  port: number;
  /** The requests to send, each a whole HTTP/1.1 request (`getRequest`, `bodyRequest`); picked round-robin. */
  requests: Buffer[];
  /** Statuses besides 2xx that are answers, not failures (a redemption refused with 422 when stock ran out). */
  answers?: readonly number[];
}

export interface LoadResult {
  seconds: number;
  completed: number;
  /** Answers other than 2xx, and connections that failed. */
  failed: number;
  /** What the first failures were (status lines or errors), for the report. */
  failures: string[];
  latenciesMs: Float64Array;
  /** How many answers of each status (failed connections not counted). */
  statuses: Record<number, number>;
  /** Paced requests never sent: still waiting for a connection when the phase's deadline came (`pace`). */
  unsent?: number;
  /**
   * `pace`: how long each sent request waited between falling due and being written to a connection, ms (no idle
   * connection, or this process late to run its timer); a latency minus its lag is the server's answer time.
   */
  lagMs?: Float64Array;
  /** `pace`: when each answered request fell due, ms from the phase's start, in the order of `latenciesMs`. */
  dueMs?: Float64Array;
}

/** A GET with the headers a signed-in browser call sends that matter here. */
export function getRequest(path: string, headers: Record<string, string> = {}): Buffer {
  const lines = [
    `GET ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: keep-alive',
    'Accept: application/json',
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
}

/** A request with a JSON body (or none: `Content-Length: 0`), with the headers of a signed-in call. */
export function bodyRequest(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Buffer {
  return rawBodyRequest(
    method,
    path,
    body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body), 'utf8'),
    body === undefined ? null : 'application/json',
    headers,
  );
}

/** A request with a body of any type (a multipart upload: `multipartBody`) and the headers of a signed-in call. */
export function rawBodyRequest(
  method: string,
  path: string,
  body: Buffer,
  contentType: string | null,
  headers: Record<string, string> = {},
): Buffer {
  const lines = [
    `${method} ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: keep-alive',
    'Accept: application/json',
    ...(contentType === null ? [] : [`Content-Type: ${contentType}`]),
    `Content-Length: ${body.length}`,
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]);
}

/** A multipart/form-data body with one file part, as a browser's form sends an upload. */
export function multipartBody(
  field: string,
  file: { name: string; type: string; bytes: Buffer },
): { body: Buffer; contentType: string } {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
    `Content-Type: ${file.type}\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head, 'latin1'), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

class Recorder {
  private latencies = new Float64Array(1 << 16);
  /** When each answered request fell due (`pace` only; sized with `latencies`). */
  private due: Float64Array | null = null;
  private readonly answers: readonly number[];
  completed = 0;
  failed = 0;
  failures: string[] = [];
  statuses: Record<number, number> = {};

  constructor(answers: readonly number[] = []) {
    this.answers = answers;
  }

  record(ms: number, outcome: { status: number } | Error, dueMs?: number) {
    if (!(outcome instanceof Error)) this.statuses[outcome.status] = (this.statuses[outcome.status] ?? 0) + 1;
    if (
      outcome instanceof Error ||
      ((outcome.status < 200 || outcome.status >= 300) && !this.answers.includes(outcome.status))
    ) {
      this.failed += 1;
      if (this.failures.length < 5) {
        this.failures.push(outcome instanceof Error ? outcome.message : `HTTP ${outcome.status}`);
      }
      return;
    }
    if (this.completed === this.latencies.length) {
      const grown = new Float64Array(this.latencies.length * 2);
      grown.set(this.latencies);
      this.latencies = grown;
    }
    if (dueMs !== undefined) {
      if (!this.due || this.due.length < this.latencies.length) {
        const grown = new Float64Array(this.latencies.length);
        if (this.due) grown.set(this.due);
        this.due = grown;
      }
      this.due[this.completed] = dueMs;
    }
    this.latencies[this.completed] = ms;
    this.completed += 1;
  }

  result(seconds: number): LoadResult {
    return {
      seconds,
      completed: this.completed,
      failed: this.failed,
      failures: this.failures,
      statuses: this.statuses,
      latenciesMs: this.latencies.slice(0, this.completed),
      ...(this.due ? { dueMs: this.due.slice(0, this.completed) } : {}),
    };
  }
}

async function openAll(port: number, connections: number) {
  return Promise.all(Array.from({ length: connections }, () => Connection.open(port)));
}

/** Closed loop for `seconds` on `connections` keep-alive connections. */
export async function saturate(target: Target, connections: number, seconds: number): Promise<LoadResult> {
  const pool = await openAll(target.port, connections);
  const recorder = new Recorder(target.answers);
  let next = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  try {
    await Promise.all(
      pool.map(async (connection) => {
        while (performance.now() < end) {
          const request = target.requests[next++ % target.requests.length] as Buffer;
          const sent = performance.now();
          const outcome = await connection.send(request);
          recorder.record(performance.now() - sent, outcome);
          if (outcome instanceof Error) return;
        }
      }),
    );
  } finally {
    for (const connection of pool) connection.close();
  }
  return recorder.result((performance.now() - start) / 1000);
}

/**
 * Open loop: `rate` requests per second for `seconds`, on at most `connections` connections. With `maxSeconds`, a
 * server that fell far behind does not keep the phase going: requests still waiting then are dropped (`unsent`).
 */
export async function pace(
  target: Target,
  connections: number,
  rate: number,
  seconds: number,
  maxSeconds = Number.POSITIVE_INFINITY,
): Promise<LoadResult> {
  const pool = await openAll(target.port, connections);
  const idle = [...pool];
  // due times of requests waiting for a connection, consumed from `head` (a shift per request would be quadratic)
  const queue: number[] = [];
  let head = 0;
  const recorder = new Recorder(target.answers);
  const lags = new Float64Array(Math.floor(rate * seconds));
  let sent = 0;
  const interval = 1000 / rate;
  const start = performance.now();
  const total = Math.floor(rate * seconds);
  let scheduled = 0;
  let next = 0;
  let inFlight = 0;
  let finish: () => void = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });

  const dispatch = () => {
    while (head < queue.length && idle.length > 0) {
      const due = queue[head++] as number;
      if (head === queue.length) {
        queue.length = 0;
        head = 0;
      }
      const connection = idle.pop() as Connection;
      const request = target.requests[next++ % target.requests.length] as Buffer;
      lags[sent++] = performance.now() - due;
      inFlight += 1;
      void connection.send(request).then((outcome) => {
        recorder.record(performance.now() - due, outcome, due - start);
        inFlight -= 1;
        if (!(outcome instanceof Error)) idle.push(connection);
        dispatch();
        if (scheduled === total && head === queue.length && inFlight === 0) finish();
      });
    }
  };

  const tick = () => {
    const now = performance.now();
    while (scheduled < total && start + scheduled * interval <= now) {
      queue.push(start + scheduled * interval);
      scheduled += 1;
    }
    dispatch();
    if (scheduled < total) setTimeout(tick, Math.max(0, start + scheduled * interval - performance.now()));
    else if (head === queue.length && inFlight === 0) finish();
  };
  let unsent = 0;
  const deadline = Number.isFinite(maxSeconds)
    ? setTimeout(() => {
        unsent = queue.length - head + (total - scheduled);
        queue.length = 0;
        head = 0;
        scheduled = total;
        if (inFlight === 0) finish();
      }, maxSeconds * 1000)
    : undefined;
  tick();
  try {
    await finished;
  } finally {
    clearTimeout(deadline);
    for (const connection of pool) connection.close();
  }
  return { ...recorder.result((performance.now() - start) / 1000), unsent, lagMs: lags.slice(0, sent) };
}

/** What `burst` answers: the latencies of the 2xx answers, and every answer (or error) in the requests' order. */
export interface BurstResult extends LoadResult {
  answers: ({ status: number; body: string } | Error)[];
}

/**
 * Sends each request on a connection of its own, all at the same moment: the connections are opened first, then
 * every request is written in one turn of the event loop. A latency runs from that moment to the answer's end.
 */
export async function burst(port: number, requests: readonly Buffer[]): Promise<BurstResult> {
  const pool = await openAll(port, requests.length);
  const recorder = new Recorder();
  const answers: BurstResult['answers'] = [];
  const start = performance.now();
  try {
    await Promise.all(
      pool.map(async (connection, i) => {
        const outcome = await connection.send(requests[i] as Buffer, true);
        recorder.record(performance.now() - start, outcome);
        answers[i] =
          outcome instanceof Error ? outcome : { status: outcome.status, body: bodyOf(outcome.response) };
      }),
    );
  } finally {
    for (const connection of pool) connection.close();
  }
  return { ...recorder.result((performance.now() - start) / 1000), answers };
}

/** The body of a whole response with a Content-Length (the JSON answers the bench reads), as UTF-8. */
function bodyOf(response: Buffer): string {
  const headEnd = response.indexOf(CRLFCRLF);
  return response.toString('utf8', headEnd + 4);
}

/** The p-th percentile (0–100) of a result's latencies, in ms. */
export function percentile(latencies: Float64Array, p: number): number {
  if (latencies.length === 0) return Number.NaN;
  const sorted = Float64Array.from(latencies).sort();
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
