import type { LoginParams } from '@elevar/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeFetch, json, makeLoginParams } from '../../../test/fakeServer.ts';
import { createTestApp, renderApp } from '../../../test/testApp.tsx';

const VALID_CPF = '52998224725';

function serverWith(registerConfig: Partial<LoginParams['register_config']> = {}) {
  const params = makeLoginParams();
  return fakeFetch({
    'GET /api/v1/login-params': () =>
      json({ ...params, register_config: { ...params.register_config, ...registerConfig } }),
  });
}

async function openRegister(path: string, server: ReturnType<typeof fakeFetch>) {
  const app = await createTestApp({ path, server });
  renderApp(app.services, app.router);
  await screen.findByRole('button', { name: 'Criar conta' });
  return app;
}

/** A label's exact text, with or without the required asterisk Mantine appends. */
const exact = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}( \\*)?$`);

const field = (label: RegExp | string) =>
  screen.getByLabelText(typeof label === 'string' ? exact(label) : label) as HTMLInputElement;

function type(label: RegExp | string, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

function fillValidForm() {
  type('Nome', 'Ana');
  type('Sobrenome', 'Souza');
  type('Documento', VALID_CPF);
  type('E-mail', 'ana@example.com');
  type('Confirme o e-mail', 'ana@example.com');
  type('Celular', '(11) 91234-5678');
  type('Senha', 'Abcdef1!');
  type('Confirme a senha', 'Abcdef1!');
  fireEvent.click(field(/Li e aceito os termos/));
  fireEvent.click(field(/18 anos ou mais/));
}

/** The error text tied to an input through aria-describedby. */
function describedError(input: HTMLElement): string {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('registration', () => {
  it('validates with the domain rules on blur and on submit, without calling the server', async () => {
    const server = serverWith({ password_strength_level: 'strong' });
    await openRegister('/register', server);

    expect(screen.getByRole('heading', { level: 1, name: 'Cadastre-se' })).toBeTruthy();
    // The country starts from the interface language; the CPF is masked as it is typed.
    expect((screen.getByRole('option', { name: 'Brasil' }) as HTMLOptionElement).selected).toBe(true);
    type('Documento', '11111111111');
    expect(field('Documento').value).toBe('111.111.111-11');
    expect(field('Documento').getAttribute('aria-invalid')).toBe('true');
    expect(describedError(field('Documento'))).toContain('Documento inválido');

    type('E-mail', 'ana@example.com');
    type('Confirme o e-mail', 'ana@exemplo.com');
    expect(describedError(field('Confirme o e-mail'))).toContain('Os e-mails não coincidem');

    type('Senha', 'Abcdef12');
    type('Confirme a senha', 'Abcdef12');
    expect(describedError(field('Senha'))).toContain('A senha é fraca demais para este site');
    expect(screen.getByText('Força da senha: média')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    expect(await screen.findByText('Você precisa aceitar os termos e condições')).toBeTruthy();
    expect(screen.getByText('Você precisa confirmar que tem 18 anos ou mais')).toBeTruthy();
    expect(describedError(field('Nome'))).toContain('Campo obrigatório');
    expect(screen.getByRole('alert').textContent).toContain(
      'Certifique-se de que todos os campos obrigatórios estão preenchidos',
    );
    await waitFor(() => expect(document.activeElement).toBe(field('Nome')));
    expect(server.to('POST', '/api/v1/accounts/register')).toHaveLength(0);
  });

  it('sends the registration and goes to register-success', async () => {
    const server = serverWith();
    server.on('POST /api/v1/accounts/register', () =>
      json({ status: 'awaiting_approval', username: 'ana.souza' }, 201),
    );
    const app = await openRegister('/register', server);

    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/register-success'));
    expect(await screen.findByText(/Você receberá um e-mail em ana@example.com/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o login' }).getAttribute('href')).toBe('/');

    const body = await server.to('POST', '/api/v1/accounts/register')[0]?.json();
    expect(body).toMatchObject({
      variant: 'default',
      fields: {
        name: 'Ana',
        last_name: 'Souza',
        document: '529.982.247-25',
        email: 'ana@example.com',
        phone_mobile: '(11) 91234-5678',
        country_id: 2,
      },
      email_confirmation: 'ana@example.com',
      password: 'Abcdef1!',
      password_confirmation: 'Abcdef1!',
      accepted_terms: true,
      confirmed_adult: true,
      dynamic: {},
    });
  });

  it('puts the server field errors on their fields and keeps what was typed', async () => {
    const server = serverWith();
    server.on('POST /api/v1/accounts/register', () =>
      json(
        {
          error: {
            code: 'common.validation',
            message: 'Certifique-se de que todos os campos obrigatórios estão preenchidos',
            details: [{ field: 'phone_mobile', message: 'Telefone inválido' }],
          },
        },
        400,
      ),
    );
    await openRegister('/register', server);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(describedError(field('Celular'))).toContain('Telefone inválido'));
    expect(field('Celular').getAttribute('aria-invalid')).toBe('true');
    expect(field('Nome').value).toBe('Ana');
    expect(field('Senha').value).toBe('Abcdef1!');

    // Editing the field clears the server's error.
    fireEvent.change(field('Celular'), { target: { value: '(11) 91234-0000' } });
    expect(describedError(field('Celular'))).not.toContain('Telefone inválido');
  });

  it('shows a 409 conflict on the document field', async () => {
    const server = serverWith();
    server.on('POST /api/v1/accounts/register', () =>
      apiError(409, 'account.document_in_use', 'Documento já utilizado'),
    );
    const app = await openRegister('/register', server);
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(describedError(field('Documento'))).toContain('Documento já utilizado'));
    await waitFor(() => expect(document.activeElement).toBe(field('Documento')));
    expect(app.router.state.location.pathname).toBe('/register');
  });

  it.each([
    ['/register-seven-trade', 'Cadastro de promotores', ['Empresa/agência', 'Marca']],
    ['/register-pop-trade', 'Cadastro da equipe de loja', ['Rede varejista', 'Apelido da loja', 'Filial']],
    ['/intel-first-access', 'Primeiro acesso ao programa parceiro', ['Número GMIN', 'Rede varejista']],
  ])('%s has its own title and fields', async (path, title, labels) => {
    await openRegister(path, serverWith());
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    for (const label of labels) expect(field(label)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    for (const label of labels) {
      await waitFor(() => expect(describedError(field(label))).toContain('Campo obrigatório'));
    }
  });

  it('asks only the common fields on the open sign-up', async () => {
    await openRegister('/register', serverWith());
    expect(screen.queryByLabelText(exact('Marca'))).toBeNull();
    expect(screen.queryByLabelText(exact('Número GMIN'))).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dados do programa' })).toBeNull();
  });

  it("renders the client's dynamic fields and sends their answers", async () => {
    const server = serverWith({
      dynamic_fields: [
        {
          name: 'shirt_size',
          type: 'select',
          required: true,
          label: 'Tamanho da camiseta',
          options: [
            { value: 'm', label: 'M' },
            { value: 'g', label: 'G' },
          ],
        },
        { name: 'newsletter', type: 'checkbox', required: false, label: 'Quero receber novidades' },
        { name: 'work_email', type: 'email', required: false, label: 'E-mail corporativo' },
      ],
    });
    server.on('POST /api/v1/accounts/register', () =>
      json({ status: 'awaiting_approval', username: 'ana' }, 201),
    );
    const app = await openRegister('/register', server);
    fillValidForm();
    type('E-mail corporativo', 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    const select = field('Tamanho da camiseta');
    await waitFor(() => expect(describedError(select)).toContain('Campo obrigatório'));
    expect(describedError(field('E-mail corporativo'))).toContain('Endereço de e-mail inválido');
    expect(server.to('POST', '/api/v1/accounts/register')).toHaveLength(0);

    fireEvent.change(select, { target: { value: 'g' } });
    type('E-mail corporativo', 'ana@empresa.com');
    fireEvent.click(field(/Quero receber novidades/));
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe('/register-success'));
    const body = await server.to('POST', '/api/v1/accounts/register')[0]?.json();
    expect(body.dynamic).toEqual({ shirt_size: 'g', newsletter: true, work_email: 'ana@empresa.com' });
  });

  it("asks a dynamic date in the app's order and sends it as yyyy-mm-dd", async () => {
    const server = serverWith({
      dynamic_fields: [{ name: 'hired_on', type: 'date', required: true, label: 'Data de admissão' }],
    });
    server.on('POST /api/v1/accounts/register', () =>
      json({ status: 'awaiting_approval', username: 'ana' }, 201),
    );
    const app = await openRegister('/register', server);
    fillValidForm();
    const date = field('Data de admissão');
    expect(date.type).toBe('text');
    expect(date.placeholder).toBe('31/12/2026');
    type('Data de admissão', '31022024');
    expect(date.value).toBe('31/02/2024');
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(describedError(field('Data de admissão'))).toContain('Data inválida'));
    expect(server.to('POST', '/api/v1/accounts/register')).toHaveLength(0);

    type('Data de admissão', '09032024');
    fireEvent.click(screen.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/register-success'));
    const body = await server.to('POST', '/api/v1/accounts/register')[0]?.json();
    expect(body.dynamic).toEqual({ hired_on: '2024-03-09' });
  });

  it('links the terms in a new tab, so the form keeps its values', async () => {
    await openRegister('/register', serverWith());
    const terms = within(field(/Li e aceito os termos/).closest('.mantine-Checkbox-root') as HTMLElement);
    const link = terms.getByRole('link', { name: /termos e condições/ });
    expect(link.getAttribute('href')).toBe('/institutional/terms-and-conditions');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('speaks the language chosen on the open pages, validation messages included', async () => {
    await openRegister('/register', serverWith());
    fireEvent.change(screen.getByLabelText('Idioma'), { target: { value: 'en-US' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeTruthy();
    type('Document', '123');
    expect(describedError(field('Document'))).toContain('Invalid document');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must accept the terms and conditions')).toBeTruthy();
  });
});
