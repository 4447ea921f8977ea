/**
 * SPEC §5: fields revalidate when the language changes (200 ms debounce), so error messages
 * follow the new language. A form passes its revalidate function; a burst of language changes
 * costs one revalidation.
 */
import i18next from 'i18next';
import { useEffect, useRef } from 'react';
import { debounce, REVALIDATE_MS, type Timers } from './debounce';

/** The hook's logic without React: subscribe to language changes, call back debounced. */
export function onLanguageChangeDebounced(
  callback: () => void,
  source: Pick<typeof i18next, 'on' | 'off'> = i18next,
  timers?: Timers,
): () => void {
  const debounced = debounce(callback, REVALIDATE_MS, timers);
  const listener = () => debounced();
  source.on('languageChanged', listener);
  return () => {
    debounced.cancel();
    source.off('languageChanged', listener);
  };
}

export function useRevalidateOnLanguageChange(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => onLanguageChangeDebounced(() => latest.current()), []);
}
