import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '@elevar/domain';
import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ptBR from './locales/pt-BR.json';
import { loadUsedNamespaces } from './namespaces.ts';

type Messages = typeof ptBR;

/** pt-BR ships in the entry chunk; the others are separate chunks fetched when chosen. */
const lazyLocales: Record<Exclude<LanguageCode, 'pt-BR'>, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('./locales/en-US.json'),
  'es-ES': () => import('./locales/es-ES.json'),
  'fr-FR': () => import('./locales/fr-FR.json'),
};

async function loadMessages(code: LanguageCode): Promise<Messages> {
  return code === 'pt-BR' ? ptBR : (await lazyLocales[code]()).default;
}

/** Told of every text a screen asks for that its language lacks (`namespace:key`, the language asked in). */
export type MissingTextListener = (key: string, language: string) => void;

const missingTexts = {
  listener: ((key, language) => {
    // the browser journeys fail on this line (e2e/missingTexts.ts)
    console.error(`Missing text: ${key} (${language})`);
  }) as MissingTextListener,
  /** Whether a text the language lacks is missing even when pt-BR, the fallback, has it. */
  strict: false,
};

/**
 * Replaces who is told of missing texts (the console by default, for texts no language has; the unit tests fail
 * instead, strictly: a text the screen's language lacks is missing there even when pt-BR has it) and returns what
 * puts the previous listener back. Instances created afterwards follow it.
 */
export function onMissingText(listener: MissingTextListener, options: { strict?: boolean } = {}): () => void {
  const previous = { ...missingTexts };
  missingTexts.listener = listener;
  missingTexts.strict = options.strict ?? false;
  return () => Object.assign(missingTexts, previous);
}

/** Creates the i18next instance with the given language already loaded (no flash of another language). */
export async function createI18n(language: LanguageCode = DEFAULT_LANGUAGE.code): Promise<I18n> {
  const resources: Resource = { 'pt-BR': { translation: ptBR } };
  if (language !== 'pt-BR') resources[language] = { translation: await loadMessages(language) };
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: missingTexts.strict ? false : DEFAULT_LANGUAGE.code,
    supportedLngs: ['pt-BR', 'en-US', 'es-ES', 'fr-FR'],
    resources,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) =>
      missingTexts.listener(`${namespace}:${key}`, instance.language),
  });
  setDocumentLanguage(language);
  return instance;
}

/** Loads the language's messages if needed, switches to it and sets `<html lang>`. */
export async function switchLanguage(instance: I18n, code: LanguageCode): Promise<void> {
  if (!instance.hasResourceBundle(code, 'translation')) {
    instance.addResourceBundle(code, 'translation', await loadMessages(code));
  }
  await loadUsedNamespaces(instance, code);
  await instance.changeLanguage(code);
  setDocumentLanguage(code);
}

/** The language the interface shows now. */
export function currentLanguage(instance: I18n): LanguageCode {
  const code = instance.language;
  return code && isLanguageCode(code) ? code : DEFAULT_LANGUAGE.code;
}

function setDocumentLanguage(code: LanguageCode) {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}
