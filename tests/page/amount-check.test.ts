/**
 * The amount check of the money forms: the limits in order, and a balance that may be an old copy
 * read again before it refuses (a deposit paid a moment ago must not be refused as "more than you
 * have" by the device's header figure).
 */
import { describe, expect, it } from 'vitest';
import { checkAmount, checkAmountFresh } from '../../src/api/money';

const LIMITS = { min: 100, max: 50_000, available: 1_000 };

describe('checkAmount', () => {
  it('names the first problem: format, minimum, maximum, balance', () => {
    expect(checkAmount('', LIMITS)).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('12.345', LIMITS)).toEqual({ ok: false, problem: 'decimals' });
    expect(checkAmount('99.99', LIMITS)).toEqual({ ok: false, problem: 'below_min' });
    expect(checkAmount('50000.01', LIMITS)).toEqual({ ok: false, problem: 'above_max' });
    expect(checkAmount('1000.01', LIMITS)).toEqual({ ok: false, problem: 'above_balance' });
    expect(checkAmount('1000', LIMITS)).toEqual({ ok: true, amount: 1_000 });
  });
});

describe('checkAmountFresh', () => {
  it('does not ask for the balance when the copy allows the amount or another limit refuses', async () => {
    let asked = 0;
    const fresh = async () => {
      asked += 1;
      return 5_000;
    };
    expect(await checkAmountFresh('500', LIMITS, fresh)).toEqual({ ok: true, amount: 500 });
    expect(await checkAmountFresh('60000', LIMITS, fresh)).toEqual({ ok: false, problem: 'above_max' });
    expect(asked).toBe(0);
  });

  it('sends an amount the old copy refused once the fresh balance covers it', async () => {
    expect(await checkAmountFresh('1100', LIMITS, async () => 1_100)).toEqual({ ok: true, amount: 1_100 });
    expect(await checkAmountFresh('1100', { ...LIMITS, available: undefined }, async () => 2_000)).toEqual({ ok: true, amount: 1_100 });
  });

  it('still refuses when the fresh balance is short too, or cannot be read', async () => {
    expect(await checkAmountFresh('1100', LIMITS, async () => 1_050)).toEqual({ ok: false, problem: 'above_balance' });
    expect(await checkAmountFresh('1100', LIMITS, async () => undefined)).toEqual({ ok: false, problem: 'above_balance' });
    expect(await checkAmountFresh('1100', LIMITS, () => Promise.reject(new Error('offline')))).toEqual({ ok: false, problem: 'above_balance' });
  });
});
