/** An open live stream as the bus and its fan-out see it (server/live/stream.ts is the real one). */
export interface LiveSubscriber {
  readonly memberId: number;
  /** The last event number delivered before it subscribed (set by the bus). */
  joinedAt: number;
  /** Queues one frame; a stream that cannot take more closes itself (the client resumes). */
  send(frame: Uint8Array): void;
  /** Ends the stream; the client reconnects. */
  close(): void;
}
