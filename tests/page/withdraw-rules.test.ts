/** The withdraw page's pure rules: the card checks the form shares with the server, tabs, texts. */
import { describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../../src/api/error-codes';
import { cardNumberProblem, luhnValid } from '../../src/api/withdraw-wire';
import { checkCardForm, isUnanswered, pinInput, pinProblem, refusalKey, WITHDRAW_TABS } from '../../src/features/withdraw/withdraw-rules';
import { tabFrom } from '../../src/ui/tab-choice';

const tabOf = (query: string | null) => tabFrom(WITHDRAW_TABS, query);

describe('card numbers', () => {
  it('pass Luhn when real, fail with one digit changed', () => {
    for (const real of ['4111111111111111', '4242424242424242', '378282246310005', '6011111111111117']) {
      expect(luhnValid(real), real).toBe(true);
      expect(luhnValid(real.slice(0, -1) + String((Number(real.at(-1)) + 1) % 10)), real).toBe(false);
    }
  });

  it('name the first problem: missing, not digits, length, checksum', () => {
    expect(cardNumberProblem('  ')).toBe('required');
    expect(cardNumberProblem('4111 1111 abcd 1111')).toBe('digits');
    expect(cardNumberProblem('42424242424')).toBe('length');
    expect(cardNumberProblem('4'.repeat(20))).toBe('length');
    expect(cardNumberProblem('4111 1111 1111 1112')).toBe('checksum');
    expect(cardNumberProblem('4111-1111-1111-1111')).toBeNull();
  });

  it('the add form checks bank, holder and number together', () => {
    expect(checkCardForm({ bankCode: '', holderName: ' ', cardNumber: '1' })).toEqual({
      bankCode: 'withdraw_bank_required',
      holderName: 'withdraw_holder_required',
      cardNumber: 'withdraw_card_length',
    });
    expect(checkCardForm({ bankCode: 'DBBL', holderName: '<b>x</b>', cardNumber: '4111111111111111' })).toEqual({ holderName: 'withdraw_holder_format' });
    expect(checkCardForm({ bankCode: 'DBBL', holderName: 'রহিম উদ্দিন', cardNumber: '4111111111111111' })).toEqual({});
  });
});

describe('the page', () => {
  it('reads its tab from the query, the form by default', () => {
    expect([tabOf(null), tabOf('cards'), tabOf('report'), tabOf('other')]).toEqual(['form', 'cards', 'report', 'form']);
  });

  it('keeps a PIN to six digits and checks it', () => {
    expect(pinInput('12a34 5678')).toBe('123456');
    expect(pinProblem('12345')).toBe('withdraw_password_format');
    expect(pinProblem('123456')).toBeNull();
  });

  it('retries only what was never answered, and has a text for each refusal', () => {
    expect([ERROR_CODE.offline, ERROR_CODE.timeout, ERROR_CODE.opInProgress].every(isUnanswered)).toBe(true);
    expect([ERROR_CODE.paymentPasswordWrong, ERROR_CODE.insufficientBalance].some(isUnanswered)).toBe(false);
    expect(refusalKey(ERROR_CODE.paymentPasswordLocked)).toBe('withdraw_password_locked');
    expect(refusalKey(ERROR_CODE.insufficientBalance)).toBe('withdraw_insufficient');
    expect(refusalKey(ERROR_CODE.unknown)).toBe('withdraw_failed');
  });
});
