/**
 * The text of a field that is checked on submit (an amount, a rate) and the problem that check
 * found. The problem stays shown until the member edits the text, so a correction clears the
 * message at once instead of waiting for the next submit.
 */
import { useState } from 'react';

/** What a check of typed text answers: the parsed value, or why there is none. */
export type Checked<P> = { ok: true } | { ok: false; problem: P };

export function useCheckedText<P>(initial = '') {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<P | null>(null);

  const onValue = (value: string) => {
    setText(value);
    if (problem) setProblem(null);
  };

  /** Shows the check's problem (or clears it); true when the text passed. */
  const accept = <C extends Checked<P>>(checked: C): checked is Extract<C, { ok: true }> => {
    const result: Checked<P> = checked;
    setProblem(result.ok ? null : result.problem);
    return result.ok;
  };

  return {
    text,
    setText,
    accept,
    /** The props a field component takes: the text, its edits and the problem to show. */
    field: { value: text, onValue, problem },
  };
}
