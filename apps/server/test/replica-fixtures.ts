import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { statementCounter } from './harness.ts';

/**
 * Sends `request` to `app` (in English), expects `status`, and answers the body (parsed when JSON) with how many
 * statements the request read on the replica behind `replica`'s counter.
 */
export async function readOnReplica<B = unknown>(
  app: FastifyInstance,
  replica: Pick<ReturnType<typeof statementCounter>, 'during'>,
  request: InjectOptions & { url: string },
  status = 200,
): Promise<{ body: B; onReplica: number }> {
  let body: B | undefined;
  const onReplica = await replica.during(async () => {
    const answer = await app.inject({
      method: 'GET',
      ...request,
      headers: { 'accept-language': 'en-US', ...request.headers },
    });
    expect(answer.statusCode, `${request.url}: ${answer.body}`).toBe(status);
    body = (String(answer.headers['content-type']).includes('json') ? answer.json() : answer.body) as B;
  });
  return { body: body as B, onReplica };
}
