import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { createI18n } from '../i18n/index.ts';
import { errorMessage } from './errorMessage.ts';

const rateLimited = (retryAfter: number | null) =>
  new ApiError(429, 'common.rate_limited', 'Muitas tentativas.', [], retryAfter);

describe('errorMessage', () => {
  it('says a 429 is too many requests and when to try again, in seconds or minutes', async () => {
    const { t } = await createI18n('pt-BR');
    expect(errorMessage(rateLimited(30), t)).toBe('Muitas solicitações. Tente de novo em 30 s.');
    expect(errorMessage(rateLimited(900), t)).toBe('Muitas solicitações. Tente de novo em 15 min.');
    expect(errorMessage(rateLimited(null), t)).toBe('Muitas solicitações. Aguarde um pouco e tente de novo.');
  });

  it('speaks the interface language for a 429', async () => {
    const { t } = await createI18n('en-US');
    expect(errorMessage(rateLimited(61), t)).toBe('Too many requests. Try again in 61 s.');
    expect(errorMessage(rateLimited(125), t)).toBe('Too many requests. Try again in 3 min.');
  });

  it("keeps the server's message for other answers, and tells network failures apart", async () => {
    const { t } = await createI18n('pt-BR');
    expect(errorMessage(new ApiError(409, 'sale.invoice_duplicate', 'Nota já enviada.'), t)).toBe(
      'Nota já enviada.',
    );
    expect(errorMessage(new ApiError(429, 'account.code_cooldown', 'Aguarde a contagem.', [], 120), t)).toBe(
      'Aguarde a contagem.',
    );
    expect(errorMessage(new ApiError(500, 'common.unexpected', ''), t)).toBe(
      'Ocorreu um erro inesperado. Tente novamente.',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), t)).toBe(
      'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    );
  });
});
