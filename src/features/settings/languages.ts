/**
 * Language choice (SPEC §1, §2, §9): which languages to offer, and what a switch does — load the
 * catalogue, remember the choice, <html lang>, tell the worker, and refresh language-dependent
 * data 250 ms after the last switch (tapping through languages costs one refresh).
 */
import i18next from 'i18next';
import { worker } from '../../bridge/worker';
import { config } from '../../config';
import { catalogues, loadLanguage, rememberLanguage } from '../../i18n';
import { isSystemStatus } from '../status';
import { debounce, LANGUAGE_REFRESH_MS } from './debounce';

/** Each language by its own name (endonyms are not translated). */
export const LANGUAGE_NAMES: Record<string, string> = { en: 'English', bn: 'বাংলা', zh: '简体中文' };

/** SPEC §1 "CN" and regional tags name the same catalogues. */
export function normaliseLanguageCode(code: string): string {
  const base = code.toLowerCase().split(/[-_]/)[0] ?? code;
  return base === 'cn' ? 'zh' : base;
}

/**
 * The stored status names the supported languages (configuration on the server); the build's list
 * is the fallback. Only languages we ship a catalogue for are offered.
 */
export function supportedLanguages(status: unknown): string[] {
  const named = isSystemStatus(status) ? status.info.languages?.supported : undefined;
  const list = (named?.length ? named : config.supportedLanguages).map(normaliseLanguageCode);
  const offered = [...new Set(list)].filter((code) => code in catalogues);
  return offered.length ? offered : [...config.supportedLanguages];
}

const refreshLanguageData = debounce(() => {
  const remote = worker();
  void remote.sync.refresh('boot');
  void remote.sync.refresh('home');
}, LANGUAGE_REFRESH_MS);

export async function switchLanguage(language: string): Promise<void> {
  await loadLanguage(language);
  rememberLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  await worker().session.configure({ language });
  refreshLanguageData();
}
