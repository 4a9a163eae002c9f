import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { databaseListener, MAX_PAYLOAD_BYTES, publish } from './pubsub.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Publishes `payload` until the listener has it (a listener reconnecting in the background misses early ones). */
async function publishUntilHeard(channel: string, payload: string, heard: string[]) {
  for (let attempt = 0; attempt < 200 && !heard.includes(payload); attempt++) {
    await publish(t.db, channel, payload);
    await sleep(50);
  }
}

/** Waits until the listener has heard `payload` (delivery from PostgreSQL is asynchronous). */
async function heardEventually(payload: string, heard: string[]) {
  for (let attempt = 0; attempt < 200 && !heard.includes(payload); attempt++) await sleep(20);
}

describe('databaseListener', () => {
  it('hears what committed transactions publish, in commit order, and nothing from rolled-back ones', async () => {
    const heard: string[] = [];
    const stop = await databaseListener(t.database)('elevar_test_a', (payload) => heard.push(payload));
    try {
      await t.db
        .transaction()
        .execute(async (trx) => {
          await publish(trx, 'elevar_test_a', 'rolled back');
          throw new Error('abort');
        })
        .catch(() => {});
      await t.db.transaction().execute((trx) => publish(trx, 'elevar_test_a', 'first'));
      await publish(t.db, 'elevar_test_other', 'another channel');
      await publish(t.db, 'elevar_test_a', 'second');
      await heardEventually('second', heard);
      expect(heard).toEqual(['first', 'second']);
    } finally {
      await stop();
    }
  });

  it('stops hearing once stopped', async () => {
    const stopped: string[] = [];
    const still: string[] = [];
    const stop = await databaseListener(t.database)('elevar_test_b', (payload) => stopped.push(payload));
    const keep = await databaseListener(t.database)('elevar_test_b', (payload) => still.push(payload));
    try {
      await stop();
      await publish(t.db, 'elevar_test_b', 'after stop');
      await heardEventually('after stop', still);
      expect(still).toContain('after stop');
      expect(stopped).toEqual([]);
    } finally {
      await keep();
    }
  });

  it('refuses a payload PostgreSQL would reject, before sending it', async () => {
    await expect(publish(t.db, 'elevar_test_c', 'x'.repeat(MAX_PAYLOAD_BYTES + 1))).rejects.toThrow(
      /too large/,
    );
  });

  it.runIf(inject('testDatabase').kind === 'postgres')(
    'on PostgreSQL, reconnects and listens again when its connection is killed',
    async () => {
      const errors: Error[] = [];
      const heard: string[] = [];
      const states: boolean[] = [];
      const stop = await databaseListener(t.database, (error) => errors.push(error))(
        'elevar_test_d',
        (payload) => heard.push(payload),
        (listening) => states.push(listening),
      );
      try {
        await publishUntilHeard('elevar_test_d', 'before', heard);
        const killed = await sql<{ pid: number }>`
          select pid from pg_stat_activity
          where datname = current_database() and query = 'listen "elevar_test_d"'`.execute(t.db);
        expect(killed.rows).toHaveLength(1);
        await sql`select pg_terminate_backend(${killed.rows[0]?.pid})`.execute(t.db);
        await publishUntilHeard('elevar_test_d', 'after', heard);
        expect(heard).toContain('after');
        expect(errors.length).toBeGreaterThan(0);
        // it said it could not hear, then that it heard again, once each
        expect(states).toEqual([false, true]);
      } finally {
        await stop();
      }
    },
  );
});
