/**
 * The live channel (src/api/live-events.ts): one Server-Sent Events stream per device, held by
 * one tab's worker, carrying small "what changed" notes for the member and the public ones
 * (prices, draws, the catalogue). A member hears only their own events. The stream resumes from
 * `Last-Event-ID` when the instance still holds what was missed, and starts with `resync` when it
 * does not. Refused with 503 while the instance cannot hear the events of the others (its
 * database notifications are down): the client then keeps polling.
 */
import { ERROR_CODE } from '../error-codes';
import { endpoint } from './define';

export const liveEndpoints = {
  /** The member's live stream: `text/event-stream`, a heartbeat comment every LIVE_HEARTBEAT_MS. */
  liveStream: endpoint<never>()({
    method: 'GET',
    access: 'member',
    cache: 'never',
    stream: 'events',
    path: '/wps/live/stream',
    refusals: {
      [ERROR_CODE.liveUnavailable]: 'live_unavailable',
    },
  }),
};
