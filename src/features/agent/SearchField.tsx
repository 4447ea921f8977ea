/**
 * The team search: committed after a 500 ms pause in typing (SPEC §9 search debounce), or at
 * once on Enter; the list asks the server only for committed text.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/useT';

export const SEARCH_DEBOUNCE_MS = 500;

export function SearchField({ value, onCommit }: { value: string; onCommit: (text: string) => void }) {
  const { t } = useT();
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (next: string) => {
    clearTimeout(timer.current);
    onCommit(next.trim());
  };
  return (
    <form className="agent-search" role="search" aria-label={t('agent_search')} onSubmit={(event) => (event.preventDefault(), commit(text))}>
      <input
        type="search"
        className="agent-search__input"
        aria-label={t('agent_search')}
        placeholder={t('agent_search_placeholder')}
        value={text}
        maxLength={32}
        enterKeyHint="search"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onCommit(next.trim()), SEARCH_DEBOUNCE_MS);
        }}
      />
    </form>
  );
}
