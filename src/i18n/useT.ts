/**
 * The translation hook: re-renders on a language change or when a catalogue arrives. A few
 * lines over i18next's events instead of react-i18next keep the first chunk small (DESIGN §8).
 */
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';

let version = 0;
const listeners = new Set<() => void>();

function notify() {
  version++;
  for (const listener of listeners) listener();
}

let wired = false;
function subscribe(listener: () => void) {
  if (!wired) {
    wired = true;
    i18next.on('languageChanged', notify);
    i18next.on('loaded', notify);
    i18next.store?.on('added', notify);
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useT() {
  useSyncExternalStore(subscribe, () => version);
  return { t: i18next.t, language: i18next.language };
}
