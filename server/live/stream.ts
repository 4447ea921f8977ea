/**
 * One open live stream: the body of the response (a ReadableStream the server writes frames into)
 * and the subscriber the bus writes to. Small on purpose, there may be tens of thousands: who it
 * is, the stream's controller and a flag.
 *
 * A client that stops reading (its socket full) is not buffered for without end. Frames arrive in
 * bursts (a clock's tick, a batch of notifications) faster than even a reading client drains them,
 * so the queue may grow to MAX_QUEUED_BYTES for a moment; past that, or still more than
 * MAX_BEHIND_BYTES behind at a heartbeat, the stream is closed and the client resumes from its
 * Last-Event-ID.
 */
import type { LiveSubscriber } from './subscriber';

/** A thousand events or so: the most a stream may hold unsent at any moment. */
export const MAX_QUEUED_BYTES = 256 * 1024;
/** What a reading client has long drained by the next heartbeat. */
export const MAX_BEHIND_BYTES = 16 * 1024;

export class LiveStream implements LiveSubscriber {
  readonly body: ReadableStream<Uint8Array>;
  #controller!: ReadableStreamDefaultController<Uint8Array>;
  #open = true;
  joinedAt = 0;

  constructor(
    readonly memberId: number,
    /** The session the stream was opened with, checked again on the heartbeat. */
    readonly tokenHash: string,
    /** Called once when the stream ends, whichever side ends it. */
    private readonly ended: (stream: LiveStream) => void,
  ) {
    this.body = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.#controller = controller;
        },
        // The client went away (aborted, closed the tab, lost the network).
        cancel: () => this.#end(),
      },
      // desiredSize then counts down from 0 by the bytes waiting unsent.
      { highWaterMark: 0, size: (chunk) => chunk.byteLength },
    );
  }

  /** Bytes written but not yet taken by the server's socket. */
  get #queued(): number {
    return -(this.#controller.desiredSize ?? 0);
  }

  send(frame: Uint8Array): void {
    if (!this.#open) return;
    if (this.#queued + frame.byteLength > MAX_QUEUED_BYTES) {
      this.close();
      return;
    }
    this.#controller.enqueue(frame);
  }

  /** The heartbeat: the ping, unless the client has stopped reading. */
  beat(ping: Uint8Array): void {
    if (this.#open && this.#queued > MAX_BEHIND_BYTES) this.close();
    else this.send(ping);
  }

  close(): void {
    if (!this.#open) return;
    this.#end();
    try {
      this.#controller.close();
    } catch {
      // Already errored by the other side: nothing left to close.
    }
  }

  #end(): void {
    if (!this.#open) return;
    this.#open = false;
    this.ended(this);
  }
}
