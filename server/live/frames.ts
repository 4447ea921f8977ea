/**
 * The bytes of the live stream (Server-Sent Events, text/event-stream): an event is
 * `id:`, `event:` and one `data:` line of JSON, ended by a blank line; a heartbeat is a comment
 * line, which clients ignore and proxies count as traffic. JSON never holds a raw newline, so one
 * `data:` line always carries the whole event. Frames are encoded once and the same bytes go to
 * every stream that hears them.
 */
import type { LiveEvent } from '../../src/api/live-events';

const encoder = new TextEncoder();

export function eventFrame(id: string, event: LiveEvent): Uint8Array {
  return encoder.encode(`id: ${id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
}

/** The heartbeat: one shared buffer, written to every open stream on each beat. */
export const PING_FRAME = encoder.encode(': ping\n\n');
