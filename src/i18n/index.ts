/**
 * i18next with the three bundled catalogues (SPEC §1: EN, BN, CN). Keys are typed from the
 * English catalogue, so a missing or misspelt key fails the typecheck.
 */
import i18next from 'i18next';
import { LOCAL_KEYS } from '../api/names';
import { config } from '../config';
import { readStorage, writeStorage } from '../state/storage';
import type en from './locales/en';
import type { MessageKey } from './keys';

export type { MessageKey };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/**
 * Every language is its own chunk and only the one in use loads before the first frame (from the
 * precache, so offline too): a player never downloads texts of languages they do not read.
 * English, the fallback, follows after the first frame.
 */
export const catalogues: Record<string, () => Promise<{ default: Record<string, string> }>> = {
  en: () => import('./locales/en'),
  bn: () => import('./locales/bn'),
  zh: () => import('./locales/zh'),
};
const STORAGE_KEY = LOCAL_KEYS.language;

/** SPEC §1: the stored choice wins; otherwise the configured default. */
export function initialLanguage(): string {
  const stored = readStorage('local', STORAGE_KEY);
  return stored && stored in catalogues ? stored : config.defaultLanguage;
}

export function rememberLanguage(language: string): void {
  writeStorage('local', STORAGE_KEY, language);
}

export function hasStoredLanguage(): boolean {
  return readStorage('local', STORAGE_KEY) !== null;
}

/** Make a language's catalogue available (no-op when already loaded or unknown). */
export async function loadLanguage(language: string): Promise<void> {
  const load = catalogues[language];
  if (!load || i18next.hasResourceBundle(language, 'translation')) return;
  const { default: translation } = await load();
  i18next.addResourceBundle(language, 'translation', translation, true, true);
}

export async function initI18n(language: string) {
  await i18next.init({
    lng: language,
    fallbackLng: 'en',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
    // English is the fallback, loaded only when a key is missing from the language in use: the
    // catalogues are kept complete (a test checks), so a first visit never downloads it.
    saveMissing: true,
    missingKeyHandler: (languages) => {
      if (languages.includes('en')) void loadLanguage('en');
    },
  });
  await loadLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  return i18next;
}
