/**
 * The contract pages' and the home alert's pure rules: the kind a route names, the tier editor's
 * checks (the server's, beside each field), every contract refusal worded, the pending kinds in
 * their order and where Go leads, and Cancel keeping the alert away for that set of kinds only.
 */
import { describe, expect, it } from 'vitest';
import { CONTRACT_TIER_MAX } from '../../src/api/agent-wire';
import { ERROR_CODE } from '../../src/api/error-codes';
import { alertDismissed, contractHref, dismissAlert, pendingKinds } from '../../src/features/contracts';
import { formatPeriod, isUnanswered, kindOfPath, refusalKey } from '../../src/features/contracts/contract-rules';
import {
  canAddTier,
  canRemoveTier,
  checkTiers,
  draftOf,
  emptyTier,
  hasProblems,
  tiersOf,
  type TierDraft,
} from '../../src/features/contracts/tier-rules';
import en from '../../src/i18n/locales/en/contracts.json';
import { href, pathOf } from '../../src/routes';

const tier = (minTurnover: string, minActive: string, rate: string): TierDraft => ({ minTurnover, minActive, rate });

describe('the kind of a contract page', () => {
  it('comes from the route: salary, dividend (the spec’s spelling), hourly', () => {
    expect(kindOfPath(href('agentSalaryContract'))).toBe('salary');
    expect(kindOfPath(href('agentDividendContract'))).toBe('dividend');
    expect(kindOfPath(href('agentHourContract'))).toBe('hourly');
    expect(kindOfPath('/m/member/agent/getHourContract/')).toBe('hourly');
  });

  it('is salary for any other path (only the three routes lead to the page)', () => {
    expect(kindOfPath('/m/member/agent/getDividendContract')).toBe('salary');
    expect(kindOfPath('/')).toBe('salary');
  });
});

/** What a member may offer in the cases below, percent. */
const SALARY_MAX = 3;

describe('the tier editor’s checks', () => {
  it('accepts ascending tiers within the cap, as the call’s numbers', () => {
    const drafts = [tier('0', '1', '1'), tier('5000.50', '3', '1.25'), tier('5000.50', '3', '3.00')];
    expect(hasProblems(checkTiers(drafts, SALARY_MAX))).toBe(false);
    expect(tiersOf(drafts)).toEqual([
      { minTurnover: 0, minActive: 1, rate: 1 },
      { minTurnover: 5000.5, minActive: 3, rate: 1.25 },
      { minTurnover: 5000.5, minActive: 3, rate: 3 },
    ]);
  });

  it('names each field’s own problem', () => {
    expect(checkTiers([tier('', ' ', '')], SALARY_MAX)).toEqual([
      { minTurnover: 'contract_tier_required', minActive: 'contract_tier_required', rate: 'contract_tier_required' },
    ]);
    expect(checkTiers([tier('-1', '1.5', 'abc')], SALARY_MAX)).toEqual([
      { minTurnover: 'contract_tier_number', minActive: 'contract_tier_whole', rate: 'contract_tier_number' },
    ]);
    expect(checkTiers([tier('10.123', '100001', '0.555')], SALARY_MAX)).toEqual([
      { minTurnover: 'contract_tier_decimals', minActive: 'contract_tier_active_max', rate: 'contract_tier_decimals' },
    ]);
    expect(checkTiers([tier('100000000.01', '0', '0')], SALARY_MAX)).toEqual([{ minTurnover: 'contract_tier_turnover_max', rate: 'contract_tier_rate_zero' }]);
  });

  it('holds the rates to what the member may offer', () => {
    for (const max of [0.75, 0.35, 15]) {
      expect(checkTiers([tier('0', '0', String(max))], max), String(max)).toEqual([{}]);
      expect(checkTiers([tier('0', '0', (max + 0.01).toFixed(2))], max), String(max)).toEqual([{ rate: 'contract_tier_rate_cap' }]);
    }
    // Without a contract of its own a member may offer nothing.
    expect(checkTiers([tier('0', '1', '0.01')], 0)).toEqual([{ rate: 'contract_tier_rate_cap' }]);
  });

  it('wants each tier to ask at least as much as the one above and pay more', () => {
    expect(checkTiers([tier('1000', '5', '1'), tier('999.99', '4', '1')], SALARY_MAX)).toEqual([
      {},
      { minTurnover: 'contract_tier_order_turnover', minActive: 'contract_tier_order_active', rate: 'contract_tier_order_rate' },
    ]);
    // Equal demands are fine; the same rate is not.
    expect(checkTiers([tier('1000', '5', '1'), tier('1000', '5', '1.01')], SALARY_MAX)).toEqual([{}, {}]);
    // A row with its own problem is not also compared: one message per field.
    expect(checkTiers([tier('x', '5', '1'), tier('0', '5', '2')], SALARY_MAX)).toEqual([{ minTurnover: 'contract_tier_number' }, {}]);
  });

  it('keeps between 1 and the most tiers, and starts a counter-proposal from the terms on the table', () => {
    expect(canRemoveTier([emptyTier()])).toBe(false);
    expect(canRemoveTier([emptyTier(), emptyTier()])).toBe(true);
    const full = Array.from({ length: CONTRACT_TIER_MAX }, emptyTier);
    expect(canAddTier(full)).toBe(false);
    expect(canAddTier(full.slice(1))).toBe(true);
    expect(draftOf([{ minTurnover: 2500, minActive: 3, rate: 1.5 }])).toEqual([tier('2500', '3', '1.50')]);
  });
});

describe('refusals', () => {
  const CONTRACT_CODES = [
    ERROR_CODE.contractAboveOwn,
    ERROR_CODE.downlineNotAgent,
    ERROR_CODE.notYourDownline,
    ERROR_CODE.contractNotPending,
    ERROR_CODE.contractNotFound,
    ERROR_CODE.invalidParameter,
    ERROR_CODE.notAgent,
    ERROR_CODE.contractNoneToGive,
    ERROR_CODE.contractAboveSiteCap,
    ERROR_CODE.contractSameOwner,
  ];

  it('word every contract code in its own text, each in the catalogue', () => {
    const keys = CONTRACT_CODES.map(refusalKey);
    expect(new Set(keys).size).toBe(CONTRACT_CODES.length);
    for (const key of keys) {
      expect(key).not.toBe('contract_error_failed');
      expect(en[key as keyof typeof en], key).toBeTruthy();
    }
    expect(refusalKey(ERROR_CODE.contractAboveOwn)).toBe('contract_error_above_own');
  });

  it('word an unknown refusal generally, and tell the unanswered ones apart', () => {
    expect(refusalKey(ERROR_CODE.unknown)).toBe('contract_error_failed');
    expect([ERROR_CODE.offline, ERROR_CODE.timeout, ERROR_CODE.opInProgress, ERROR_CODE.serverError].every(isUnanswered)).toBe(true);
    expect(CONTRACT_CODES.some(isUnanswered)).toBe(false);
  });
});

describe('settled periods', () => {
  it('are shown in UTC: a day, an hour, a half month', () => {
    expect(formatPeriod('salary', { periodStart: '2026-03-05T00:00:00.000Z', periodEnd: '2026-03-06T00:00:00.000Z' }, 'en')).toBe('Mar 5, 2026');
    expect(formatPeriod('hourly', { periodStart: '2026-03-05T13:00:00.000Z', periodEnd: '2026-03-05T14:00:00.000Z' }, 'en')).toBe('Mar 5, 2026 13:00–14:00 UTC');
    expect(formatPeriod('dividend', { periodStart: '2026-02-16T00:00:00.000Z', periodEnd: '2026-03-01T00:00:00.000Z' }, 'en')).toBe('Feb 16, 2026 – Feb 28, 2026');
  });
});

describe('the home alert', () => {
  it('lists the pending kinds in the order salary, dividend, hourly', () => {
    expect(pendingKinds({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false })).toEqual([]);
    expect(pendingKinds({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: true })).toEqual(['hourly']);
    expect(pendingKinds({ dailysalreqtype: true, divtypecompperiodreq: true, contracthoursalreq: true })).toEqual(['salary', 'dividend', 'hourly']);
    expect(pendingKinds({ dailysalreqtype: false, divtypecompperiodreq: true, contracthoursalreq: true })).toEqual(['dividend', 'hourly']);
    expect(pendingKinds(null)).toEqual([]);
  });

  it('goes to the matching contract page per kind', () => {
    expect(contractHref('salary')).toBe(pathOf('agentSalaryContract'));
    expect(contractHref('dividend')).toBe(href('agentDividendContract'));
    expect(contractHref('hourly')).toBe(href('agentHourContract'));
  });

  it('once cancelled stays away for that member and set of kinds only', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(alertDismissed(storage, 'subagent', ['hourly'])).toBe(false);
    dismissAlert(storage, 'subagent', ['hourly']);
    expect(alertDismissed(storage, 'subagent', ['hourly'])).toBe(true);
    expect(alertDismissed(storage, 'subagent', ['salary', 'hourly'])).toBe(false);
    expect(alertDismissed(storage, 'subagent2', ['hourly'])).toBe(false);
    // No storage at all (or one that throws): the alert shows.
    expect(alertDismissed(undefined, 'subagent', ['hourly'])).toBe(false);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(() => dismissAlert(broken, 'subagent', ['hourly'])).not.toThrow();
    expect(alertDismissed(broken, 'subagent', ['hourly'])).toBe(false);
  });
});
