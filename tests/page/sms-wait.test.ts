// @vitest-environment jsdom
/**
 * The SMS wait known before the slider (src/features/account/sms-wait.ts, SmsButton): the last
 * refusal's wait kept on the device, the server's check, and how the button words a wait.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../src/api/names';
import { ApiError } from '../../src/api/errors';
import { ERROR_CODE } from '../../src/api/error-codes';
import { accountApi } from '../../src/features/account/api';
import { smsRefusal } from '../../src/features/account/sms-request';
import { keepWait, keptWaitUntil, smsWaitUntil } from '../../src/features/account/sms-wait';
import { waitLabel } from '../../src/features/account/SmsButton';

const NOW = 1_750_000_000_000;

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the kept wait', () => {
  it('is kept from a refusal and read back until it passes', () => {
    expect(keptWaitUntil(NOW)).toBe(0);
    expect(keepWait(54 * 60_000, NOW)).toBe(NOW + 54 * 60_000);
    expect(localStorage.getItem(LOCAL_KEYS.smsWaitUntil)).toBe(String(NOW + 54 * 60_000));
    expect(keptWaitUntil(NOW + 60_000)).toBe(NOW + 54 * 60_000);
    expect(keptWaitUntil(NOW + 54 * 60_000)).toBe(0);
  });

  it('reads nothing from a value that is not a time', () => {
    localStorage.setItem(LOCAL_KEYS.smsWaitUntil, 'soon');
    expect(keptWaitUntil(NOW)).toBe(0);
  });
});

describe('the wait before the slider', () => {
  it('is the server’s when it names one, and is kept', async () => {
    vi.spyOn(accountApi, 'smsWait').mockResolvedValue({ waitMs: 30 * 60_000 });
    expect(await smsWaitUntil(NOW)).toBe(NOW + 30 * 60_000);
    expect(keptWaitUntil(NOW)).toBe(NOW + 30 * 60_000);
  });

  it('is the kept one when the server has none or does not answer', async () => {
    keepWait(10 * 60_000, NOW);
    vi.spyOn(accountApi, 'smsWait').mockResolvedValue({ waitMs: 0 });
    expect(await smsWaitUntil(NOW)).toBe(NOW + 10 * 60_000);
    vi.spyOn(accountApi, 'smsWait').mockRejectedValue(new Error('offline'));
    expect(await smsWaitUntil(NOW)).toBe(NOW + 10 * 60_000);
  });

  it('is 0 when nobody holds the device back', async () => {
    vi.spyOn(accountApi, 'smsWait').mockResolvedValue({ waitMs: 0 });
    expect(await smsWaitUntil(NOW)).toBe(0);
  });
});

describe('a throttle refusal', () => {
  it('carries its wait, in whole minutes for the text', () => {
    const error = new ApiError(ERROR_CODE.tooManyRequests, 'wait', 429, undefined, 53 * 60_000 + 20_000);
    const outcome = smsRefusal(error);
    expect(outcome).toMatchObject({ kind: 'failed', waitMs: 53 * 60_000 + 20_000, text: { key: 'account_sms_wait_minutes', params: { minutes: 54 } } });
  });
});

describe('the button’s words for a wait', () => {
  it('counts a code’s life in seconds and a throttle in minutes', () => {
    expect(waitLabel(45)).toEqual({ key: 'account_sms_wait', params: { seconds: 45 } });
    expect(waitLabel(60)).toEqual({ key: 'account_sms_wait', params: { seconds: 60 } });
    expect(waitLabel(54 * 60 - 5)).toEqual({ key: 'account_sms_wait_min', params: { minutes: 54 } });
  });
});
