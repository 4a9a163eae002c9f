import { RegisterFieldDefinition, TranslatedText } from '@elevar/contract';
import { describe, expect, it } from 'vitest';
import { toRegisterField } from './mappers.ts';

const names = { 'pt-BR': 'Vendedores', 'en-US': 'Salespeople', 'es-ES': 'Vendedores', 'fr-FR': 'Vendeurs' };

function problems(value: unknown): string[] {
  const result = TranslatedText.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.') || issue.code);
}

describe("the contract's TranslatedText", () => {
  it('takes a text in each of the four languages, trimmed', () => {
    expect(TranslatedText.parse({ ...names, 'fr-FR': '  Vendeurs ' })).toEqual(names);
  });

  it('makes a missing, empty or overlong language a validation error, and refuses any other language', () => {
    const { 'es-ES': _spanish, ...withoutSpanish } = names;
    expect(problems(withoutSpanish)).toEqual(['es-ES']);
    expect(problems({ ...names, 'en-US': '   ' })).toEqual(['en-US']);
    expect(problems({ ...names, 'pt-BR': 'x'.repeat(257) })).toEqual(['pt-BR']);
    expect(problems({ ...names, 'de-DE': 'Verkäufer' })).toEqual(['unrecognized_keys']);
    expect(problems('Vendedores')).toEqual(['invalid_type']);
  });

  it('labels a register field definition in every language, options included', () => {
    const field = { name: 'heard', type: 'select', required: false, label: names };
    expect(
      RegisterFieldDefinition.safeParse({ ...field, options: [{ value: 'a', label: names }] }).success,
    ).toBe(true);
    expect(
      RegisterFieldDefinition.safeParse({ ...field, options: [{ value: 'a', label: { 'pt-BR': 'A' } }] })
        .success,
    ).toBe(false);
  });
});

describe('a stored register field read in a language', () => {
  it("gives the language's label, and a label stored before translations as it is", () => {
    const options = [{ value: 'a', label: names }];
    expect(toRegisterField({ name: 'heard', type: 'select', label: names, options }, 'fr-FR')).toEqual({
      name: 'heard',
      type: 'select',
      required: false,
      label: 'Vendeurs',
      options: [{ value: 'a', label: 'Vendeurs' }],
    });
    expect(
      toRegisterField({ name: 'doc', type: 'document', required: true, label: 'Documento' }, 'en-US'),
    ).toEqual({
      name: 'doc',
      type: 'document',
      required: true,
      label: 'Documento',
    });
  });

  it('skips what the free JSON column holds that is not a field', () => {
    expect(toRegisterField({ type: 'text', label: 'No name' }, 'pt-BR')).toBeNull();
    expect(toRegisterField({ name: 'x', type: 'colour' }, 'pt-BR')).toBeNull();
    expect(toRegisterField('text', 'pt-BR')).toBeNull();
  });
});
