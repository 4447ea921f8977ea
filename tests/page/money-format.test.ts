/**
 * One money format for every amount a player reads (src/api/money.ts formatAmount): grouped, two
 * decimals, in the page's language, with the operator's currency; the header balance, the
 * winners board and the mail go through it, and no second formatter of money may grow anywhere
 * in src/ (nor in the seed's mail).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { currencyCode, formatAmount, formatWholeAmount } from '../../src/api/money';
import { formatBalance } from '../../src/ui/balance';
import { formatJackpot } from '../../src/features/home/home-rules';
import { statusCurrency } from '../../src/ui/useMoney';
import { demoMessage } from '../../server/seed/content/inbox-messages';
import { DEFAULT_SETTINGS } from '../../server/seed/settings';

describe('formatAmount', () => {
  it('groups thousands and always shows two decimals', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('5.00');
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(-12.3)).toBe('-12.30');
    expect(formatAmount(0.005 + 0.001)).toBe('0.01');
  });

  it('follows the page language: Bangla digits in Bangla, as every number there', () => {
    expect(formatAmount(12345.67, 'zh')).toBe('12,345.67');
    expect(formatAmount(12345.67, 'bn')).toBe('১২,৩৪৫.৬৭');
  });

  it('answers something readable for a value that is not a number', () => {
    expect(formatAmount(Number.NaN)).toBe('0.00');
  });

  it('is what the header balance and the jackpot show, in the operator’s currency', () => {
    for (const [amount, language] of [[1234.5, 'en'], [98765.4, 'bn'], [3.2, 'zh']] as const) {
      expect(formatBalance(amount, undefined, language, 'BDT')).toBe(formatAmount(amount, language, 'BDT'));
      expect(formatJackpot(amount, language, 'BDT')).toBe(formatWholeAmount(amount, language, 'BDT'));
    }
  });
});

describe('the operator’s currency, in each language', () => {
  it('English: the symbol before the amount, Latin digits', () => {
    expect(formatAmount(1234.5, 'en', 'BDT')).toBe('৳1,234.50');
    expect(formatAmount(-12.3, 'en', 'BDT')).toBe('-৳12.30');
    expect(formatAmount(5, 'en', 'USD')).toBe('$5.00');
  });

  it('Bangla: Bangla digits and the symbol where Bangla puts it', () => {
    expect(formatAmount(12345.67, 'bn', 'BDT')).toBe('১২,৩৪৫.৬৭৳');
    expect(formatAmount(0, 'bn', 'BDT')).toBe('০.০০৳');
  });

  it('Chinese: the narrow symbol, never the code', () => {
    expect(formatAmount(12345.67, 'zh', 'BDT')).toBe('৳12,345.67');
    expect(formatAmount(12345.67, 'zh', 'BDT')).not.toContain('BDT');
  });

  it('shows no symbol for a currency it does not know, nor for none', () => {
    for (const code of ['', 'taka', 'bdt', 'ZZZ', null, undefined, 42]) expect(currencyCode(code)).toBeNull();
    expect(formatAmount(1234.5, 'en', 'ZZZ')).toBe('1,234.50');
    expect(formatAmount(1234.5, 'en', null)).toBe('1,234.50');
  });

  it('takes the currency from the status; an older server without one shows none', () => {
    expect(statusCurrency({ info: { currency: 'BDT' } })).toBe('BDT');
    expect(statusCurrency({ info: {} })).toBeNull();
    expect(statusCurrency(null)).toBeNull();
  });

  it('the seeded mail writes its amounts the same way, in the seeded currency', () => {
    const currency = DEFAULT_SETTINGS.currency;
    expect(currencyCode(currency)).toBe(currency);
    const deposit = demoMessage('demo', 0);
    const amount = /Deposit of (\S+) received/.exec(deposit.title)?.[1] ?? '';
    expect(amount).toBe(formatAmount(Number(amount.replace(/[^\d.]/g, '')), 'en', currency));
    expect(deposit.content).toContain(`<strong>${amount}</strong>`);
  });
});

/**
 * Ways of writing amounts by hand. Each allowed use outside money.ts is listed with why it is not
 * money shown to a player.
 */
const PATTERNS: { name: string; pattern: RegExp; allowed: Record<string, string> }[] = [
  { name: 'new Intl.NumberFormat', pattern: /Intl\.NumberFormat/, allowed: {} },
  { name: 'hand grouping of thousands', pattern: /\\d\{3\}\)\+/, allowed: {} },
  {
    // Amounts a player reads carry the operator's currency: screens format through useMoney
    // (src/ui/useMoney.ts), which passes it; a direct call would forget it.
    name: 'a direct formatAmount call',
    pattern: /formatAmount\(|formatSignedAmount\(/,
    allowed: {
      'ui/useMoney.ts': 'the hook screens format money through, with the currency',
      'ui/balance.ts': 'the header balance, given the currency by its caller',
    },
  },
  {
    name: 'toFixed(2)',
    pattern: /\.toFixed\(2\)/,
    allowed: {
      'features/agent/SetRebateForm.tsx': 'a rebate rate as the text of an input',
      'features/contracts/tier-rules.ts': 'a tier rate as the text of an input',
    },
  },
  {
    name: 'two fraction digits by hand',
    pattern: /minimumFractionDigits:\s*2/,
    allowed: {
      'features/agent/agent-rules.ts': 'a rate in per cent, not money',
      'features/contracts/contract-rules.ts': 'a rate in per cent, not money',
    },
  },
];

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('no second money formatter', () => {
  const files = sourceFiles(SRC).map((path) => ({ name: relative(SRC, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

  it('reads the sources', () => {
    expect(files.some((file) => file.name === 'api/money.ts')).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(PATTERNS)('finds $name only in money.ts and the listed places', ({ pattern, allowed }) => {
    const found = files.filter((file) => file.name !== 'api/money.ts' && pattern.test(file.text)).map((file) => file.name);
    expect(found.filter((name) => !(name in allowed))).toEqual([]);
  });
});
