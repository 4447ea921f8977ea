/**
 * One network attempt with a deadline. Resolves to the response, or to why there is none, and never
 * rejects: the API cache turns "none" into a stored copy or the offline envelope.
 */
import type { OfflineReason } from '../src/api/offline-envelope';

export type FetchLike = (request: Request) => Promise<Response>;

export async function fetchWithTimeout(
  fetchFn: FetchLike,
  request: Request,
  timeoutMs: number,
): Promise<Response | OfflineReason> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race, not only the abort signal, enforces the deadline: a fetch that ignores the signal
  // (or a stalled connection the browser keeps waiting on) must still give up in time.
  const deadline = new Promise<OfflineReason>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve('timeout');
    }, timeoutMs);
  });
  try {
    // A copy with our own signal: the caller's abort belongs to the caller's answer, while this
    // fetch may be a background refresh that should outlive it.
    // Started inside then() so even a synchronous throw becomes "offline", not a rejection.
    const attempt = Promise.resolve()
      .then(() => fetchFn(new Request(request, { signal: controller.signal })))
      .catch((): OfflineReason => (controller.signal.aborted ? 'timeout' : 'offline'));
    return await Promise.race([attempt, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
