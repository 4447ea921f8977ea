/**
 * How each outbox op kind becomes a registry call, and how its optimistic change is undone when
 * the server refuses it for good. One table of kinds keeps enqueue, flush and rollback in
 * agreement; the mapped type makes every kind's payload the one it was queued with.
 */
import type { ApiClient } from '../api/client';
import { ENDPOINTS } from '../api/endpoints';
import { db } from '../db/db';
import type { OpKind, OpPayloads, OutboxRow, OutboxRowOf } from '../db/rows';

interface KindSpec<K extends OpKind> {
  /** Send the op; `headers` carries its Idempotency-Key. */
  send(client: ApiClient, payload: OpPayloads[K], headers: Record<string, string>): Promise<unknown>;
  /** Undo the optimistic change (runs inside a rw transaction over ROLLBACK_TABLES). */
  rollback(op: OutboxRowOf<K>): Promise<unknown>;
}

export const KINDS: { [K in OpKind]: KindSpec<K> } = {
  'favourite.add': {
    send: (client, { nodeId, vendor }, headers) => client.call(ENDPOINTS.favouriteAdd, { body: { nodeId, vendor }, headers }),
    rollback: (op) => db.favourites.delete([op.userKey, op.payload.nodeId]),
  },
  'favourite.remove': {
    send: (client, { nodeId, vendor }, headers) => client.call(ENDPOINTS.favouriteRemove, { query: { nodeId, vendor }, headers }),
    rollback: (op) => db.favourites.put({ userKey: op.userKey, nodeId: op.payload.nodeId, addedAt: op.payload.addedAt || op.createdAt }),
  },
  'notice.read': {
    send: (client, { announcementId }, headers) =>
      client.call(ENDPOINTS.announcementRead, { body: { announcementId, read: true }, headers }),
    rollback: (op) => db.announcements.update(op.payload.announcementId, { read: false }),
  },
  'recent.add': {
    send: (client, { nodeId }, headers) => client.call(ENDPOINTS.recentAdd, { body: { nodeId }, headers }),
    rollback: (op) => db.recent.delete([op.userKey, op.payload.nodeId]),
  },
  'promotion.read': {
    send: (client, { promotionId }, headers) => client.call(ENDPOINTS.promotionRead, { body: { promotionId }, headers }),
    rollback: (op) => db.promotions.update(op.payload.promotionId, { read: false }),
  },
  'inbox.read': {
    send: (client, { id }, headers) => client.call(ENDPOINTS.inboxRead, { body: { id }, headers }),
    rollback: (op) => db.inbox.update([op.userKey, op.payload.id], { read: 0 }),
  },
  'inbox.delete': {
    send: (client, { id }, headers) => client.call(ENDPOINTS.inboxDelete, { body: { id }, headers }),
    rollback: (op) => db.inbox.put({ userKey: op.userKey, ...op.payload.message }),
  },
  'inbox.restore': {
    send: (client, { id }, headers) => client.call(ENDPOINTS.inboxRestore, { body: { id }, headers }),
    rollback: (op) => db.inbox.delete([op.userKey, op.payload.id]),
  },
  'chat.read': {
    send: (client, { upToId }, headers) => client.call(ENDPOINTS.chatRead, { body: { upToId }, headers }),
    // Nothing to undo: a refused mark leaves the lines as the next refresh reports them.
    rollback: async () => undefined,
  },
};

/** The tables an op's optimistic change and its rollback touch, besides the outbox itself. */
export const ROLLBACK_TABLES = () => [db.favourites, db.recent, db.announcements, db.promotions, db.inbox, db.chat];

/**
 * The spec of a row's own kind. A row's kind and payload were written together by enqueue, so
 * the widening is safe; TypeScript cannot correlate a union's fields across a lookup by itself.
 */
function specOf(op: OutboxRow): KindSpec<OpKind> {
  return KINDS[op.kind] as unknown as KindSpec<OpKind>;
}

export function sendOp(client: ApiClient, op: OutboxRow): Promise<unknown> {
  return specOf(op).send(client, op.payload, { 'Idempotency-Key': op.opId });
}

export function rollbackOp(op: OutboxRow): Promise<unknown> {
  return specOf(op).rollback(op);
}
