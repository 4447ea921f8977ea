/**
 * The translation hook: re-renders on a language change or when a catalogue arrives. A few
 * lines over i18next's events instead of react-i18next keep the first chunk small (DESIGN §8).
 */
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import type { MessageKey } from './keys';

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

/** Stands for the name while a template is read; a private-use character no catalogue holds. */
const NAME_SLOT = '\uE000';
const nameTemplates = new Map<string, string>();
let templatesVersion = -1;

/**
 * `t(key, { name })` for messages whose one value is a name, with i18next's interpolation run once
 * per message and catalogue version instead of once per use: a grid labels hundreds of tiles in
 * one render. Read again after a language change or a catalogue's arrival, as `useT` re-renders.
 */
export function withName(key: MessageKey, name: string): string {
  if (templatesVersion !== version) {
    nameTemplates.clear();
    templatesVersion = version;
  }
  let template = nameTemplates.get(key);
  if (template === undefined) {
    template = i18next.t(key, { name: NAME_SLOT });
    nameTemplates.set(key, template);
  }
  return template.split(NAME_SLOT).join(name);
}
