import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeFetch, json } from '../../../test/fakeServer.ts';
import { createTestApp, renderApp, withLoginParams } from '../../../test/testApp.tsx';
import { PENDING_CODE_KEY, type PendingCode } from './pendingCode.ts';

const NOW = new Date('2026-11-21T12:00:00Z').getTime();
const MASKED = '+55 (**) *****-**78';

async function openRequestPassword(server: ReturnType<typeof fakeFetch>) {
  const app = await createTestApp({ path: '/request-password', server: withLoginParams(server) });
  renderApp(app.services, app.router);
  await screen.findByRole('heading', { level: 1, name: 'Esqueci minha senha' });
  return app;
}

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

/** Moves the (frozen) clock; the countdown's own interval picks the new time up. */
const advanceClock = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

beforeEach(() => {
  sessionStorage.clear();
  // Only Date is faked: the clock stands still unless a test moves it; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('request-password by e-mail', () => {
  it('sends a recovery link and says so', async () => {
    const server = fakeFetch({ 'POST /etraining_login/api_recover_password/': () => json({ ok: true }) });
    await openRequestPassword(server);

    fireEvent.change(textbox(/^E-mail/), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Enviamos para ana@example.com um link para criar uma nova senha');
    const request = server.to('POST', '/etraining_login/api_recover_password/')[0];
    expect(await request?.json()).toEqual({ email: 'ana@example.com' });
    expect(request?.headers.get('Authorization')).toBeNull();
  });

  it("shows the server's message when nobody has that e-mail", async () => {
    const message = 'Usuário não encontrado ou sem acesso. Entre em contato com o suporte.';
    const server = fakeFetch({
      'POST /etraining_login/api_recover_password/': () => apiError(404, 'auth.no_access', message),
    });
    await openRequestPassword(server);
    fireEvent.change(textbox(/^E-mail/), { target: { value: 'nobody@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(textbox(/^E-mail/).value).toBe('nobody@example.com');
  });
});

describe('request-password by document', () => {
  function documentServer() {
    let sent = 0;
    const server = fakeFetch({
      'POST /get_phone_number_with_document/': () =>
        json({ masked_phone: MASKED, channels: ['sms', 'whatsapp'] }),
      'POST /send_recover_password_code/': () => {
        sent += 1;
        return json({ request_id: `req-${sent}`, resend_in: 300, expires_in: 900 });
      },
    });
    return server;
  }

  async function reachCodeStep(server: ReturnType<typeof fakeFetch>) {
    const app = await openRequestPassword(server);
    fireEvent.click(screen.getByRole('radio', { name: 'Documento' }));
    fireEvent.change(textbox(/^Documento/), { target: { value: '529.982.247-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByText(`Celular cadastrado: ${MASKED}`)).toBeTruthy();
    fireEvent.change(textbox(/^Celular/), { target: { value: '(11) 91234-5678' } });
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await screen.findByRole('heading', { name: 'Digite o código' });
    return app;
  }

  it("names the visitor's site, whose countries decide whether a document is valid", async () => {
    const server = documentServer();
    const app = await createTestApp({
      path: '/request-password?client=chip-rewards',
      server: withLoginParams(server),
    });
    renderApp(app.services, app.router);
    fireEvent.click(await screen.findByRole('radio', { name: 'Documento' }));
    fireEvent.change(textbox(/^Documento/), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText(`Celular cadastrado: ${MASKED}`)).toBeTruthy();
    expect(await server.to('POST', '/get_phone_number_with_document/')[0]?.json()).toEqual({
      client: 'chip-rewards',
      document: '12345678',
    });
  });

  it('finds the phone, sends a code, counts the resend lock down and opens the recover screen', async () => {
    const server = documentServer();
    server.on('POST /validate_recover_password_code/', async (request) => {
      const body = await request.json();
      return body.code === '123456'
        ? json({ username: 'ana', uidb64: 'MQ', token: 'abc-r-sig' })
        : apiError(422, 'account.code_invalid', 'Código inválido.');
    });
    server.on('GET /api/v1/accounts/password-link', () =>
      json({ username: 'ana', purpose: 'recover', password_strength_level: 'weak' }),
    );
    const app = await reachCodeStep(server);

    expect(await server.to('POST', '/get_phone_number_with_document/')[0]?.json()).toEqual({
      document: '529.982.247-25',
    });
    expect(await server.to('POST', '/send_recover_password_code/')[0]?.json()).toEqual({
      document: '529.982.247-25',
      phone: '(11) 91234-5678',
      channel: 'whatsapp',
    });
    expect(screen.getByText(`Enviamos um código por WhatsApp para ${MASKED}.`)).toBeTruthy();

    const resend = () => screen.getByRole('button', { name: /^Reenviar código/ }) as HTMLButtonElement;
    expect(resend().textContent).toBe('Reenviar código em 05:00');
    expect(resend().disabled).toBe(true);
    advanceClock(61);
    await waitFor(() => expect(resend().textContent).toBe('Reenviar código em 03:59'));

    // The request survives a reload: it is in sessionStorage with absolute times.
    const stored = JSON.parse(sessionStorage.getItem(PENDING_CODE_KEY) ?? 'null') as PendingCode;
    expect(stored).toMatchObject({ request_id: 'req-1', channel: 'whatsapp', resend_at: NOW + 300_000 });

    fireEvent.change(textbox(/^Código/), { target: { value: '12a3' } });
    expect(textbox(/^Código/).value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: 'Validar código' }));
    expect(await screen.findByText('Digite os 6 dígitos do código.')).toBeTruthy();

    fireEvent.change(textbox(/^Código/), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validar código' }));
    expect(await screen.findByText('Código inválido.')).toBeTruthy();
    expect(textbox(/^Código/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(textbox(/^Código/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validar código' }));

    await waitFor(() =>
      expect(app.router.state.location.pathname).toBe('/recover-password/ana/MQ/abc-r-sig'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Crie uma nova senha' })).toBeTruthy();
    expect(await server.to('POST', '/validate_recover_password_code/').at(-1)?.json()).toEqual({
      request_id: 'req-1',
      code: '123456',
    });
    expect(sessionStorage.getItem(PENDING_CODE_KEY)).toBeNull();
  });

  it('resends once the lock is over and follows the Retry-After of a refused resend', async () => {
    const server = documentServer();
    await reachCodeStep(server);
    const resend = () => screen.getByRole('button', { name: /^Reenviar código/ }) as HTMLButtonElement;

    advanceClock(300);
    await waitFor(() => expect(resend().disabled).toBe(false));
    expect(resend().textContent).toBe('Reenviar código');
    fireEvent.click(resend());
    expect(await screen.findByText(`Enviamos um novo código para ${MASKED}.`)).toBeTruthy();
    await waitFor(() => expect(resend().textContent).toBe('Reenviar código em 05:00'));
    expect(JSON.parse(sessionStorage.getItem(PENDING_CODE_KEY) ?? '{}').request_id).toBe('req-2');

    // The server's own clock wins: a refused resend says how long to wait.
    server.on(
      'POST /send_recover_password_code/',
      () =>
        new Response(
          JSON.stringify({
            error: {
              code: 'account.code_cooldown',
              message: 'Aguarde o fim da contagem para solicitar um novo código.',
            },
          }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '120' } },
        ),
    );
    advanceClock(300);
    await waitFor(() => expect(resend().disabled).toBe(false));
    fireEvent.click(resend());
    expect(await screen.findByText('Aguarde o fim da contagem para solicitar um novo código.')).toBeTruthy();
    await waitFor(() => expect(resend().textContent).toBe('Reenviar código em 02:00'));
  });

  it('after a reload, the code screen comes back with the countdown where it was', async () => {
    const pending: PendingCode = {
      document: '529.982.247-25',
      phone: '(11) 91234-5678',
      channel: 'sms',
      masked_phone: MASKED,
      channels: ['sms'],
      request_id: 'req-9',
      resend_at: NOW + 100_000,
      expires_at: NOW + 500_000,
    };
    sessionStorage.setItem(PENDING_CODE_KEY, JSON.stringify(pending));
    await openRequestPassword(fakeFetch());

    expect(screen.getByRole('heading', { name: 'Digite o código' })).toBeTruthy();
    expect(screen.getByText(`Enviamos um código por SMS para ${MASKED}.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Reenviar código/ }).textContent).toBe(
      'Reenviar código em 01:40',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Recomeçar com outra opção' }));
    expect(await screen.findByRole('textbox', { name: /^Documento/ })).toBeTruthy();
    expect(sessionStorage.getItem(PENDING_CODE_KEY)).toBeNull();
  });

  it('an expired stored request is dropped', async () => {
    sessionStorage.setItem(
      PENDING_CODE_KEY,
      JSON.stringify({
        document: '1',
        phone: '1',
        channel: 'sms',
        masked_phone: MASKED,
        channels: ['sms'],
        request_id: 'old',
        resend_at: NOW - 600_000,
        expires_at: NOW - 1,
      }),
    );
    await openRequestPassword(fakeFetch());
    expect(screen.queryByRole('heading', { name: 'Digite o código' })).toBeNull();
    expect(sessionStorage.getItem(PENDING_CODE_KEY)).toBeNull();
  });

  it('a phone that does not match is reported on the phone field', async () => {
    const message = 'O número de telefone não corresponde ao cadastrado.';
    const server = documentServer();
    server.on('POST /send_recover_password_code/', () => apiError(422, 'account.phone_mismatch', message));
    await openRequestPassword(server);
    fireEvent.click(screen.getByRole('radio', { name: 'Documento' }));
    fireEvent.change(textbox(/^Documento/), { target: { value: '52998224725' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText(`Celular cadastrado: ${MASKED}`);
    fireEvent.change(textbox(/^Celular/), { target: { value: '(11) 90000-0000' } });
    fireEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));

    expect(await screen.findByText(message)).toBeTruthy();
    expect(textbox(/^Celular/).getAttribute('aria-invalid')).toBe('true');
    expect(textbox(/^Celular/).value).toBe('(11) 90000-0000');
  });
});
