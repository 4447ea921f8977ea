/**
 * Money as the player reads it: the app's one money format (src/api/money.ts formatAmount) in
 * the page's language and the operator's currency from the system status. The stored status is
 * used at once (so the first frame already has the symbol), then followed as the worker refreshes it.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback } from 'react';
import { currencyCode, formatAmount, formatSignedAmount } from '../api/money';
import type { SystemStatus } from '../api/system-wire';
import { db } from '../db/db';
import { useT } from '../i18n/useT';
import { appState } from '../state/app';
import { firstPaint } from '../state/first-paint';

/** The operator's currency of a status, or null when it names none. */
export function statusCurrency(status: unknown): string | null {
  return currencyCode((status as Partial<SystemStatus> | null | undefined)?.info?.currency);
}

export function useCurrency(): string | null {
  const status = useLiveQuery(
    async () => (await db.settings.get('status'))?.value ?? firstPaint()?.status ?? null,
    [],
    appState.storedStatus,
  );
  return statusCurrency(status);
}

/** `money(units)`: the amount in the page's language and the operator's currency. */
export function useMoney(): (units: number) => string {
  const { language } = useT();
  const currency = useCurrency();
  return useCallback((units: number) => formatAmount(units, language, currency), [language, currency]);
}

/** `signed(units)`: the same, with its sign ("+12.50", "−3.00"), for nets and ledger lines. */
export function useSignedMoney(): (units: number) => string {
  const { language } = useT();
  const currency = useCurrency();
  return useCallback((units: number) => formatSignedAmount(units, language, currency), [language, currency]);
}
