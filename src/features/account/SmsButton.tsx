/**
 * The get-code button (SPEC §4 "SMS button"): counts down in seconds to the server's expiration
 * time, re-read every 500 ms (a sleeping tab catches up at once), then the get-code label returns.
 *
 * Two ways to ask. `request` (the profile's own code, which the server sends without a slider)
 * validates the mobile first and resolves to the expiration time, or null when nothing was sent.
 * `slider` (the signed-out SMS calls, SPEC §3): `check` validates the mobile, then the slider sheet
 * opens (lazily: its chunk loads on the first tap) and `send` goes out with its answer; a refused
 * answer shows a new challenge in the sheet, any other answer closes it. Offline the sheet does
 * not open: the toast says a connection is needed and the form keeps its input.
 * `initialSeconds` (60 in the set-password form, SPEC §4) starts the countdown as the request
 * goes out, before the server answers; the answer's expiration then takes over, a failure clears it.
 * A throttled device is told before the slider, never after it (sms-wait.ts): the button shows the
 * wait and stays disabled until it has passed, also after a reload; a tap that finds a new wait
 * says so instead of opening the sheet.
 */
import { Suspense, useEffect, useState } from 'react';
import { lazyWhenOnline } from '../../ui/lazy';
import { createPortal } from 'react-dom';
import { useT } from '../../i18n/useT';
import { showToast, TOAST_MS } from '../../state/toasts';
import type { SliderAnswer } from '../../ui/SliderCaptcha';
import { accountApi } from './api';
import { failureKey } from './form-helpers';
import { waitText, type SmsOutcome } from './sms-request';
import { keepWait, keptWaitUntil, smsWaitUntil } from './sms-wait';

const SliderCaptcha = lazyWhenOnline(() => import('../../ui/SliderCaptcha'));

export const SMS_TICK_MS = 500;

/** Whole seconds left until `expiresAt` (0 once passed). */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** Past a minute the button counts in minutes (a throttle's wait), else in seconds (a code's life). */
export function waitLabel(seconds: number): { key: 'account_sms_wait' | 'account_sms_wait_min'; params: Record<string, number> } {
  return seconds > 60 ? { key: 'account_sms_wait_min', params: { minutes: Math.ceil(seconds / 60) } } : { key: 'account_sms_wait', params: { seconds } };
}

export interface SliderSms {
  /** Validates the form's mobile (showing its error); false keeps the sheet closed. */
  check: () => boolean;
  send: (answer: SliderAnswer) => Promise<SmsOutcome>;
}

type Props = { initialSeconds?: number } & ({ request: () => Promise<number | null>; slider?: never } | { slider: SliderSms; request?: never });

export function SmsButton({ request, slider, initialSeconds = 0 }: Props) {
  const { t } = useT();
  // A wait kept from the last refusal holds the button from the first render.
  const [expiresAt, setExpiresAt] = useState(() => (slider ? keptWaitUntil() : 0));
  const [now, setNow] = useState(() => Date.now());
  const [busy, setBusy] = useState(false);
  const [sheet, setSheet] = useState(false);
  const left = secondsLeft(expiresAt, now);

  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= expiresAt) clearInterval(timer);
    }, SMS_TICK_MS);
    return () => clearInterval(timer);
  }, [expiresAt]);

  const startEarly = () => {
    if (!initialSeconds) return;
    setNow(Date.now());
    setExpiresAt(Date.now() + initialSeconds * 1000);
  };
  const countTo = (expiration: number | null) => {
    setNow(Date.now());
    setExpiresAt(expiration ?? 0);
  };

  const onClick = async () => {
    if (slider) {
      if (!slider.check()) return;
      if (!navigator.onLine) return showToast('account_offline', TOAST_MS.short);
      setBusy(true);
      const until = await smsWaitUntil().finally(() => setBusy(false));
      if (until > Date.now()) {
        countTo(until);
        const text = waitText(until - Date.now());
        return showToast(text.key, TOAST_MS.long, text.params);
      }
      setSheet(true);
      return;
    }
    setBusy(true);
    startEarly();
    try {
      countTo(await request());
    } finally {
      setBusy(false);
    }
  };

  // The sheet's answer: null closes it (sent, or a refusal shown as a toast), a text re-asks.
  const submit = async (answer: SliderAnswer): Promise<string | null> => {
    if (!slider) return null;
    startEarly();
    const outcome = await slider.send(answer);
    if (outcome.kind === 'sent') {
      countTo(outcome.expiresAt);
      setSheet(false);
      return null;
    }
    countTo(outcome.kind === 'failed' && outcome.waitMs ? keepWait(outcome.waitMs) : null);
    if (outcome.kind === 'again') return t(outcome.text.key, outcome.text.params);
    setSheet(false);
    showToast(outcome.text.key, TOAST_MS.long, outcome.text.params);
    return null;
  };

  return (
    <>
      <button type="button" className="account-side-button" disabled={busy || sheet || left > 0} onClick={() => void onClick()} aria-live="polite">
        {left > 0 ? t(waitLabel(left).key, waitLabel(left).params) : t('account_get_code')}
      </button>
      {/* Beside the page, not inside the form: Enter on the handle answers the slider, never submits the form. */}
      {sheet &&
        createPortal(
          <Suspense fallback={null}>
            <SliderCaptcha load={accountApi.sliderCaptcha} submit={submit} failureText={(error) => t(failureKey(error))} onClose={() => setSheet(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
