/**
 * The agent home's pure rules: the periods in UTC days (month and year edges, the span limit),
 * the tab from the address, rates as typed and shown, the register URL of a link, and a text
 * for every refusal the team calls answer, in all three languages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENT_PERIOD_MAX_DAYS } from '../../src/api/agent-wire';
import { ERROR_CODE } from '../../src/api/error-codes';
import {
  AGENT_ERROR_KEYS,
  agentErrorKey,
  checkRate,
  formatRate,
  levelLetter,
  registerUrl,
  writeOutcome,
  AGENT_TABS,
} from '../../src/features/agent/agent-rules';
import { tabFrom } from '../../src/ui/tab-choice';
import { isValidPeriod, PERIOD_KINDS, periodOf, spanDays } from '../../src/features/agent/period';
import { href } from '../../src/routes';
import { catalogue } from './catalogues';

const at = (iso: string) => new Date(iso);

describe('periods (UTC days, both ends inclusive)', () => {
  it('count from the UTC day, not the local one', () => {
    // 23:30 UTC on 14 May: still the 14th in UTC, whatever the device's zone says.
    const now = at('2026-05-14T23:30:00Z');
    expect(periodOf('today', now)).toEqual({ from: '2026-05-14', to: '2026-05-14' });
    expect(periodOf('yesterday', now)).toEqual({ from: '2026-05-13', to: '2026-05-13' });
    expect(periodOf('last7', now)).toEqual({ from: '2026-05-08', to: '2026-05-14' });
    expect(periodOf('thisMonth', now)).toEqual({ from: '2026-05-01', to: '2026-05-14' });
    expect(periodOf('lastMonth', now)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    // One minute later it is the 15th.
    expect(periodOf('today', at('2026-05-15T00:00:00Z'))).toEqual({ from: '2026-05-15', to: '2026-05-15' });
  });

  it('cross month and year edges', () => {
    const newYear = at('2027-01-01T08:00:00Z');
    expect(periodOf('yesterday', newYear)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(periodOf('last7', newYear)).toEqual({ from: '2026-12-26', to: '2027-01-01' });
    expect(periodOf('thisMonth', newYear)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(periodOf('lastMonth', newYear)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    // February's end in a leap year and in a common one.
    expect(periodOf('lastMonth', at('2028-03-03T12:00:00Z'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodOf('lastMonth', at('2027-03-31T12:00:00Z'))).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(periodOf('last7', at('2028-03-03T12:00:00Z'))).toEqual({ from: '2028-02-26', to: '2028-03-03' });
  });

  it('each choice is a period the server takes (ordered, within the span limit)', () => {
    for (const iso of ['2026-01-01T00:00:00Z', '2026-03-31T23:59:59Z', '2028-02-29T10:00:00Z', '2026-07-31T12:00:00Z']) {
      for (const kind of PERIOD_KINDS) {
        const period = periodOf(kind, at(iso));
        expect(isValidPeriod(period), `${kind} at ${iso}`).toBe(true);
        expect(spanDays(period)).toBeLessThanOrEqual(AGENT_PERIOD_MAX_DAYS);
      }
    }
    expect(spanDays(periodOf('last7', at('2026-05-14T10:00:00Z')))).toBe(7);
    expect(spanDays(periodOf('lastMonth', at('2026-08-02T10:00:00Z')))).toBe(31);
    expect(isValidPeriod({ from: '2026-05-02', to: '2026-05-01' })).toBe(false);
    expect(isValidPeriod({ from: '2026-01-01', to: '2026-04-02' })).toBe(true);
    expect(isValidPeriod({ from: '2026-01-01', to: '2026-04-03' })).toBe(false);
  });
});

describe('tabs, levels, rates, links', () => {
  it('reads the tab from ?tab=, overview by default', () => {
    const tabOf = (query: string | null) => tabFrom(AGENT_TABS, query);
    expect(tabOf(null)).toBe('overview');
    expect(tabOf('team')).toBe('team');
    expect(tabOf('links')).toBe('links');
    expect(tabOf('contracts')).toBe('overview');
  });

  it('names levels A, B, C and deeper ones by number', () => {
    expect([1, 2, 3, 4].map(levelLetter)).toEqual(['A', 'B', 'C', 'L4']);
  });

  it('shows rates with two decimals', () => {
    expect(formatRate(1.8, 'en')).toBe('1.80%');
    expect(formatRate(0, 'en')).toBe('0.00%');
    expect(formatRate(12.5, 'en')).toBe('12.50%');
  });

  it('checks a typed rate: present, a number, 0.01 steps, at most the own rate', () => {
    expect(checkRate('  ', 2)).toEqual({ ok: false, problem: 'required' });
    expect(checkRate('1,5', 2)).toEqual({ ok: false, problem: 'format' });
    expect(checkRate('-1', 2)).toEqual({ ok: false, problem: 'format' });
    expect(checkRate('1.255', 2)).toEqual({ ok: false, problem: 'decimals' });
    expect(checkRate('2.01', 2)).toEqual({ ok: false, problem: 'above_own' });
    // 1.8 and 1.80 are the same rate; a float's noise does not push it over.
    expect(checkRate('1.80', 1.8)).toEqual({ ok: true, rate: 1.8 });
    expect(checkRate('0.29', 0.29)).toEqual({ ok: true, rate: 0.29 });
    expect(checkRate('0', 2)).toEqual({ ok: true, rate: 0 });
  });

  it('builds the register URL the register page reads (?affiliateCode=)', () => {
    expect(registerUrl('https://lobby.example', href('register'), 'AGT100')).toBe('https://lobby.example/m/register?affiliateCode=AGT100');
    const url = new URL(registerUrl('http://localhost:8080', href('register'), 'AB CD'));
    expect(url.searchParams.get('affiliateCode')).toBe('AB CD');
  });
});

describe('refusals', () => {
  // What the team calls answer (the contract codes belong to the contract pages' texts).
  const TEAM_CODES = [
    ERROR_CODE.notAgent,
    ERROR_CODE.notYourDownline,
    ERROR_CODE.rebateAboveOwn,
    ERROR_CODE.rebateBelowDownline,
    ERROR_CODE.agentQuotaExceeded,
    ERROR_CODE.agentLinkLimit,
    ERROR_CODE.insufficientBalance,
    ERROR_CODE.amountOutOfRange,
    ERROR_CODE.invalidParameter,
    ERROR_CODE.trialNoMoney,
    ERROR_CODE.bonusLocked,
    ERROR_CODE.idempotencyKeyReused,
  ];

  it('every code the team calls answer has words of its own, each different', () => {
    const keys = TEAM_CODES.map(agentErrorKey);
    expect(keys).not.toContain('agent_error_failed');
    expect(new Set(keys).size).toBe(TEAM_CODES.length);
    expect(Object.keys(AGENT_ERROR_KEYS).sort()).toEqual([...TEAM_CODES].sort());
  });

  it('every agent-programme code outside the contract ones is covered', () => {
    const contractOnly = new Set<string>([
      ERROR_CODE.downlineNotAgent,
      ERROR_CODE.contractAboveOwn,
      ERROR_CODE.contractNotFound,
      ERROR_CODE.contractNotPending,
      ERROR_CODE.contractNoneToGive,
      ERROR_CODE.contractAboveSiteCap,
      ERROR_CODE.contractSameOwner,
      ERROR_CODE.contractNotTopAgent,
    ]);
    const source = readFileSync(join(import.meta.dirname, '../../src/api/error-codes.ts'), 'utf8');
    const block = source.slice(source.indexOf('// ---- agent programme'), source.indexOf('// ---- accounts'));
    const codes = [...block.matchAll(/:\s*'([a-z_]+)'/g)].map((m) => m[1]!);
    expect(codes.length).toBeGreaterThan(5);
    for (const code of codes.filter((c) => !contractOnly.has(c))) expect(TEAM_CODES, code).toContain(code);
  });

  it('an unknown refusal gets the general text', () => {
    expect(agentErrorKey(ERROR_CODE.serverError)).toBe('agent_error_failed');
  });

  it('each text exists in English, Bengali and Chinese', () => {
    for (const language of ['en', 'bn', 'zh']) {
      const texts = catalogue(language, 'agent');
      for (const key of [...Object.values(AGENT_ERROR_KEYS), 'agent_error_failed']) expect(texts[key], `${language}: ${key}`).toBeTruthy();
    }
  });

  it('tells a lost answer (same key again) from a refusal (a new operation)', () => {
    expect(writeOutcome({ ok: true })).toBe('done');
    expect(writeOutcome({ ok: false, code: ERROR_CODE.offline, transient: true })).toBe('offline');
    expect(writeOutcome({ ok: false, code: ERROR_CODE.timeout, transient: true })).toBe('unanswered');
    expect(writeOutcome({ ok: false, code: ERROR_CODE.opInProgress, transient: true })).toBe('unanswered');
    expect(writeOutcome({ ok: false, code: ERROR_CODE.rebateAboveOwn, transient: false })).toBe('refused');
  });
});
