/**
 * The state of a form that sends a rebate rate (the set-rebate and new-link forms): the rate as
 * typed, checked on submit against the agent's own rate, and the keyed write that sends it.
 */
import { useCheckedText } from '../../ui/useCheckedText';
import { checkRate, type RateProblem } from './agent-rules';
import { useKeyedWrite } from './useKeyedWrite';

export function useRateWrite(scope: string, ownRate: number | undefined, initial = '') {
  const write = useKeyedWrite(scope);
  const rate = useCheckedText<RateProblem>(initial);

  /**
   * The rate to send, or undefined when there is none: the agent's own rate is not known yet (the
   * form waits for it), or the typed rate has a problem (shown on the field; an earlier note goes).
   */
  const checkedRate = (): number | undefined => {
    if (ownRate === undefined) return undefined;
    const checked = checkRate(rate.text, ownRate);
    if (rate.accept(checked)) return checked.rate;
    write.setNote(null);
    return undefined;
  };

  return { ...write, rate, checkedRate };
}
