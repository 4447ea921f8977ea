/**
 * The streams one app serves, and the one heartbeat over all of them: a single timer (not one per
 * stream) that, turn by turn, writes the ping comment to a slice of the streams and checks that
 * their sessions are still valid, closing those that are not (a member who signed out elsewhere
 * stops hearing their events within a heartbeat). Each stream is pinged once per heartbeat period;
 * slicing it keeps 10,000 streams from being written to in one go, which would hold back every
 * request served meanwhile. The timer runs only while streams are open.
 */
import { AsyncResource } from 'node:async_hooks';
import type { Db } from '../db/connection';
import type { Logger } from '../deps';
import type { LiveBus } from './bus';
import { PING_FRAME } from './frames';
import { endedSessions } from './session-check';
import { LiveStream } from './stream';

/** How often a slice of the streams is pinged: a heartbeat period is this many turns. */
export const SLICE_MS = 250;

export class StreamHub {
  readonly #streams = new Set<LiveStream>();
  readonly #slices: number;
  #timer: NodeJS.Timeout | undefined;
  /** The current round of pings (a live view of the set), its turn, and the streams each turn takes. */
  #round: Iterator<LiveStream> | undefined;
  #turn = 0;
  #perTurn = 0;
  #checking = false;
  /**
   * Starts the heartbeat in the context the hub was made in (the app's), not in the request that
   * happens to open the first stream: a timer keeps the async context it was set in, and the
   * beats must not run inside that request's call scope (server/db/op-context.ts).
   */
  readonly #startBeating = AsyncResource.bind(() => setInterval(() => this.#beat(), this.heartbeatMs / this.#slices).unref());

  constructor(
    private readonly db: Db,
    private readonly heartbeatMs: number,
    private readonly log: Logger,
  ) {
    this.#slices = Math.max(1, Math.floor(heartbeatMs / SLICE_MS));
  }

  /** Open streams of this app. */
  get size(): number {
    return this.#streams.size;
  }

  /** A new stream for the member on `bus`, starting with what it missed (or `resync`). */
  open(bus: LiveBus, memberId: number, tokenHash: string, lastEventId: string | undefined): ReadableStream<Uint8Array> {
    const stream = new LiveStream(memberId, tokenHash, (ended) => {
      bus.unsubscribe(ended);
      this.#streams.delete(ended);
      if (this.#streams.size === 0) this.#stopBeating();
    });
    const first = bus.subscribe(stream, lastEventId);
    if (first.length > 0) stream.send(Buffer.concat(first));
    this.#streams.add(stream);
    this.#timer ??= this.#startBeating();
    return stream.body;
  }

  #stopBeating(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#round = undefined;
    this.#turn = 0;
  }

  /**
   * One turn: the next slice of the round is pinged and has its sessions checked. A round is one
   * heartbeat period; its last turn takes whatever is left, streams opened meanwhile included.
   */
  #beat(): void {
    if (this.#turn === 0) {
      this.#round = this.#streams.values();
      this.#perTurn = Math.ceil(this.#streams.size / this.#slices);
    }
    const wanted = this.#turn === this.#slices - 1 ? Infinity : this.#perTurn;
    this.#turn = (this.#turn + 1) % this.#slices;
    const slice: LiveStream[] = [];
    for (let next = this.#round!.next(); !next.done; next = this.#round!.next()) {
      slice.push(next.value);
      if (slice.length >= wanted) break;
    }
    for (const stream of slice) stream.beat(PING_FRAME);
    if (slice.length > 0) void this.#closeEndedSessions(slice);
  }

  async #closeEndedSessions(slice: LiveStream[]): Promise<void> {
    // A check slower than a turn is not stacked on: those streams are checked next round.
    if (this.#checking) return;
    this.#checking = true;
    try {
      const ended = await endedSessions(this.db, slice.map((stream) => stream.tokenHash));
      for (const stream of slice) if (ended.has(stream.tokenHash)) stream.close();
    } catch (error) {
      // The streams stay: a database hiccup is no reason to drop every member's stream.
      this.log.error('Live streams: the session check failed; the next round tries again', error);
    } finally {
      this.#checking = false;
    }
  }
}
