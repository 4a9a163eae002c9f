import { describe, expect, it } from 'vitest';
import enUS from './locales/en-US.json';
import esES from './locales/es-ES.json';
import frFR from './locales/fr-FR.json';
import ptBR from './locales/pt-BR.json';

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const reference = flatten(ptBR);
const others = { 'en-US': enUS, 'es-ES': esES, 'fr-FR': frFR } as const;

describe('locales', () => {
  it.each(Object.entries(others))('%s has exactly the keys of pt-BR', (_, messages) => {
    expect([...flatten(messages).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(Object.entries({ 'pt-BR': ptBR, ...others }))('%s has no empty texts', (_, messages) => {
    const empty = [...flatten(messages)].filter(([, text]) => !text.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(Object.entries(others))('%s uses the same {{variables}} as pt-BR in every text', (_, messages) => {
    const flat = flatten(messages);
    const mismatched = [...reference].filter(
      ([key, text]) => String(variables(text)) !== String(variables(flat.get(key) ?? '')),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });
});
