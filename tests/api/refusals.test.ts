// Each registry entry declares the refusals it answers with the words a player reads for each
// (src/api/endpoints/define.ts `refusals`); the pages read those words through src/ui/refusal.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, mayRefuse, type EndpointSpec } from '../../src/api/endpoints';
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';
import { declaredRefusal, refusalKey } from '../../src/ui/refusal';

const LOCALES = join(import.meta.dirname, '../../src/i18n/locales');
/** One language's whole catalogue, merged from its area files. */
const catalogue = (language: string): Record<string, string> =>
  Object.assign({}, ...readdirSync(join(LOCALES, language)).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(LOCALES, language, f), 'utf8'))));

const declaring = Object.entries(ENDPOINTS as Record<string, EndpointSpec>).filter(([, e]) => e.refusals);
const codes = new Set<string>(Object.values(ERROR_CODE));

describe('declared refusals', () => {
  it('are declared by the calls that refuse for reasons of their own', () => {
    expect(declaring.length).toBeGreaterThan(60);
    for (const name of ['login', 'register', 'withdraw', 'depositCreate', 'lotteryPlaceOrder', 'sportsPlaceBet', 'agentTransfer', 'promotionJoin']) {
      expect(declaring.map(([n]) => n), name).toContain(name);
    }
  });

  it.each(declaring)('%s: every code is a catalogued code, with words in every language', (_name, entry) => {
    const languages = ['en', 'bn', 'zh'].map(catalogue);
    for (const [code, key] of Object.entries(entry.refusals!)) {
      expect(codes.has(code), code).toBe(true);
      for (const texts of languages) expect(texts[key!], `${code} → ${key}`).toMatch(/\S/);
    }
  });

  it('an answer is allowed when the entry declares its code, or any call may answer it', () => {
    const withdraw = ENDPOINTS.withdraw;
    expect(mayRefuse(withdraw, ERROR_CODE.paymentPasswordWrong)).toBe(true);
    expect(mayRefuse(withdraw, ERROR_CODE.invalidParameter)).toBe(true);
    expect(mayRefuse(withdraw, ERROR_CODE.drawClosed)).toBe(false);
    expect(mayRefuse(ENDPOINTS.vendors, ERROR_CODE.gameNotFound)).toBe(false);
  });

  it('a form reads the words of the call it made, then the shared money words, then its own general words', () => {
    const calls = [ENDPOINTS.lotteryPlaceOrder, ENDPOINTS.lotteryCancelSuborder];
    expect(refusalKey(calls, ERROR_CODE.drawClosed, 'lottery_error_failed')).toBe('lottery_error_draw_closed');
    expect(refusalKey(calls, ERROR_CODE.suborderNotCancellable, 'lottery_error_failed')).toBe('lottery_error_not_cancellable');
    expect(refusalKey(calls, ERROR_CODE.opAppliedAnswerLost, 'lottery_error_failed')).toBe('money_applied_answer_lost');
    expect(refusalKey(calls, ERROR_CODE.bankCardLimit as ErrorCode, 'lottery_error_failed')).toBe('lottery_error_failed');
    expect(declaredRefusal(ENDPOINTS.withdraw, ERROR_CODE.paymentPasswordWrong)).toBe('withdraw_password_wrong');
    expect(declaredRefusal(ENDPOINTS.vendors, ERROR_CODE.gameNotFound)).toBeUndefined();
  });
});
