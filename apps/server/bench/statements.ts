/**
 * Statements per request: a bench server counts every statement its pool's clients send to PostgreSQL (`begin` and
 * `commit` included: each is a round trip and a backend's work), and answers the parent's `statements` message over
 * the IPC channel with the count so far; `statementsOf` asks it.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';

/** In a bench server, before its pool opens: counts each `query` of every pg client (the app's own subclass too). */
export function countStatements() {
  let statements = 0;
  const query = pg.Client.prototype.query;
  // biome-ignore lint/suspicious/noExplicitAny: forwards every overload of pg's query() unchanged
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]): any {
    statements += 1;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    return (query as any).apply(this, args);
  };
  process.on('message', (message) => {
    if (message === 'statements') process.send?.({ statements });
  });
}

/** How many statements the server `child` has sent since it started. */
export async function statementsOf(child: ChildProcess): Promise<number> {
  child.send('statements');
  for (;;) {
    const [message] = (await once(child, 'message')) as [{ statements?: number }];
    if (message?.statements !== undefined) return message.statements;
  }
}
