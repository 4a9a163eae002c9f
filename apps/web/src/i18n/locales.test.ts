import { describe, expect, it } from 'vitest';

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

// The shell's texts, every feature namespace and the shared pieces' (ui/): each `locales/` folder has the four languages.
const files = import.meta.glob<Messages>(
  ['./locales/*.json', '../features/**/locales/*.json', '../ui/**/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);
const folders = new Map<string, Record<string, Messages>>();
for (const [path, messages] of Object.entries(files)) {
  const [, folder = '', code = ''] = /^(.*)\/([\w-]+)\.json$/.exec(path) ?? [];
  folders.set(folder, { ...folders.get(folder), [code]: messages });
}

describe.each([...folders])('locales in %s', (_folder, byCode) => {
  const { 'pt-BR': ptBR = {}, ...others } = byCode;
  const reference = flatten(ptBR);

  it('has the four languages', () => {
    expect(Object.keys(byCode).sort()).toEqual(['en-US', 'es-ES', 'fr-FR', 'pt-BR']);
  });

  it.each(Object.entries(others))('%s has exactly the keys of pt-BR', (_, messages) => {
    expect([...flatten(messages).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(Object.entries(byCode))('%s has no empty texts', (_, messages) => {
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
