/**
 * The get-code button (SPEC §4 "SMS button"): counts down in seconds to the server's expiration
 * time, re-read every 500 ms (a sleeping tab catches up at once), then the get-code label returns.
 * `request` validates the mobile first and resolves to the expiration time, or null when nothing
 * was sent. `initialSeconds` (60 in the set-password form, SPEC §4) starts the countdown at the
 * tap, before the server answers; the answer's expiration then takes over, a failure clears it.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';

export const SMS_TICK_MS = 500;

/** Whole seconds left until `expiresAt` (0 once passed). */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

export function SmsButton({ request, initialSeconds = 0 }: { request: () => Promise<number | null>; initialSeconds?: number }) {
  const { t } = useT();
  const [expiresAt, setExpiresAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const left = secondsLeft(expiresAt, now);

  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= expiresAt) clearInterval(timer);
    }, SMS_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const onClick = async () => {
    setBusy(true);
    if (initialSeconds) {
      setNow(Date.now());
      setExpiresAt(Date.now() + initialSeconds * 1000);
    }
    try {
      const expiration = await request();
      setNow(Date.now());
      setExpiresAt(expiration ?? 0);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className="account-side-button" disabled={busy || left > 0} onClick={() => void onClick()} aria-live="polite">
      {left > 0 ? t('account_sms_wait', { seconds: left }) : t('account_get_code')}
    </button>
  );
}
