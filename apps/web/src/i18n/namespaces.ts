import type { LanguageCode } from '@elevar/domain';
import type { i18n as I18n } from 'i18next';

type Messages = Record<string, unknown>;

/**
 * A feature's own texts, kept out of the entry chunk: `locales/{code}.json` beside the feature, loaded when one
 * of its screens is opened (route `lazy`) and again for the new language when the language changes.
 */
export interface Namespace {
  name: string;
  load: Record<LanguageCode, () => Promise<{ default: Messages }>>;
}

const used = new Map<string, Namespace>();

async function addBundle(instance: I18n, namespace: Namespace, code: LanguageCode): Promise<void> {
  if (instance.hasResourceBundle(code, namespace.name)) return;
  const messages = (await namespace.load[code]()).default;
  instance.addResourceBundle(code, namespace.name, messages, true, false);
}

function codeOf(instance: I18n): LanguageCode {
  return (instance.language as LanguageCode | undefined) ?? 'pt-BR';
}

/** Loads a namespace in the current language (and pt-BR, the fallback) before a screen that uses it renders. */
export async function ensureNamespace(instance: I18n, namespace: Namespace): Promise<void> {
  used.set(namespace.name, namespace);
  const code = codeOf(instance);
  await Promise.all([addBundle(instance, namespace, code), addBundle(instance, namespace, 'pt-BR')]);
}

/** Loads every namespace already in use for a language about to be switched to. */
export async function loadUsedNamespaces(instance: I18n, code: LanguageCode): Promise<void> {
  await Promise.all([...used.values()].map((namespace) => addBundle(instance, namespace, code)));
}
