/**
 * One attempt at the live stream, against scripted answers: events parsed as they arrive (split
 * anywhere), ids kept, unknown events dropped, the refusals told apart, the silence watchdog.
 */
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/api/live-events';
import { readStream, type StreamAttempt } from '../../worker/live/stream';

const SSE = { 'Content-Type': 'text/event-stream' };

/** A body that sends `chunks` and then either ends or stays open until aborted. */
function body(chunks: string[], stayOpen = false, signal?: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!stayOpen) controller.close();
      signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
    },
  });
}

function attempt(fetchImpl: typeof fetch, overrides: Partial<StreamAttempt> = {}) {
  const heard: [string, LiveEvent][] = [];
  let opened = 0;
  let heartbeats = 0;
  const run = readStream({
    url: '/stream',
    headers: { Authorization: 't' },
    signal: new AbortController().signal,
    fetch: fetchImpl,
    onOpen: () => opened++,
    onEvent: (id, event) => heard.push([id, event]),
    onHeartbeat: () => heartbeats++,
    ...overrides,
  });
  return { run, heard, opened: () => opened, heartbeats: () => heartbeats };
}

describe('reading the stream', () => {
  it('hands on each known event with its id, however the bytes are split', async () => {
    const text =
      ': hello\n\n' +
      'id: 7\nevent: chat\ndata: {"kind":"chat"}\n\n' +
      'id: 8\nevent: member-data\ndata: {"kind":"member-data","area":"favourites"}\n\n' +
      'event: matches\ndata: {"kind":"matches","matchIds":[3,4]}\n\n' +
      'id: 9\nevent: money\ndata: {"kind":"money","decision":"stolen"}\n\n' +
      'id: 10\nevent: chat\ndata: {"kind":"unread"}\n\n' +
      'id: 11\ndata: not json\n\n';
    const chunks = text.match(/[\s\S]{1,5}/g)!;
    const { run, heard, opened, heartbeats } = attempt(async () => new Response(body(chunks), { headers: SSE }));
    expect(await run).toMatchObject({ kind: 'closed' });
    expect(opened()).toBe(1);
    expect(heartbeats()).toBe(1);
    expect(heard).toEqual([
      ['7', { kind: 'chat' }],
      ['8', { kind: 'member-data', area: 'favourites' }],
      ['8', { kind: 'matches', matchIds: [3, 4] }],
    ]);
  });

  it('sends what it is given, without the service worker\u2019s cache', async () => {
    let seen: RequestInit | undefined;
    const { run } = attempt(async (_, init) => {
      seen = init;
      return new Response(body([]), { headers: SSE });
    }, { headers: { Authorization: 'tok', 'Last-Event-ID': '41', Accept: 'text/event-stream' } });
    await run;
    expect(seen?.headers).toEqual({ Authorization: 'tok', 'Last-Event-ID': '41', Accept: 'text/event-stream' });
    expect(seen?.cache).toBe('no-store');
  });

  it('tells the refusals apart', async () => {
    const refused = (status: number, errorCode: string, headers: Record<string, string> = {}) =>
      attempt(async () => Response.json({ success: false, errorCode, message: errorCode }, { status, headers })).run;
    expect(await refused(401, 'unauthorised')).toEqual({ kind: 'unauthorised', openMs: 0 });
    expect(await refused(503, 'live_unavailable', { 'Retry-After': '7' })).toEqual({ kind: 'unavailable', openMs: 0, retryAfterMs: 7_000 });
    expect(await refused(503, 'server_error')).toEqual({ kind: 'refused', status: 503, openMs: 0 });
    expect(await refused(403, 'no_permission')).toEqual({ kind: 'refused', status: 403, openMs: 0 });
    expect(await attempt(async () => Promise.reject(new TypeError('Failed to fetch'))).run).toEqual({ kind: 'network', openMs: 0 });
  });

  it('takes a quiet stream for dead, and a quiet server too', async () => {
    const open = attempt(
      async (_, init) => new Response(body(['id: 1\ndata: {"kind":"unread"}\n\n'], true, init?.signal ?? undefined), { headers: SSE }),
      { silenceMs: 50 },
    );
    expect(await open.run).toMatchObject({ kind: 'silence' });
    expect(open.heard).toEqual([['1', { kind: 'unread' }]]);
    const mute = attempt(
      (_, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      { silenceMs: 50 },
    );
    expect(await mute.run).toEqual({ kind: 'silence', openMs: 0 });
  });

  it('ends as released when this side lets go', async () => {
    const release = new AbortController();
    const { run, opened } = attempt(
      async (_, init) => new Response(body([': hi\n\n'], true, init?.signal ?? undefined), { headers: SSE }),
      { signal: release.signal },
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(opened()).toBe(1);
    release.abort();
    expect(await run).toMatchObject({ kind: 'released' });
  });
});
