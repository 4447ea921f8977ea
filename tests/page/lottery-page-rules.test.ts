/**
 * The lottery pages' rules: the countdown's text, what the address asks for, when what shows is an
 * old copy, how hot or cold a number is, and a text in all three languages for every refusal the
 * order and cancel calls answer.
 */
import { describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../../src/api/error-codes';
import { LOTTERY_BET_TYPES } from '../../src/api/lottery-rules';
import {
  BET_TYPE_KEYS,
  betTypeOf,
  cancelStanding,
  dayOf,
  formatCountdown,
  heatOf,
  hundredPicks,
  isStale,
  LOTTERY_ERROR_KEYS,
  lotteryErrorKey,
  msUntil,
  orderTabOf,
  STALE_AFTER_MS,
  WORD_PICK_KEYS,
  writeOutcome,
} from '../../src/features/lottery/lottery-page-rules';
import { catalogue } from './catalogues';

describe('countdown', () => {
  it('shows minutes and seconds under an hour, hours from an hour on', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59_000)).toBe('00:59');
    expect(formatCountdown(299_000)).toBe('04:59');
    expect(formatCountdown(3_600_000)).toBe('1:00:00');
    expect(formatCountdown(86_399_000)).toBe('23:59:59');
  });

  it('rounds a part second up (never shows 00:00 while still open) and never goes negative', () => {
    expect(formatCountdown(400)).toBe('00:01');
    expect(formatCountdown(59_001)).toBe('01:00');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });

  it('counts to the close from the server time, and stays at 0 after it', () => {
    const closesAt = '2026-11-24T10:05:00.000Z';
    expect(msUntil(closesAt, Date.parse('2026-11-24T10:04:30.000Z'))).toBe(30_000);
    expect(msUntil(closesAt, Date.parse('2026-11-24T10:06:00.000Z'))).toBe(0);
  });
});

describe('the address', () => {
  it('takes a known bet type, else the last digit', () => {
    for (const type of LOTTERY_BET_TYPES) expect(betTypeOf(type)).toBe(type);
    expect(betTypeOf(null)).toBe('last1');
    expect(betTypeOf('last9')).toBe('last1');
  });

  it('takes the orders tab, else all', () => {
    expect(orderTabOf('open')).toBe('open');
    expect(orderTabOf('settled')).toBe('settled');
    expect(orderTabOf('cancelled')).toBe('all');
    expect(orderTabOf(null)).toBe('all');
  });

  it('takes a day as YYYY-MM-DD only', () => {
    expect(dayOf('2026-11-24')).toBe('2026-11-24');
    expect(dayOf('24/11/2026')).toBeNull();
    expect(dayOf(null)).toBeNull();
  });
});

describe('stale copies', () => {
  const now = Date.parse('2026-11-24T10:00:00.000Z');
  it('a fresh answer online is not stale', () => {
    expect(isStale(new Date(now - 5_000).toISOString(), now, true)).toBe(false);
  });
  it('an answer older than the limit is a kept copy', () => {
    expect(isStale(new Date(now - STALE_AFTER_MS - 1).toISOString(), now, true)).toBe(true);
  });
  it('offline, whatever shows is marked', () => {
    expect(isStale(new Date(now).toISOString(), now, false)).toBe(true);
  });
});

describe('numero', () => {
  it('hot at half as many hits again as chance gives, cold at under half or none', () => {
    // 100 draws over 10 picks: 10 expected each.
    expect(heatOf({ pick: '3', hits: 15, drawsSince: 0 }, 100, 10)).toBe('hot');
    expect(heatOf({ pick: '3', hits: 14, drawsSince: 0 }, 100, 10)).toBe('normal');
    expect(heatOf({ pick: '3', hits: 10, drawsSince: 2 }, 100, 10)).toBe('normal');
    expect(heatOf({ pick: '3', hits: 4, drawsSince: 20 }, 100, 10)).toBe('cold');
    expect(heatOf({ pick: '3', hits: 0, drawsSince: null }, 100, 10)).toBe('cold');
  });
  it('where chance gives under one win, no win is not cold and one win is hot', () => {
    // 30 draws over the 1,000 last-3 picks: 0.03 expected.
    expect(heatOf({ pick: '123', hits: 0, drawsSince: null }, 30, 1_000)).toBe('normal');
    expect(heatOf({ pick: '123', hits: 1, drawsSince: 4 }, 30, 1_000)).toBe('hot');
  });
  it('nothing is hot or cold before any draw is counted', () => {
    expect(heatOf({ pick: '3', hits: 0, drawsSince: null }, 0, 10)).toBe('normal');
  });
  it('a hundred of last3 is its 100 picks in order', () => {
    const picks = hundredPicks(3);
    expect(picks).toHaveLength(100);
    expect(picks[0]).toBe('300');
    expect(picks[99]).toBe('399');
    expect(hundredPicks(0)[5]).toBe('005');
  });
});

describe('words', () => {
  const ORDER_CODES = [
    ERROR_CODE.drawClosed,
    ERROR_CODE.drawNotFound,
    ERROR_CODE.insufficientBalance,
    ERROR_CODE.invalidPick,
    ERROR_CODE.stakeOutOfRange,
    ERROR_CODE.invalidParameter,
    ERROR_CODE.gameNotFound,
    ERROR_CODE.lotteryOrderNotFound,
    ERROR_CODE.suborderNotCancellable,
    ERROR_CODE.noPermission,
  ];

  it('every refusal of placing or cancelling has its own words', () => {
    for (const code of ORDER_CODES) expect(lotteryErrorKey(code)).not.toBe('lottery_error_failed');
    expect(lotteryErrorKey(ERROR_CODE.serverError)).toBe('lottery_error_failed');
  });

  it('a closed draw says the slip is kept for the next draw', () => {
    const en = catalogue('en', 'lottery');
    expect(en[lotteryErrorKey(ERROR_CODE.drawClosed)]).toBe('This draw has closed; your slip is kept for the next draw.');
    expect(en[lotteryErrorKey(ERROR_CODE.insufficientBalance)]).toMatch(/balance/i);
    expect(en[lotteryErrorKey(ERROR_CODE.invalidPick)]).toMatch(/pick/i);
    expect(en[lotteryErrorKey(ERROR_CODE.stakeOutOfRange)]).toMatch(/stake/i);
  });

  it('every key the rules name is in all three languages, distinct where the codes differ', () => {
    const keys = new Set<string>([...Object.values(LOTTERY_ERROR_KEYS), ...Object.values(BET_TYPE_KEYS), ...Object.values(WORD_PICK_KEYS), 'lottery_error_failed']);
    for (const language of ['en', 'bn', 'zh']) {
      const texts = catalogue(language, 'lottery');
      for (const key of keys) expect(texts[key], `${language} ${key}`).toBeTruthy();
      // Each word in a language is a word of its own (a copied English text would match).
      if (language !== 'en') expect(texts.lottery_error_draw_closed).not.toBe(catalogue('en', 'lottery').lottery_error_draw_closed);
    }
    expect(new Set([lotteryErrorKey(ERROR_CODE.insufficientBalance), lotteryErrorKey(ERROR_CODE.invalidPick), lotteryErrorKey(ERROR_CODE.stakeOutOfRange), lotteryErrorKey(ERROR_CODE.drawClosed)]).size).toBe(4);
  });
});

describe('money call outcomes', () => {
  it('offline, lost, refused or done', () => {
    expect(writeOutcome({ ok: true })).toBe('done');
    expect(writeOutcome({ ok: false, code: ERROR_CODE.offline, transient: true })).toBe('offline');
    expect(writeOutcome({ ok: false, code: ERROR_CODE.timeout, transient: true })).toBe('unanswered');
    expect(writeOutcome({ ok: false, code: ERROR_CODE.drawClosed, transient: false })).toBe('refused');
  });
});

describe('cancelling a suborder', () => {
  it('is offered while the suborder is open and its draw has not closed', () => {
    expect(cancelStanding({ status: 'open', cancellable: true }, false)).toBe('cancellable');
  });

  it('gives way to "draw closed" once the close has passed, whatever the copy read before it says', () => {
    expect(cancelStanding({ status: 'open', cancellable: true }, true)).toBe('closed');
    expect(cancelStanding({ status: 'open', cancellable: false }, false)).toBe('closed');
  });

  it('is not offered at all on a suborder already cancelled or settled', () => {
    for (const status of ['cancelled', 'won', 'lost']) expect(cancelStanding({ status, cancellable: false }, false)).toBeNull();
  });
});
