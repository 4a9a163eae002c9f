import { describe, expect, it } from 'vitest';
import { json } from '../test/fakeServer.ts';
import { apiErrorFrom, isRateLimit } from './errors.ts';

describe('apiErrorFrom', () => {
  it('reads the error envelope', async () => {
    const error = await apiErrorFrom(
      json(
        {
          error: { code: 'common.validation', message: 'Preencha', details: [{ field: 'a', message: 'b' }] },
        },
        400,
      ),
    );
    expect([error.status, error.code, error.message, error.details]).toEqual([
      400,
      'common.validation',
      'Preencha',
      [{ field: 'a', message: 'b' }],
    ]);
  });

  it("reads an OAuth endpoint's RFC answer: our code beside the RFC error, the description as the message", async () => {
    const error = await apiErrorFrom(
      json(
        {
          error: 'invalid_grant',
          error_description: 'Erro ao fazer login. Verifique o usuário e a senha informados.',
          code: 'auth.invalid_credentials',
        },
        400,
      ),
    );
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'auth.invalid_credentials',
      'Erro ao fazer login. Verifique o usuário e a senha informados.',
    ]);
  });

  it('takes the code the RFC error stands for when the answer carries none', async () => {
    const grant = await apiErrorFrom(json({ error: 'invalid_grant' }, 400));
    expect([grant.code, grant.message]).toEqual(['auth.invalid_grant', '']);
    const unknown = await apiErrorFrom(json({ error: 'constructor' }, 400));
    expect(unknown.code).toBe('common.unexpected');
  });

  it("keeps an OAuth slow_down a rate limit, with the server's wait", async () => {
    const response = new Response(
      JSON.stringify({
        error: 'slow_down',
        error_description: 'Muitas tentativas.',
        code: 'common.rate_limited',
      }),
      { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '30' } },
    );
    const error = await apiErrorFrom(response);
    expect(isRateLimit(error)).toBe(true);
    expect(error.retryAfter).toBe(30);
  });
});
