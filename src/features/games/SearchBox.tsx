import { useT } from '../../i18n/useT';
import { useSearchText } from '../../ui/useSearchText';
import { markNameInput } from './name-filter-timing';

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
  const search = useSearchText(value, onCommit);
  return (
    <form className="search" role="search" onSubmit={search.onSubmit}>
      <input
        type="search"
        className="search__input"
        aria-label={t('search_games')}
        placeholder={t('games_search_placeholder')}
        value={search.text}
        autoFocus={autoFocus}
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.target.value;
          markNameInput(next);
          search.type(next);
          onInput?.(next);
        }}
      />
      <button type="submit" className="search__icon" aria-label={t('games_search_button')} />
    </form>
  );
}
