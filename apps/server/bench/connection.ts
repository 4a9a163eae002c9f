/** One keep-alive HTTP/1.1 connection of the bench's load generator (http-load.ts): raw sockets, no client library. */
import net from 'node:net';

export const CRLFCRLF = Buffer.from('\r\n\r\n');

/** Where the response that starts `buffer` ends, or -1 while incomplete. */
function responseEnd(buffer: Buffer): { end: number; status: number } | null {
  const headEnd = buffer.indexOf(CRLFCRLF);
  if (headEnd < 0) return null;
  const head = buffer.toString('latin1', 0, headEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) {
    const end = headEnd + 4 + Number(length[1]);
    return buffer.length >= end ? { end, status } : null;
  }
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
    // walk the chunks: size line, data, CRLF; the zero-size chunk (and its trailer CRLF) ends it
    let at = headEnd + 4;
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', at, 'latin1');
      if (lineEnd < 0) return null;
      const size = Number.parseInt(buffer.toString('latin1', at, lineEnd), 16);
      if (size === 0) {
        const end = buffer.indexOf(CRLFCRLF, lineEnd - 2);
        return end < 0 ? null : { end: end + 4, status };
      }
      at = lineEnd + 2 + size + 2;
      if (buffer.length < at) return null;
    }
  }
  return { end: headEnd + 4, status };
}

/** An answer: its status and its bytes (head and body, as received; empty unless kept). */
export interface Answer {
  status: number;
  response: Buffer;
}

const NOTHING = Buffer.alloc(0);
const READ_BUFFER_BYTES = 64 * 1024;

/**
 * One keep-alive connection sending one request at a time. Reads land in the connection's own buffer (`onread`),
 * and an answer that is only counted (`send` without `keep`) and says its Content-Length is skipped as it arrives,
 * never copied: a new buffer per read and per answer made this process's own garbage collector stop it (36 full
 * collections in 15 s of statement pages), and each stop was charged to the server as latency.
 */
export class Connection {
  private socket: net.Socket;
  private buffer = NOTHING;
  /** Body bytes of the current answer still to skip; 0: reading a head (or gathering a whole answer). */
  private skipping = 0;
  private status = 0;
  private keep = false;
  private pending: ((result: Answer | Error) => void) | null = null;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.setNoDelay(true);
    const fail = (error: Error) => {
      const pending = this.pending;
      this.pending = null;
      pending?.(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
  }

  private settle(answer: Answer) {
    const pending = this.pending;
    this.pending = null;
    pending?.(answer);
  }

  receive(chunk: Buffer) {
    if (this.skipping > 0) {
      const used = Math.min(this.skipping, chunk.length);
      this.skipping -= used;
      if (this.skipping > 0) return;
      this.settle({ status: this.status, response: NOTHING });
      chunk = chunk.subarray(used);
      if (chunk.length === 0) return;
    }
    if (!this.keep && this.buffer.length === 0 && this.skipped(chunk)) return;
    // `chunk` is the connection's read buffer, written again by the next read: what stays is a copy
    this.buffer = this.buffer.length === 0 ? Buffer.from(chunk) : Buffer.concat([this.buffer, chunk]);
    if (!this.keep && this.skipped(this.buffer)) {
      this.buffer = NOTHING;
      return;
    }
    const done = responseEnd(this.buffer);
    if (!done) return;
    const response = this.buffer.subarray(0, done.end);
    this.buffer = this.buffer.subarray(done.end);
    this.settle({ status: done.status, response });
  }

  /**
   * Whether `data`, the start of an answer not kept, was taken: its head is whole and says its Content-Length, so
   * it is settled, or its body's missing bytes will be skipped as they arrive.
   */
  private skipped(data: Buffer): boolean {
    const headEnd = data.indexOf(CRLFCRLF);
    if (headEnd < 0) return false;
    const head = data.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) return false;
    const status = Number(head.slice(9, 12));
    const missing = headEnd + 4 + Number(length[1]) - data.length;
    if (missing > 0) {
      this.status = status;
      this.skipping = missing;
    } else this.settle({ status, response: NOTHING });
    return true;
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      let connection: Connection | undefined;
      // reads land in one buffer per connection (`onread`), not a new one per read
      const reads = Buffer.alloc(READ_BUFFER_BYTES);
      const socket = net.connect(
        {
          host: '127.0.0.1',
          port,
          onread: {
            buffer: reads,
            callback: (bytes) => {
              connection?.receive(reads.subarray(0, bytes));
              return true;
            },
          },
        },
        () => {
          connection = new Connection(socket);
          resolve(connection);
        },
      );
      socket.once('error', reject);
    });
  }

  /** Sends a request; its answer's bytes are kept only with `keep` (else `response` is empty). */
  send(request: Buffer, keep = false): Promise<Answer | Error> {
    return new Promise((resolve) => {
      this.pending = resolve;
      this.keep = keep;
      this.socket.write(request);
    });
  }

  close() {
    this.socket.destroy();
  }
}
