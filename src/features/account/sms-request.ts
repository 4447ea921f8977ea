/**
 * Asking for an SMS code once the slider is solved (SPEC §3, §4 "SMS button", §8): the request
 * carries the slider's answer, and each answer of the server becomes what the get-code button
 * does next — count down, show a new slider with the reason, or close the slider and say why.
 */
import type { SmsRequest } from '../../api/endpoints';
import { ERROR_CODE } from '../../api/error-codes';
import { ApiError } from '../../api/errors';
import type { MessageKey } from '../../i18n';
import { hideLoading, LOADING_MS, showLoading, showToast, TOAST_MS } from '../../state/toasts';
import type { SliderAnswer } from '../../ui/SliderCaptcha';
import { accountApi, errorCode } from './api';
import { failureKey } from './form-helpers';

export type SmsKind = 'noLogin' | 'register';

/** A text and its values, translated where it is shown. */
export interface SmsText {
  key: MessageKey;
  params?: Record<string, number>;
}

export type SmsOutcome =
  /** Sent (or, for a number the server will not name, answered as if sent): count down to this. */
  | { kind: 'sent'; expiresAt: number }
  /** The slider answer was refused: a new challenge, with this text. */
  | { kind: 'again'; text: SmsText }
  /** Nothing was sent and another slide would not help now; `waitMs`: for this long, by the server's word. */
  | { kind: 'failed'; text: SmsText; waitMs?: number };

/** What a failed SMS request means for the button. */
export function smsRefusal(error: unknown): Exclude<SmsOutcome, { kind: 'sent' }> {
  const code = errorCode(error);
  if (code === ERROR_CODE.sliderError) return { kind: 'again', text: { key: 'account_slider_error' } };
  if (code === ERROR_CODE.sliderRequired) return { kind: 'again', text: { key: 'account_slider_required' } };
  if (code === ERROR_CODE.tooManyRequests) {
    const waitMs = error instanceof ApiError ? error.retryAfterMs : undefined;
    if (waitMs !== undefined && waitMs > 0) return { kind: 'failed', text: waitText(waitMs), waitMs };
    return { kind: 'failed', text: { key: 'account_too_many_requests' } };
  }
  return { kind: 'failed', text: { key: failureKey(error) } };
}

/** "Try again in N min": whole minutes, rounded up ("1 min" rather than "0 min" for a 20-second wait). */
export function waitText(waitMs: number): SmsText {
  return { key: 'account_sms_wait_minutes', params: { minutes: Math.max(1, Math.ceil(waitMs / 60_000)) } };
}

/**
 * The toast after a code was asked for. noLogin answers the same for any number (so the page
 * cannot tell who is a member), so it says a code comes only if the number is registered.
 */
export function sentKey(kind: SmsKind): MessageKey {
  return kind === 'noLogin' ? 'account_sms_if_registered' : 'in_sms_send';
}

/** SPEC §8: sending… (loading 10 s), then the sent toast; a refusal is handed back, not shown. */
export async function requestSms(kind: SmsKind, request: SmsRequest, answer: SliderAnswer): Promise<SmsOutcome> {
  showLoading(LOADING_MS.default, 'in_sms_sending');
  try {
    const { expirationTime } = await accountApi.sms(kind, { ...request, sliderId: answer.sliderId, sliderX: answer.sliderX });
    hideLoading();
    showToast(sentKey(kind), kind === 'noLogin' ? TOAST_MS.long : TOAST_MS.default);
    return { kind: 'sent', expiresAt: expirationTime };
  } catch (error) {
    hideLoading();
    return smsRefusal(error);
  }
}
