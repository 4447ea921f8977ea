import { describe, expect, it } from 'vitest';
import { ERROR_CODE } from '../../src/api/error-codes';
import { agentErrorKey } from '../../src/features/agent/agent-rules';
import { refusalKey as contractRefusalKey } from '../../src/features/contracts/contract-rules';
import { depositErrorKey } from '../../src/features/deposit/deposit-rules';
import { lotteryErrorKey } from '../../src/features/lottery/lottery-page-rules';
import { placeErrorKey } from '../../src/features/sports/market-rules';
import { refusalKey as withdrawRefusalKey } from '../../src/features/withdraw/withdraw-rules';
import bn from '../../src/i18n/locales/bn/messages.json';
import en from '../../src/i18n/locales/en/messages.json';
import zh from '../../src/i18n/locales/zh/messages.json';

const FORMS = { deposit: depositErrorKey, withdraw: withdrawRefusalKey, lottery: lotteryErrorKey, sports: placeErrorKey, agent: agentErrorKey, contracts: contractRefusalKey };

describe('every money form tells the answers every money call can get', () => {
  it.each(Object.entries(FORMS))('%s: a request applied once whose answer was lost says so, not "failed"', (_form, keyOf) => {
    expect(keyOf(ERROR_CODE.opAppliedAnswerLost)).toBe('money_applied_answer_lost');
    expect(keyOf(ERROR_CODE.opInProgress)).toBe('money_retry_same');
  });

  it('the message exists in every language', () => {
    for (const catalogue of [en, bn, zh]) expect((catalogue as Record<string, string>).money_applied_answer_lost).toMatch(/\S{4}/);
  });
});
