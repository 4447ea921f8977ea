/**
 * Keeps the open chat current: a refresh on open, every few seconds while the page is visible
 * and online (new operator replies appear), and at once when the app returns to the foreground or
 * the network comes back. The worker joins overlapping refreshes, so none of this piles up.
 */
import { useCallback, useEffect, useState } from 'react';
import { worker, type WorkerRemote } from '../../bridge/worker';
import { ERROR_CODE } from '../../api/error-codes';

export const CHAT_POLL_MS = 4000;

type RefreshResult = Awaited<ReturnType<WorkerRemote['chat']['refresh']>>;
export type ChatStatus = 'loading' | 'ready' | 'failed' | 'unavailable';

export function useChatSync(online: boolean, userKey: string): { status: ChatStatus; refresh: () => void } {
  const [status, setStatus] = useState<ChatStatus>('loading');

  const refresh = useCallback(() => {
    void worker()
      .chat.refresh()
      .then((result: RefreshResult) => {
        if (result.ok) setStatus('ready');
        else if (result.code === ERROR_CODE.chatUnavailable) setStatus('unavailable');
        else setStatus((current) => (current === 'ready' ? current : 'failed'));
      })
      // Refused before the worker holds the session (still restoring): the userKey change retries.
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!online) return;
    refresh();
    const timer = setInterval(() => document.visibilityState === 'visible' && refresh(), CHAT_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [online, refresh, userKey]);

  return { status, refresh };
}
