/**
 * `promotions` area of the worker API: read marks (deferrable, through the outbox) and joining or
 * applying (online only, never queued: the member must see at once whether it took).
 *
 * WARNING: answers cross to the page by structured clone, which drops an ApiError's code and
 * status; so failures come back as a value, not as a thrown error.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import { ApiError, ERROR_CODE, type ErrorCode } from '../src/api/errors';
import { PROMOTION_STATUSES, type PromotionStatus } from '../src/api/content-wire';
import { db, withDb } from '../src/db/db';
import { markPromotionRead } from '../src/outbox';
import { endLocalSession } from './account/local-session';
import { client, currentConfig } from './context';
import { scheduleFlush } from './outbox';
import { syncPromotions } from './sync/promotions';

/** SPEC §6: a trial guest (type 4) marks nothing read. */
const TRIAL_TYPE = 4;

export type JoinResult = { ok: true; status: PromotionStatus } | { ok: false; code: ErrorCode; httpStatus: number };

const isStatus = (value: unknown): value is PromotionStatus => (PROMOTION_STATUSES as readonly unknown[]).includes(value);

/** The member's new standing on the device, only on rows read for that same member. */
async function storeStatus(userKey: string, promotionId: number, status: PromotionStatus) {
  await withDb(() =>
    db.transaction('rw', db.promotions, async () => {
      const row = await db.promotions.get(promotionId);
      if (row && row.userKey === userKey) await db.promotions.update(promotionId, { status });
    }),
  );
}

export const promotions = {
  /** SPEC §4: opening the detail turns the read flag false → true (members, not trial guests). */
  async markRead(promotionId: number) {
    const { userKey } = currentConfig();
    if (!userKey) return 'unchanged' as const;
    if ((await withDb(() => db.session.get(userKey)))?.type === TRIAL_TYPE) return 'unchanged' as const;
    const result = await markPromotionRead(userKey, promotionId);
    if (result === 'queued') scheduleFlush();
    return result;
  },

  /** Join (join → joined) or apply (apply → applying), with a fresh Idempotency-Key. */
  async join(promotionId: number): Promise<JoinResult> {
    const { token, userKey } = currentConfig();
    if (!token || !userKey) return { ok: false, code: ERROR_CODE.notLoggedIn, httpStatus: 401 };
    let status: PromotionStatus;
    try {
      ({ status } = await client.call(ENDPOINTS.promotionJoin, {
        body: { promotionId },
        // One key per tap: a retry of this very request by the network layer takes effect once.
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 401) await endLocalSession(token);
      // A refusal says where the member stands now (already joined, closed meanwhile): show that.
      const standing = (error.value as { status?: unknown } | undefined)?.status;
      if (error.code === ERROR_CODE.promotionNotAvailable && isStatus(standing)) await storeStatus(userKey, promotionId, standing);
      return { ok: false, code: error.code, httpStatus: error.status };
    }
    await storeStatus(userKey, promotionId, status);
    // The service worker's stored answer still has the old status: replace it from the network.
    void syncPromotions(true).catch(() => undefined);
    return { ok: true, status };
  },
};
