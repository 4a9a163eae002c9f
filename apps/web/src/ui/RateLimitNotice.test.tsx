import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpProvider } from '../api/HttpContext.tsx';
import { createHttpClient } from '../api/http.ts';
import { createRateLimitWaits } from '../api/rateLimit.ts';
import { createI18n } from '../i18n/index.ts';
import { fakeFetch } from '../test/fakeServer.ts';
import { RateLimitNotice } from './RateLimitNotice.tsx';

afterEach(() => {
  vi.useRealTimers();
});

async function renderNotice() {
  const i18n = await createI18n('pt-BR');
  const waits = createRateLimitWaits();
  const http = createHttpClient({
    fetch: fakeFetch().fetch,
    baseUrl: 'http://app.test',
    app: { client_id: 'elevar-web', client_secret: 'elevar-web-demo' },
    tokens: { get: () => null, set: () => undefined, clear: () => undefined },
    getLanguage: () => 'pt-BR',
    getPageAccessToken: () => null,
    onSessionEnded: () => undefined,
    rateLimitWaits: waits,
  });
  const { container } = render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <HttpProvider client={http}>
          <RateLimitNotice />
        </HttpProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('no polite live region');
  return { waits, region };
}

describe('RateLimitNotice', () => {
  it('announces a wait politely once and counts it down on screen until the retry', async () => {
    const { waits, region: status } = await renderNotice();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    expect(status.textContent).toBe('');

    let end = () => undefined as unknown;
    act(() => {
      end = waits.begin('GET', '/api/v1/rankings', 3);
    });
    expect(status.textContent).toBe('Muitas solicitações. Tentando de novo em 3 s');
    expect(
      screen.getByText('Muitas solicitações. Tentando de novo em 3 s', { ignore: '[aria-live]' }),
    ).toBeTruthy();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Muitas solicitações. Tentando de novo em 2 s')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Muitas solicitações. Tentando de novo em 1 s')).toBeTruthy();
    // the live region is not rewritten every second: it was said once
    expect(status.textContent).toBe('Muitas solicitações. Tentando de novo em 3 s');

    act(() => {
      end();
    });
    expect(status.textContent).toBe('');
    expect(screen.queryByText(/Tentando de novo/)).toBeNull();
  });
});
