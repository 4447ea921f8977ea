/**
 * The wallet's balances for the page: read on open, on coming back online, when the page becomes
 * visible again (back from a payment gateway's tab, say), after a transfer and after a decision on
 * the member's money (the live channel). Offline, the
 * service worker answers the last copy it kept. Each read is keyed by what asked for it, so the
 * figures show as refreshing (masked) until that very read has answered.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { walletEndpoints } from '../../api/endpoints/wallet';
import type { ErrorCode } from '../../api/error-codes';
import type { WalletSummary } from '../../api/wallet-wire';
import { worker } from '../../bridge/worker';
import { appState } from '../../state/app';
import { useLiveRefresh } from '../../ui/live/useLiveRefresh';

export interface SummaryState {
  summary: WalletSummary | null;
  loading: boolean;
  error: ErrorCode | null;
  /** Read again; `withHeader` reads the header's balance again too. */
  reload: (withHeader?: boolean) => void;
}

interface Outcome {
  key: string;
  summary: WalletSummary | null;
  error: ErrorCode | null;
}

export function useWalletSummary(): SummaryState {
  const { online } = useSnapshot(appState);
  const [generation, setGeneration] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = `${generation}|${online}`;

  useEffect(() => {
    let current = true;
    void worker()
      .wallet.summary()
      .then((result) => {
        if (!current) return;
        setOutcome((last) => ({ key, summary: result.ok ? result.value : (last?.summary ?? null), error: result.ok ? null : result.code }));
      });
    return () => {
      current = false;
    };
  }, [key]);

  const reload = useCallback((withHeader = false) => {
    if (withHeader) void worker().member.refresh().catch(() => null);
    setGeneration((n) => n + 1);
  }, []);

  // The header's balance is the stream holder's to read again; this page reads its own figures.
  useLiveRefresh(walletEndpoints.walletSummary.refreshOn, reload);

  useEffect(() => {
    const visible = () => {
      if (document.visibilityState === 'visible') reload(true);
    };
    document.addEventListener('visibilitychange', visible);
    return () => document.removeEventListener('visibilitychange', visible);
  }, [reload]);

  return { summary: outcome?.summary ?? null, loading: outcome?.key !== key, error: outcome?.error ?? null, reload };
}
