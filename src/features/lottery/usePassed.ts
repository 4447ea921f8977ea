/**
 * Whether a moment (ISO time) has passed, re-rendering exactly when it does: one timer to that
 * moment rather than a clock ticking every second. Browsers cap a timer at about 24.8 days, so a
 * later moment is reached in steps.
 */
import { useEffect, useState } from 'react';

const MAX_TIMER_MS = 2_147_483_647;

export function usePassed(iso: string): boolean {
  const at = Date.parse(iso);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(at)) return;
    let timer = 0;
    const arm = () => {
      const left = at - Date.now();
      // A timer may fire a little early: the clock is read again rather than trusted.
      timer = window.setTimeout(() => (Date.now() >= at ? setNow(Date.now()) : arm()), Math.max(0, Math.min(left, MAX_TIMER_MS)));
    };
    arm();
    return () => window.clearTimeout(timer);
  }, [at]);
  return !Number.isNaN(at) && now >= at;
}
