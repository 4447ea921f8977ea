/**
 * The live stream as a client reads it: the response of the stream call, parsed as Server-Sent
 * Events as they arrive (eventsource-parser, as the worker reads it), with each event and
 * heartbeat awaitable — a test waits for what it expects, never for a while. On PostgreSQL the
 * test server's instance needs its LISTEN connection, started here for the file.
 */
import { afterAll, beforeAll } from 'vitest';
import { createParser } from 'eventsource-parser';
import { startLiveListener, type LiveListener, type LiveListenerOptions } from '../../server/live/listener';
import { liveBus } from '../../server/live/bus';
import type { Logger } from '../../server/deps';
import { ENDPOINTS } from '../../src/api/endpoints';
import { asLiveEvent, type LiveEvent } from '../../src/api/live-events';
import { databaseEnv, late, startTestServer, TEST_ENGINE, type TestServer } from './helpers';

/** An event as it arrived: the SSE id and event fields, and the data read as a live event. */
export interface Heard {
  id: string;
  kind: string;
  event: LiveEvent;
}

/** Long enough for a busy machine, short of the test's own timeout, so a missing event says so. */
const WAIT_MS = 10_000;

export interface LiveReader {
  res: Response;
  /** The next event not yet taken (heartbeats are not events). */
  next(): Promise<Heard>;
  /** Resolves at the next heartbeat comment after the call. */
  ping(): Promise<void>;
  /** Heartbeat comments so far. */
  pings(): number;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** What arrived and was not taken yet. */
  pending(): Heard[];
  /** Hangs up, as a client closing the tab. */
  close(): Promise<void>;
}

function deadline<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${WAIT_MS} ms`)), WAIT_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Reads an open stream's body as it arrives. */
export function readLive(res: Response): LiveReader {
  if (!res.body) throw new Error('the stream answered no body');
  const reader = res.body.getReader();
  const queue: Heard[] = [];
  let waiting: ((heard: Heard) => void) | undefined;
  let pingWaiters: (() => void)[] = [];
  let pings = 0;
  let endedNow: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    endedNow = resolve;
  });
  const parser = createParser({
    onEvent: (message) => {
      const event = asLiveEvent(JSON.parse(message.data));
      if (!event) throw new Error(`not a live event: ${message.data}`);
      const heard = { id: message.id ?? '', kind: message.event ?? '', event };
      if (waiting) {
        const take = waiting;
        waiting = undefined;
        take(heard);
      } else queue.push(heard);
    },
    onComment: () => {
      pings += 1;
      const woken = pingWaiters;
      pingWaiters = [];
      for (const wake of woken) wake();
    },
  });
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Cancelled by close(): the end all the same.
    }
    endedNow();
  })();
  return {
    res,
    next: () => {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return deadline(
        new Promise<Heard>((resolve) => {
          waiting = resolve;
        }),
        'live event',
      );
    },
    ping: () => deadline(new Promise<void>((resolve) => pingWaiters.push(resolve)), 'heartbeat'),
    pings: () => pings,
    ended: deadline(ended, 'end of the stream'),
    pending: () => [...queue],
    close: () => reader.cancel().catch(() => undefined),
  };
}

/**
 * Reads `stream` up to the event equal to `event`: once it is heard, the instance has delivered
 * everything published before it (on PostgreSQL delivery comes back through LISTEN, later than
 * publishLive returns).
 */
export async function heardUpTo(stream: LiveReader, event: LiveEvent): Promise<void> {
  const wanted = JSON.stringify(event);
  while (JSON.stringify((await stream.next()).event) !== wanted);
}

/** Opens the stream with the token (and a Last-Event-ID); the raw response, read or not. */
export function requestLive(server: TestServer, token: string | undefined, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(server.app.request(ENDPOINTS.liveStream.path, { headers: { ...(token ? { Authorization: token } : {}), ...headers } }));
}

/** Opens the stream, which must answer 200, and reads it. */
export async function openLive(server: TestServer, token: string, lastEventId?: string): Promise<LiveReader> {
  const res = await requestLive(server, token, lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId });
  if (res.status !== 200) throw new Error(`the stream answered ${res.status}: ${await res.text()}`);
  return readLive(res);
}

/** Open streams on the server's bus: one fewer once a stream ended on both sides. */
export const openStreams = (server: TestServer) => liveBus(server.db).size;

/**
 * On PostgreSQL, the test server's LISTEN connection for the file (it hears what is published);
 * nothing on SQLite, where publishing delivers in the process.
 */
export function listenForFile(server: TestServer, options: Partial<Omit<LiveListenerOptions, 'url'>> = {}): void {
  let listener: LiveListener | undefined;
  beforeAll(async () => {
    if (TEST_ENGINE !== 'postgres') return;
    const { DATABASE_URL } = await databaseEnv(server.dir);
    listener = startLiveListener(server.db, { url: DATABASE_URL!, log: server.log as unknown as Logger, ...options });
    await listener.ready;
    if (!liveBus(server.db).healthy) throw new Error('the LISTEN connection did not start');
  });
  afterAll(() => listener?.stop());
}

/**
 * A test server for the file whose streams hear what is published on either engine (with its
 * LISTEN connection on PostgreSQL, reconnecting after `retryMs` when given), its heartbeat every
 * `heartbeatMs` when given.
 */
export function liveServerForFile(options: { heartbeatMs?: number; retryMs?: LiveListenerOptions['retryMs'] } = {}): TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(options.heartbeatMs ? { liveHeartbeatMs: options.heartbeatMs } : {});
  });
  afterAll(() => server?.close());
  const made = late(() => server, 'The test server');
  listenForFile(made, options.retryMs ? { retryMs: options.retryMs } : {});
  return made;
}
