/**
 * The text of a search box and when it is committed (SPEC §9 search debounce): after a 500 ms
 * pause in typing, or at once on Enter. A pause still pending when the box goes away commits
 * nothing.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';

export const SEARCH_DEBOUNCE_MS = 500;

export function useSearchText(initial: string, onCommit: (text: string) => void) {
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Commits at once (Enter, a search button): a pending pause is dropped. */
  const commit = (next: string) => {
    clearTimeout(timer.current);
    onCommit(next);
  };

  /** A keystroke: the box shows it now, the commit waits for the pause. */
  const type = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onCommit(next), SEARCH_DEBOUNCE_MS);
  };

  /** The search form's submit: commits what is typed. */
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    commit(text);
  };

  return { text, type, onSubmit };
}
