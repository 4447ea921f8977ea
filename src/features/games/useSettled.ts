import { startTransition, useEffect, useState } from 'react';

/** How long a result stays unchanged before typing counts as paused (keystrokes come faster). */
export const SETTLE_MS = 250;

/**
 * Whether `value` has stayed the same for SETTLE_MS while `active` (always true when not active).
 * The late part renders in a transition: a keystroke arriving meanwhile interrupts it.
 */
export function useSettled<T>(value: T, active: boolean): boolean {
  const [settled, setSettled] = useState<{ value: T } | null>(null);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => startTransition(() => setSettled({ value })), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [value, active]);
  return !active || settled?.value === value;
}
