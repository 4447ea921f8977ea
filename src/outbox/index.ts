/**
 * The outbox (DESIGN §3): deferrable, idempotent writes applied on the device at once and sent
 * later, exactly once. Its own module because two contexts run it: the worker (while a page is
 * open) and the service worker's Background Sync (when none is). It writes the `outbox` table and
 * the rows its ops change optimistically and roll back (favourites, recent, read flags of
 * announcements, promotions, messages and chat lines, deleted messages) — nothing else. DOM-free.
 */
export {
  addRecent,
  markChatRead,
  markInboxRead,
  markNoticeRead,
  markPromotionRead,
  pendingOps,
  setFavourite,
  setInboxDeleted,
  type EnqueueResult,
} from './enqueue';
export { backoffMs, flushOutbox, flushProgress, nextRetryAt, releaseBackoff, type FlushProgress, type FlushReport, type FlushTarget } from './flush';
export { KINDS } from './kinds';
export { opsToMerge, SENT_OP_GRACE_MS } from './merge-ops';
