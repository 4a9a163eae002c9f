import { validationMessage } from '@elevar/domain';
import { MantineProvider, TextInput } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/index.ts';
import { type FormErrors, useForm } from './useForm.ts';

interface Values {
  name: string;
  email: string;
  /** A nested value, as the forms keep their per-language texts. */
  notes: { 'pt-BR': string };
}

const EMPTY: Values = { name: '', email: '', notes: { 'pt-BR': '' } };
const SERVER: Values = { name: 'Ana', email: 'ana@example.com', notes: { 'pt-BR': 'Olá' } };
const SERVER_ERRORS: FormErrors = {
  'notes.pt-BR': { message: 'Texto recusado.' },
  email: { message: 'Em uso.' },
};

function Harness({ onValid, saved = SERVER }: { onValid(values: Values): void; saved?: Values }) {
  const form = useForm<Values>({
    initialValues: EMPTY,
    fields: ['name', 'email', 'notes.pt-BR'],
    // listed out of the form's order on purpose: the focus follows the form's order, not this one
    validate: (values) => ({
      ...(values.email.includes('@') ? {} : { email: { message: 'Um e-mail com @.' } }),
      ...(values.name.trim() ? {} : { name: { code: 'field.required' } }),
    }),
  });
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit(onValid)} noValidate>
      <TextInput label="Nome" {...form.inputProps('name')} />
      <TextInput label="E-mail" {...form.inputProps('email')} />
      <TextInput
        label="Notas"
        ref={form.ref('notes.pt-BR')}
        value={form.values.notes['pt-BR']}
        onChange={(event) =>
          form.setValues({ notes: { 'pt-BR': event.currentTarget.value } }, ['notes.pt-BR'])
        }
        error={form.error('notes.pt-BR')}
      />
      <output data-testid="state">
        {[
          form.isDirty() && 'dirty',
          form.isDirty('name') && 'name-dirty',
          form.isTouched('name') && 'name-touched',
          form.hasErrors && 'errors',
        ]
          .filter(Boolean)
          .join(' ')}
      </output>
      <button type="button" onClick={() => form.reset(saved)}>
        Recarregar
      </button>
      <button type="button" onClick={() => form.setErrors(SERVER_ERRORS)}>
        Erros do servidor
      </button>
      <button type="submit">Salvar</button>
    </form>
  );
}

async function renderForm(saved?: Values) {
  const i18n: I18n = await createI18n('pt-BR');
  const onValid = vi.fn();
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={i18n}>
        <Harness onValid={onValid} saved={saved} />
      </I18nextProvider>
    </MantineProvider>,
  );
  const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  const state = () => screen.getByTestId('state').textContent;
  const describedBy = (input: HTMLElement) =>
    document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;
  return { i18n, onValid, field, state, describedBy };
}

describe('useForm', () => {
  it('checks on submit, marks the fields in error and focuses the first one in the form’s order', async () => {
    const { onValid, field, describedBy } = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const name = field('Nome');
    const email = field('E-mail');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(name)).toBe(validationMessage('field.required', 'pt-BR'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(email)).toBe('Um e-mail com @.');
    expect(document.activeElement).toBe(name);
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'Ana' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(onValid).toHaveBeenCalledWith({ ...EMPTY, name: 'Ana', email: 'ana@example.com' });
  });

  it('shows a code’s message in the interface language, following a change of language', async () => {
    const { i18n, field, describedBy } = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await act(() => i18n.changeLanguage('en-US'));
    expect(describedBy(field('Nome'))).toBe(validationMessage('field.required', 'en-US'));
  });

  it('focuses the first of the server’s field errors, found by ref when the input has no name', async () => {
    const { field, describedBy, state } = await renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Erros do servidor' }));
    expect(document.activeElement).toBe(field('E-mail'));
    expect(describedBy(field('Notas'))).toBe('Texto recusado.');
    expect(state()).toBe('errors');

    fireEvent.change(field('E-mail'), { target: { value: 'ana@example.org' } });
    // a change clears its own field's error only
    expect(field('E-mail').getAttribute('aria-invalid')).toBeNull();
    expect(field('Notas').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells touched and dirty fields apart, by value against the starting values', async () => {
    const { field, state } = await renderForm();
    expect(state()).toBe('');
    fireEvent.change(field('Notas'), { target: { value: 'x' } });
    expect(state()).toBe('dirty');
    fireEvent.change(field('Nome'), { target: { value: 'Bia' } });
    expect(state()).toBe('dirty name-dirty name-touched');
    // typed back to what it was: touched still, no longer dirty
    fireEvent.change(field('Nome'), { target: { value: '' } });
    fireEvent.change(field('Notas'), { target: { value: '' } });
    expect(state()).toBe('name-touched');
  });

  it('resets to the server’s values: shown, no longer dirty, touched or in error', async () => {
    const { field, state } = await renderForm();
    fireEvent.change(field('Nome'), { target: { value: 'Bia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erros do servidor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(field('Nome')).toHaveProperty('value', 'Ana');
    expect(field('E-mail')).toHaveProperty('value', 'ana@example.com');
    expect(field('Notas')).toHaveProperty('value', 'Olá');
    expect(field('Notas').getAttribute('aria-invalid')).toBeNull();
    expect(state()).toBe('');

    // what is typed now is a change against the server's values
    fireEvent.change(field('Nome'), { target: { value: 'Ana Maria' } });
    expect(state()).toBe('dirty name-dirty name-touched');
  });
});

describe('useForm reset keeping what was typed during a save', () => {
  function Saving() {
    const form = useForm<{ name: string }>({ initialValues: { name: 'Ana' }, fields: ['name'] });
    return (
      <form
        ref={form.formRef}
        onSubmit={form.onSubmit((submitted) => {
          // the answer arrives after the user typed on: the saved values become the start, the typing stays
          setTimeout(() => form.reset({ name: submitted.name.trim() }, { keepChangesSince: submitted }));
        })}
      >
        <TextInput label="Nome" {...form.inputProps('name')} />
        <output data-testid="dirty">{form.isDirty() ? 'dirty' : 'clean'}</output>
        <button type="submit">Salvar</button>
      </form>
    );
  }

  it('keeps values typed after the submit, and otherwise shows the saved ones', async () => {
    vi.useFakeTimers();
    try {
      const i18n = await createI18n('pt-BR');
      render(
        <MantineProvider env="test">
          <I18nextProvider i18n={i18n}>
            <Saving />
          </I18nextProvider>
        </MantineProvider>,
      );
      const name = screen.getByRole('textbox', { name: 'Nome' });
      fireEvent.change(name, { target: { value: ' Bia ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
      act(() => vi.runAllTimers());
      expect(name).toHaveProperty('value', 'Bia');
      expect(screen.getByTestId('dirty').textContent).toBe('clean');

      fireEvent.change(name, { target: { value: 'Bia ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
      fireEvent.change(name, { target: { value: 'Bianca' } });
      act(() => vi.runAllTimers());
      expect(name).toHaveProperty('value', 'Bianca');
      expect(screen.getByTestId('dirty').textContent).toBe('dirty');
    } finally {
      vi.useRealTimers();
    }
  });
});
