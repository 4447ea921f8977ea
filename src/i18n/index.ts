/**
 * i18next with the three bundled catalogues (SPEC §1: EN, BN, CN). Keys are typed from the
 * English catalogue, so a missing or misspelt key fails the typecheck.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { config } from '../config';
import bn from './locales/bn.json';
import en from './locales/en.json';
import zh from './locales/zh.json';

export type MessageKey = keyof typeof en;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export const catalogues = { en, bn, zh } as const;
const STORAGE_KEY = 'lobby.language';

/** SPEC §1: the stored choice wins; otherwise the configured default. */
export function initialLanguage(): string {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored && stored in catalogues ? stored : config.defaultLanguage;
}

export function rememberLanguage(language: string): void {
  localStorage.setItem(STORAGE_KEY, language);
}

export function hasStoredLanguage(): boolean {
  return localStorage.getItem(STORAGE_KEY) !== null;
}

export async function initI18n(language: string) {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([lng, translation]) => [lng, { translation }]),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  return i18next;
}
