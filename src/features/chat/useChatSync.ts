/**
 * Keeps the open chat current: a refresh on open, at once when the live channel says a line came
 * (an operator's reply), every few seconds while the channel is down and the page is visible and
 * online, and at once when the app returns to the foreground or the network comes back. The
 * worker joins overlapping refreshes, so none of this piles up.
 */
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { supportEndpoints } from '../../api/endpoints/support';
import { worker, type WorkerRemote } from '../../bridge/worker';
import { ERROR_CODE } from '../../api/error-codes';
import { liveState } from '../../ui/live/state';
import { useLiveRefresh } from '../../ui/live/useLiveRefresh';

export const CHAT_POLL_MS = 4000;

type RefreshResult = Awaited<ReturnType<WorkerRemote['chat']['refresh']>>;
export type ChatStatus = 'loading' | 'ready' | 'failed' | 'unavailable';

export function useChatSync(online: boolean, userKey: string): { status: ChatStatus; refresh: () => void } {
  const [status, setStatus] = useState<ChatStatus>('loading');
  const { connected } = useSnapshot(liveState);

  /** `again`: a line newer than a refresh already running exists; read once more after it. */
  const refresh = useCallback((again = false) => {
    void worker()
      .chat.refresh({ again })
      .then((result: RefreshResult) => {
        if (result.ok) setStatus('ready');
        else if (result.code === ERROR_CODE.chatUnavailable) setStatus('unavailable');
        else setStatus((current) => (current === 'ready' ? current : 'failed'));
      })
      // Refused before the worker holds the session (still restoring): the userKey change retries.
      .catch(() => undefined);
  }, []);

  useLiveRefresh(supportEndpoints.chatThread.refreshOn, () => refresh(true));

  useEffect(() => {
    if (!online) return;
    refresh();
    if (connected) return;
    const timer = setInterval(() => document.visibilityState === 'visible' && refresh(), CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [online, refresh, userKey, connected]);

  useEffect(() => {
    if (!online) return;
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [online, refresh]);

  return { status, refresh };
}
