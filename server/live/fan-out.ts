/**
 * Writes each delivered event to the streams that hear it, a bounded number of writes per turn of
 * the event loop. A public event goes to every open stream: to 10,000 of them that is 10,000
 * socket writes, and done in one go it would hold back every request the instance is serving for
 * as long. Events queue in delivery order and each stream gets them in that order.
 *
 * A stream that joined while an event was still being written out got it (or did not need it)
 * when it subscribed: it is skipped for every event numbered up to its `joinedAt`.
 */
import type { LiveSubscriber } from './subscriber';

/** Writes between two turns of the event loop: a few milliseconds of work. */
export const WRITES_PER_TURN = 500;

interface Job {
  seq: number;
  frame: Uint8Array;
  hearers: Iterator<LiveSubscriber>;
}

export class FanOut {
  readonly #jobs: Job[] = [];
  #scheduled = false;

  /** Queues the event for `hearers` (a live view: streams leaving meanwhile are not written to). */
  push(seq: number, frame: Uint8Array, hearers: Iterable<LiveSubscriber>): void {
    this.#jobs.push({ seq, frame, hearers: hearers[Symbol.iterator]() });
    // The first writes at once: a member's event to their one or two streams never waits a turn.
    if (!this.#scheduled) this.#drain();
  }

  /** Drops what is still queued (the streams are being closed). */
  clear(): void {
    this.#jobs.length = 0;
  }

  readonly #drain = (): void => {
    this.#scheduled = false;
    let budget = WRITES_PER_TURN;
    while (budget > 0 && this.#jobs.length > 0) {
      const job = this.#jobs[0]!;
      const next = job.hearers.next();
      if (next.done) {
        this.#jobs.shift();
        continue;
      }
      if (next.value.joinedAt >= job.seq) continue;
      next.value.send(job.frame);
      budget -= 1;
    }
    if (this.#jobs.length > 0) {
      this.#scheduled = true;
      setImmediate(this.#drain);
    }
  };
}
