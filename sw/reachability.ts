/**
 * The service worker sees every API request the page and its worker make, so it is the one place
 * that knows whether the server can be reached. It wraps its network fetch and tells the other
 * contexts: every failed attempt (a tab that opened after the first failure still hears one), and
 * the first success after a failure (or after the SW woke up not knowing).
 * A timeout is not a verdict: a slow server is not an absent network.
 */
import type { NetworkMessage } from '../src/api/names';
import type { FetchLike } from './network';

export function reportReachability(fetchFn: FetchLike, post: (message: NetworkMessage) => void): FetchLike {
  let lastReachable: boolean | undefined;
  return async (request) => {
    try {
      const response = await fetchFn(request);
      if (lastReachable !== true) post({ type: 'network', reachable: true });
      lastReachable = true;
      return response;
    } catch (error) {
      if (!request.signal.aborted) {
        post({ type: 'network', reachable: false });
        lastReachable = false;
      }
      throw error;
    }
  };
}
