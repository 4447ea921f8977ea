/**
 * An instance's live bus: the open streams that hear events, and the events it delivered lately.
 * One bus per database handle (a WeakMap, like the catalogue cache), so an app built by
 * `createApp({ db, env })` in a test has its own with no setup.
 *
 * Where delivered events come from: on SQLite, straight from publishLive (one process, one file);
 * on PostgreSQL, only from the instance's LISTEN connection (./listener.ts), which hears what every
 * instance published, this one included. The bus is healthy while it can hear them: always on
 * SQLite, on PostgreSQL only while LISTEN holds. Losing them closes every stream and starts a new
 * epoch (a new instance id, an empty ring): what was missed meanwhile cannot be replayed, so a
 * stream that resumes with an id of the old epoch starts with `resync`.
 *
 * Memory: a stream is one subscriber object in two sets (its member's and everyone's); an event is
 * encoded once and the same bytes are written to each stream that hears it, a bounded number of
 * streams per turn of the event loop (./fan-out.ts).
 */
import { randomBytes } from 'node:crypto';
import { LIVE_EVENT, type LiveEvent } from '../../src/api/live-events';
import { isPostgres, type Db } from '../db/connection';
import type { Logger } from '../deps';
import { FanOut } from './fan-out';
import { eventFrame } from './frames';
import { RecentEvents } from './recent-events';
import type { LiveSubscriber } from './subscriber';

export type { LiveSubscriber };

/**
 * A member's devices each hold one stream; more than this on one instance is a client gone wrong
 * (or someone opening streams to hold memory), and the oldest is closed to make room.
 */
export const MAX_STREAMS_PER_MEMBER = 16;

/** `<instanceId>-<seq>`: the instance id is 8 hex digits, new at every epoch. */
const EVENT_ID = /^([0-9a-f]{8})-(\d{1,15})$/;

const newInstanceId = () => randomBytes(4).toString('hex');

export class LiveBus {
  #instanceId = newInstanceId();
  #seq = 0;
  #healthy: boolean;
  readonly #recent = new RecentEvents();
  readonly #byMember = new Map<number, Set<LiveSubscriber>>();
  readonly #everyone = new Set<LiveSubscriber>();
  readonly #fanOut = new FanOut();
  /** Where failures to publish or deliver go; the app sets its own (createApp's `log`). */
  log: Logger = { error: (message, error) => console.error(message, error) };

  constructor(healthy: boolean) {
    this.#healthy = healthy;
  }

  get healthy(): boolean {
    return this.#healthy;
  }

  /** Open streams on this bus. */
  get size(): number {
    return this.#everyone.size;
  }

  /** Up (LISTEN holds) or down (lost): going down closes every stream and starts a new epoch. */
  setHealthy(healthy: boolean): void {
    if (healthy === this.#healthy) return;
    this.#healthy = healthy;
    if (healthy) return;
    this.#instanceId = newInstanceId();
    this.#seq = 0;
    this.#recent.clear();
    this.#fanOut.clear();
    this.closeStreams();
  }

  /** Ends every open stream (lost notifications, or the server shutting down). */
  closeStreams(): void {
    for (const subscriber of [...this.#everyone]) subscriber.close();
  }

  /** Numbers the event, keeps it for resuming streams, and writes it to each stream that may hear it. */
  deliver(event: LiveEvent, memberId?: number): void {
    this.#seq += 1;
    const frame = eventFrame(`${this.#instanceId}-${this.#seq}`, event);
    this.#recent.push({ seq: this.#seq, memberId, frame });
    const hearers = memberId === undefined ? this.#everyone : this.#byMember.get(memberId);
    // A live view of the set: streams that close meanwhile leave it and are skipped.
    if (hearers) this.#fanOut.push(this.#seq, frame, hearers);
  }

  /**
   * Adds a stream. The frames it must get first come back: what it missed since `lastEventId`, or a
   * `resync` when that cannot be told (another instance or epoch, too old), or nothing for a new
   * stream. Computed and subscribed in one synchronous step, so no event falls between the two.
   */
  subscribe(subscriber: LiveSubscriber, lastEventId: string | undefined): Uint8Array[] {
    const first = lastEventId === undefined ? [] : this.#missedSince(lastEventId, subscriber.memberId);
    const held = this.#byMember.get(subscriber.memberId);
    if (held && held.size >= MAX_STREAMS_PER_MEMBER) held.values().next().value?.close();
    let own = this.#byMember.get(subscriber.memberId);
    if (!own) {
      own = new Set();
      this.#byMember.set(subscriber.memberId, own);
    }
    subscriber.joinedAt = this.#seq;
    own.add(subscriber);
    this.#everyone.add(subscriber);
    return first;
  }

  unsubscribe(subscriber: LiveSubscriber): void {
    this.#everyone.delete(subscriber);
    const own = this.#byMember.get(subscriber.memberId);
    if (!own) return;
    own.delete(subscriber);
    if (own.size === 0) this.#byMember.delete(subscriber.memberId);
  }

  #missedSince(lastEventId: string, memberId: number): Uint8Array[] {
    const match = EVENT_ID.exec(lastEventId.trim());
    const seq = match ? Number(match[2]) : NaN;
    const missed = match?.[1] === this.#instanceId && seq <= this.#seq ? this.#recent.after(seq, memberId) : undefined;
    // The resync carries the current position: a stream that drops right after it resumes from here.
    return missed ?? [eventFrame(`${this.#instanceId}-${this.#seq}`, { kind: LIVE_EVENT.resync })];
  }
}

const buses = new WeakMap<Db, LiveBus>();

/** The bus of a database handle: healthy from the start on SQLite, once LISTEN holds on PostgreSQL. */
export function liveBus(db: Db): LiveBus {
  let bus = buses.get(db);
  if (!bus) {
    bus = new LiveBus(!isPostgres(db));
    buses.set(db, bus);
  }
  return bus;
}
