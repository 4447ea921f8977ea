/** The wallet page's rules (src/features/wallet/wallet-rules.ts): tabs, the day range, labels, signs, transfer sides. */
import { describe, expect, it } from 'vitest';
import { formatSignedAmount } from '../../src/api/money';
import { lineLabelKey, pairFor, rangeProblem, WALLET_TABS, walletOptions } from '../../src/features/wallet/wallet-rules';
import { tabFrom } from '../../src/ui/tab-choice';

const tabOf = (query: string | null) => tabFrom(WALLET_TABS, query);

describe('wallet rules', () => {
  it('reads the tab from the query, the summary otherwise', () => {
    expect(tabOf('transfer')).toBe('transfer');
    expect(tabOf('transactions')).toBe('transactions');
    for (const other of [null, '', 'Transfer', 'nope']) expect(tabOf(other)).toBe('summary');
  });

  it('accepts an open or ordered range inside 2000–2030 only', () => {
    expect(rangeProblem('', '')).toBe(false);
    expect(rangeProblem('2025-01-01', '2025-01-01')).toBe(false);
    expect(rangeProblem('2025-02-01', '2025-01-31')).toBe(true);
    expect(rangeProblem('1999-12-31', '')).toBe(true);
    expect(rangeProblem('', '2031-01-01')).toBe(true);
  });

  it('labels a line by its kind where that says more, else by its type', () => {
    expect(lineLabelKey({ type: 'transfer', kind: 'transfer_in' })).toBe('wallet_kind_transfer_in');
    expect(lineLabelKey({ type: 'withdraw', kind: 'withdraw_hold' })).toBe('wallet_kind_withdraw_hold');
    expect(lineLabelKey({ type: 'bet', kind: 'bet' })).toBe('wallet_type_bet');
    expect(lineLabelKey({ type: 'other', kind: 'something_new' })).toBe('wallet_type_other');
  });

  it('signs ledger lines with a real minus, in the operator’s currency', () => {
    expect(formatSignedAmount(1234.5, 'en')).toBe('+1,234.50');
    expect(formatSignedAmount(-10, 'en')).toBe('\u221210.00');
    expect(formatSignedAmount(-10, 'en', 'BDT')).toBe('\u2212৳10.00');
    expect(formatSignedAmount(0, 'en', 'BDT')).toBe('৳0.00');
  });

  it('keeps main on one side of a transfer', () => {
    const options = walletOptions({ main: 10, held: 0, withdrawable: 10, vendors: [{ code: 'PGE', name: 'PG', balance: 5 }], bonus: null }, 'Main');
    expect(options.map((o) => [o.code, o.balance])).toEqual([['main', 10], ['PGE', 5]]);
    expect(pairFor('from', 'PGE', { from: 'main', to: 'PGE' }, 'PGE')).toEqual({ from: 'PGE', to: 'main' });
    expect(pairFor('to', 'main', { from: 'main', to: 'PGE' }, 'PGE')).toEqual({ from: 'PGE', to: 'main' });
    expect(pairFor('from', 'main', { from: 'PGE', to: 'main' }, 'PGE')).toEqual({ from: 'main', to: 'PGE' });
  });
});
