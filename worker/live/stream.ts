/**
 * One attempt at the live stream: fetch it (EventSource cannot send the Authorization header),
 * parse it as it arrives, hand each known event on, and tell how it ended. A silence watchdog
 * aborts a stream that stays quiet past LIVE_SILENCE_MS (the server's heartbeat comes far more
 * often), since a half-open connection never errors by itself. Fetch and timers are injected so
 * tests drive it with a scripted body.
 */
import { createParser } from 'eventsource-parser';
import { parseEnvelope } from '../../src/api/client';
import { ERROR_CODE } from '../../src/api/error-codes';
import { ApiError } from '../../src/api/errors';
import { asLiveEvent, LIVE_SILENCE_MS, type LiveEvent } from '../../src/api/live-events';
import type { StreamEnd } from './reconnect';

export interface StreamAttempt {
  url: string;
  headers: Record<string, string>;
  /** Aborted when this side lets the stream go (the end is then `released`). */
  signal: AbortSignal;
  fetch?: typeof fetch;
  silenceMs?: number;
  now?: () => number;
  /** The stream answered 200 and is being read. */
  onOpen(): void;
  /** A known event; `id` is the stream's event id ('' when the server gave none yet). */
  onEvent(id: string, event: LiveEvent): void;
  /** A comment line (the heartbeat): the stream is alive. */
  onHeartbeat?(): void;
}

/** What a refused opening means for the reconnect rule. */
async function refusalOf(response: Response): Promise<StreamEnd> {
  if (response.status === 401) return { kind: 'unauthorised', openMs: 0 };
  if (response.status === 503) {
    const error = await parseEnvelope(response).catch((caught: unknown) => caught);
    if (error instanceof ApiError && error.code === ERROR_CODE.liveUnavailable) {
      return { kind: 'unavailable', openMs: 0, ...(error.retryAfterMs !== undefined ? { retryAfterMs: error.retryAfterMs } : {}) };
    }
  }
  return { kind: 'refused', status: response.status, openMs: 0 };
}

/** Data of one message as an event: JSON whose kind matches the message's `event:` name when it has one. */
function eventOf(name: string | undefined, data: string): LiveEvent | null {
  try {
    const event = asLiveEvent(JSON.parse(data));
    return event && (name === undefined || name === event.kind) ? event : null;
  } catch {
    return null;
  }
}

export async function readStream(attempt: StreamAttempt): Promise<StreamEnd> {
  const fetchImpl = attempt.fetch ?? ((input, init) => fetch(input, init));
  const silenceMs = attempt.silenceMs ?? LIVE_SILENCE_MS;
  const now = attempt.now ?? Date.now;
  const controller = new AbortController();
  const release = () => controller.abort();
  attempt.signal.addEventListener('abort', release);
  let silent = false;
  let openedAt: number | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const listen = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      silent = true;
      controller.abort();
    }, silenceMs);
  };
  const openMs = () => (openedAt === undefined ? 0 : now() - openedAt);
  const broken = (): StreamEnd =>
    attempt.signal.aborted ? { kind: 'released', openMs: openMs() } : silent ? { kind: 'silence', openMs: openMs() } : { kind: 'network', openMs: openMs() };

  try {
    if (attempt.signal.aborted) return { kind: 'released', openMs: 0 };
    listen(); // no answer at all within the silence window is a dead connection too
    let response: Response;
    try {
      response = await fetchImpl(attempt.url, { headers: attempt.headers, signal: controller.signal, cache: 'no-store' });
    } catch {
      return broken();
    }
    if (!response.ok || !response.body) return await refusalOf(response);
    openedAt = now();
    attempt.onOpen();
    let lastId = '';
    const parser = createParser({
      onEvent: (message) => {
        // SSE keeps the last id until a message sets another.
        if (message.id !== undefined) lastId = message.id;
        const event = eventOf(message.event, message.data);
        if (event) attempt.onEvent(lastId, event);
      },
      onComment: () => attempt.onHeartbeat?.(),
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        listen();
        parser.feed(value);
      }
    } catch {
      return broken();
    }
    return attempt.signal.aborted ? { kind: 'released', openMs: openMs() } : { kind: 'closed', openMs: openMs() };
  } finally {
    clearTimeout(watchdog);
    attempt.signal.removeEventListener('abort', release);
    controller.abort(); // a refused or finished answer's body is not read further
  }
}
