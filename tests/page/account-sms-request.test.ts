/** What the get-code button does with each answer to an SMS request sent with the slider's answer. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { sentKey, smsRefusal } from '../../src/features/account/sms-request';

describe('SMS request refusals', () => {
  it('asks for a new slide when the slider answer is wrong or missing', () => {
    expect(smsRefusal(new ApiError('slider_error', 'off the gap', 400))).toEqual({ kind: 'again', text: { key: 'account_slider_error' } });
    expect(smsRefusal(new ApiError('slider_required', 'no slider', 400))).toEqual({ kind: 'again', text: { key: 'account_slider_required' } });
  });

  it('says how many minutes to wait when a limit refuses, rounded up', () => {
    const wait = (ms?: number) => smsRefusal(new ApiError('too_many_requests', 'limit', 429, undefined, ms));
    expect(wait(120_000)).toEqual({ kind: 'failed', text: { key: 'account_sms_wait_minutes', params: { minutes: 2 } }, waitMs: 120_000 });
    expect(wait(20_000)).toEqual({ kind: 'failed', text: { key: 'account_sms_wait_minutes', params: { minutes: 1 } }, waitMs: 20_000 });
    // Without Retry-After: the plain text.
    expect(wait()).toEqual({ kind: 'failed', text: { key: 'account_too_many_requests' } });
  });

  it('gives other refusals their own text, and the network its own', () => {
    expect(smsRefusal(new ApiError('mobile_exists', 'taken', 400))).toEqual({ kind: 'failed', text: { key: 'account_mobile_exists' } });
    expect(smsRefusal(new ApiError('offline', 'Failed to fetch'))).toEqual({ kind: 'failed', text: { key: 'account_offline' } });
  });

  it('does not say a code was sent to a number that may not be a member', () => {
    expect(sentKey('noLogin')).toBe('account_sms_if_registered');
    expect(sentKey('register')).toBe('in_sms_send');
  });
});
