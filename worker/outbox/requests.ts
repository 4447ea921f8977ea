/**
 * How each outbox op kind becomes a wps call, and how its optimistic change is undone when the
 * server refuses it for good. One table of kinds keeps enqueue, flush and rollback in agreement.
 */
import type { Query, RequestOptions } from '../../src/api/client';
import { API } from '../../src/api/paths';
import { db } from '../../src/db/db';
import type { OutboxRow } from '../../src/db/rows';

export type OpKind = OutboxRow['kind'];

interface KindSpec {
  request(payload: Record<string, unknown>): { path: string } & RequestOptions;
  /** Undo the optimistic change (runs inside a rw transaction over the touched tables). */
  rollback(op: OutboxRow): Promise<unknown>;
}

const nodeOf = (payload: Record<string, unknown>) => Number(payload.nodeId);

export const KINDS: Record<OpKind, KindSpec> = {
  'favourite.add': {
    request: (p) => ({ path: API.favourites, method: 'POST', body: { nodeId: nodeOf(p), vendor: p.vendor } }),
    rollback: (op) => db.favourites.delete([op.userKey, nodeOf(op.payload)]),
  },
  'favourite.remove': {
    request: (p) => ({
      path: API.favourites,
      method: 'DELETE',
      query: { nodeId: nodeOf(p), vendor: p.vendor } as Query,
    }),
    rollback: (op) =>
      db.favourites.put({
        userKey: op.userKey,
        nodeId: nodeOf(op.payload),
        addedAt: Number(op.payload.addedAt) || op.createdAt,
      }),
  },
  'notice.read': {
    request: (p) => ({
      path: API.announcementRead,
      method: 'POST',
      body: { announcementId: Number(p.announcementId), read: true },
    }),
    rollback: (op) => db.announcements.update(Number(op.payload.announcementId), { read: false }),
  },
  'recent.add': {
    request: (p) => ({ path: API.recent, method: 'POST', body: { nodeId: nodeOf(p) } }),
    rollback: (op) => db.recent.delete([op.userKey, nodeOf(op.payload)]),
  },
};
