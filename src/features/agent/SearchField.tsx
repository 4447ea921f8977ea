/**
 * The team search: committed after a 500 ms pause in typing (SPEC §9 search debounce), or at
 * once on Enter; the list asks the server only for committed text.
 */
import { useT } from '../../i18n/useT';
import { useSearchText } from '../../ui/useSearchText';

export function SearchField({ value, onCommit }: { value: string; onCommit: (text: string) => void }) {
  const { t } = useT();
  const search = useSearchText(value, (text) => onCommit(text.trim()));
  return (
    <form className="agent-search" role="search" aria-label={t('agent_search')} onSubmit={search.onSubmit}>
      <input
        type="search"
        className="agent-search__input"
        aria-label={t('agent_search')}
        placeholder={t('agent_search_placeholder')}
        value={search.text}
        maxLength={32}
        enterKeyHint="search"
        onChange={(event) => search.type(event.target.value)}
      />
    </form>
  );
}
