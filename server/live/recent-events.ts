/**
 * The last events an instance delivered, so a stream that dropped can resume from its
 * `Last-Event-ID` with what it missed instead of a full resync. A fixed ring: memory stays bounded
 * however busy the instance is, and an id older than the ring is simply "too old" (resync).
 */

export interface RecentEvent {
  seq: number;
  /** The member a member event is for; undefined for a public one. */
  memberId: number | undefined;
  frame: Uint8Array;
}

/** About a quarter hour of a busy clock's ticks plus members' events; each entry is ~100 bytes. */
export const RECENT_EVENTS = 1_000;

export class RecentEvents {
  readonly #ring: (RecentEvent | undefined)[];
  /** How many were ever pushed: the next one goes at #pushed % capacity. */
  #pushed = 0;

  constructor(readonly capacity = RECENT_EVENTS) {
    this.#ring = new Array<RecentEvent | undefined>(capacity);
  }

  push(event: RecentEvent): void {
    this.#ring[this.#pushed % this.capacity] = event;
    this.#pushed += 1;
  }

  clear(): void {
    this.#ring.fill(undefined);
    this.#pushed = 0;
  }

  /**
   * The frames after `seq` that `memberId` may hear (theirs and the public ones), oldest first;
   * undefined when an event after `seq` has already left the ring (the caller resyncs). Sequence
   * numbers are consecutive, so the oldest kept one says whether anything in between is gone.
   */
  after(seq: number, memberId: number): Uint8Array[] | undefined {
    const kept = Math.min(this.#pushed, this.capacity);
    const first = this.#pushed - kept;
    const oldest = kept === 0 ? undefined : this.#ring[first % this.capacity]!.seq;
    if (oldest !== undefined && seq < oldest - 1) return undefined;
    const frames: Uint8Array[] = [];
    for (let i = first; i < this.#pushed; i += 1) {
      const event = this.#ring[i % this.capacity]!;
      if (event.seq > seq && (event.memberId === undefined || event.memberId === memberId)) frames.push(event.frame);
    }
    return frames;
  }
}
