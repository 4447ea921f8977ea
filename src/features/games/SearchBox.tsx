import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';
import { markNameInput } from './name-filter-timing';

/** SPEC §9: a search is committed after a 500 ms pause (or at once on Enter or the icon). */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Name search: `onInput` on every keystroke (the local filter), `onCommit` on Enter, after a
 * 500 ms pause, or on the icon (the server search, which resets the list per SPEC §4).
 */
export function SearchBox({ value = '', onInput, onCommit, autoFocus = false }: {
  value?: string;
  onInput?: (text: string) => void;
  onCommit: (text: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useT();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    onCommit(next);
  };
  return (
    <form className="search" role="search" onSubmit={(event) => (event.preventDefault(), commit(text))}>
      <input
        type="search"
        className="search__input"
        aria-label={t('search_games')}
        placeholder={t('games_search_placeholder')}
        value={text}
        autoFocus={autoFocus}
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.target.value;
          markNameInput(next);
          setText(next);
          onInput?.(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onCommit(next), SEARCH_DEBOUNCE_MS);
        }}
      />
      <button type="submit" className="search__icon" aria-label={t('games_search_button')} />
    </form>
  );
}
