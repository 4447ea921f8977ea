/**
 * publishLive: tell the live streams that something changed. Call it AFTER the change is
 * committed, with the database handle (on either engine). On PostgreSQL a transaction's executor
 * works too, and is better where a call site is PostgreSQL's own: the notification then goes out
 * exactly when the transaction commits, and never when it rolls back. On SQLite a transaction's
 * executor is refused (logged): delivery there is immediate, before any commit.
 *
 * Never fails its caller: the change is made and committed already, and a lost event only means
 * the clients see it on their next poll or pull. A failure is logged.
 */
import { sql } from 'kysely';
import { MEMBER_EVENT_KINDS, type LiveEvent } from '../../src/api/live-events';
import { isPostgres, type Executor } from '../db/connection';
import { liveBus } from './bus';
import { encodePayload, LIVE_CHANNEL } from './channel';

/** Events only their member hears (src/api/live-events.ts MEMBER_EVENT_KINDS). */
export type MemberLiveEvent = Extract<LiveEvent, { kind: 'chat' | 'money' | 'unread' | 'member-data' }>;
/** Events every stream hears; `resync` is never published, a stream makes its own. */
export type PublicLiveEvent = Exclude<LiveEvent, MemberLiveEvent | { kind: 'resync' }>;

export function publishLive(db: Executor, event: PublicLiveEvent): Promise<void>;
export function publishLive(db: Executor, event: MemberLiveEvent, memberId: number): Promise<void>;
export async function publishLive(db: Executor, event: LiveEvent, memberId?: number): Promise<void> {
  const postgres = isPostgres(db);
  // A transaction does not lead back to its handle, nor to the handle's bus and log.
  const log = db.isTransaction ? console : liveBus(db).log;
  try {
    if (MEMBER_EVENT_KINDS.has(event.kind) !== (memberId !== undefined)) {
      throw new Error(`A ${event.kind} event ${memberId === undefined ? 'needs' : 'takes no'} member`);
    }
    if (postgres) {
      // Every instance's LISTEN connection hears it, this one's included: no local delivery here.
      await sql`select pg_notify(${LIVE_CHANNEL}, ${encodePayload(event, memberId)})`.execute(db);
      return;
    }
    if (db.isTransaction) throw new Error('On SQLite a live event is published with the database handle after the commit');
    liveBus(db).deliver(event, memberId);
  } catch (error) {
    log.error(`Live event ${event.kind} not published; clients see the change on their next pull`, error);
  }
}
