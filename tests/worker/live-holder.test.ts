/**
 * The stream holder: asks for the lock only while its member is signed in and its page visible
 * and online, lets go when that stops, posts events and status, resumes from the last id heard
 * (its own or another holder's), stops for a session that is over, and a second worker takes
 * over when the first lets go.
 */
import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../src/api/live-events';
import type { LobbyMessage } from '../../src/api/names';
import { createHolder, type HolderDeps } from '../../worker/live/holder';
import type { StreamEnd } from '../../worker/live/reconnect';
import type { StreamAttempt } from '../../worker/live/stream';

/** One Web Lock, granted in request order; a waiting request can be aborted. */
function fakeLocks() {
  let held: Promise<unknown> = Promise.resolve();
  let holders = 0;
  const request = ((name: string, options: { signal?: AbortSignal }, callback: () => Promise<unknown>) => {
    const turn = held.then(async () => {
      if (options.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      holders++;
      try {
        return await callback();
      } finally {
        holders--;
      }
    });
    held = turn.catch(() => undefined);
    return turn;
  }) as unknown as LockManager['request'];
  const query = (async () => ({ held: holders > 0 ? [{ name: 'lobby-live', mode: 'exclusive' }] : [], pending: [] })) as LockManager['query'];
  return { request, query };
}

/** A stream the test opens, feeds and ends by hand. */
function scriptedStreams() {
  const attempts: { attempt: StreamAttempt; end: (end: StreamEnd) => void }[] = [];
  const readStream = (attempt: StreamAttempt) =>
    new Promise<StreamEnd>((resolve) => {
      attempt.signal.addEventListener('abort', () => resolve({ kind: 'released', openMs: 1 }));
      attempts.push({ attempt, end: resolve });
    });
  return { attempts, readStream };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function worker(overrides: Partial<HolderDeps> = {}, shared = { locks: fakeLocks() }) {
  const posted: LobbyMessage[] = [];
  const pulled: LiveEvent[] = [];
  const over: string[] = [];
  let opened = 0;
  let token: string | null = 'tok-a';
  const streams = scriptedStreams();
  const holder = createHolder({
    memberToken: async () => token,
    where: () => ({ baseUrl: 'http://lobby.test', merchant: 'DEMO' }),
    readStream: streams.readStream,
    post: (message) => posted.push(message),
    heard: (event) => pulled.push(event),
    opened: () => opened++,
    sessionOver: async (gone) => {
      over.push(gone);
      token = null;
    },
    locks: shared.locks,
    sleep: async () => undefined,
    ...overrides,
  });
  return { holder, posted, pulled, over, streams, opened: () => opened, setToken: (next: string | null) => (token = next) };
}

describe('the live stream holder', () => {
  it('holds only while visible, online and signed in', async () => {
    const w = worker();
    await w.holder.setPage({ visible: false, online: true });
    expect(w.streams.attempts).toHaveLength(0);
    await w.holder.setPage({ visible: true, online: false });
    expect(w.streams.attempts).toHaveLength(0);
    w.setToken(null);
    await w.holder.setPage({ visible: true, online: true });
    expect(w.streams.attempts).toHaveLength(0);
    w.setToken('tok-a');
    await w.holder.reconsider();
    await tick();
    expect(w.streams.attempts).toHaveLength(1);
    const { attempt } = w.streams.attempts[0]!;
    expect(attempt.url).toBe('http://lobby.test/wps/live/stream');
    expect(attempt.headers).toEqual({ Accept: 'text/event-stream', Authorization: 'tok-a', Merchant: 'DEMO' });
    await w.holder.setPage({ visible: false, online: true });
    expect(attempt.signal.aborted).toBe(true);
    expect(w.holder.holding()).toBe(false);
    expect(await w.holder.status()).toBe(false); // nobody holds it now
  });

  it('posts events and its status, pulls, and resumes from the last id', async () => {
    const w = worker();
    await w.holder.setPage({ visible: true, online: true });
    await tick();
    const first = w.streams.attempts[0]!;
    first.attempt.onOpen();
    first.attempt.onEvent('12', { kind: 'unread' });
    first.end({ kind: 'network', openMs: 5 });
    await tick();
    expect(w.posted).toEqual([
      { type: 'live-status', connected: true },
      { type: 'live', id: '12', event: { kind: 'unread' } },
      { type: 'live-status', connected: false },
    ]);
    expect(w.pulled).toEqual([{ kind: 'unread' }]);
    expect(w.opened()).toBe(1);
    expect(w.streams.attempts[1]!.attempt.headers['Last-Event-ID']).toBe('12');
    // Resumed from a position: the server replays what was missed, nothing more is pulled here.
    w.streams.attempts[1]!.attempt.onOpen();
    expect(w.pulled).toEqual([{ kind: 'unread' }]);
  });

  it('pulls everything when a stream reopens with no position to resume from', async () => {
    const w = worker();
    await w.holder.setPage({ visible: true, online: true });
    await tick();
    w.streams.attempts[0]!.attempt.onOpen();
    expect(w.pulled).toEqual([]); // the first stream: the views have just read what they show
    w.streams.attempts[0]!.end({ kind: 'network', openMs: 5 });
    await tick();
    const again = w.streams.attempts[1]!.attempt;
    expect(again.headers['Last-Event-ID']).toBeUndefined();
    again.onOpen();
    expect(w.pulled).toEqual([{ kind: 'resync' }]);
  });

  it('lets go when the token changes and asks again with the new one', async () => {
    const w = worker();
    await w.holder.setPage({ visible: true, online: true });
    await tick();
    w.setToken('tok-b');
    await w.holder.reconsider();
    await tick();
    expect(w.streams.attempts[0]!.attempt.signal.aborted).toBe(true);
    expect(w.streams.attempts[1]!.attempt.headers.Authorization).toBe('tok-b');
  });

  it('stops for a 401 and ends the session; a 403 is not asked again for that token', async () => {
    const w = worker();
    await w.holder.setPage({ visible: true, online: true });
    await tick();
    w.streams.attempts[0]!.end({ kind: 'unauthorised', openMs: 0 });
    await tick();
    expect(w.over).toEqual(['tok-a']);
    expect(w.streams.attempts).toHaveLength(1);

    const guest = worker();
    await guest.holder.setPage({ visible: true, online: true });
    await tick();
    guest.streams.attempts[0]!.end({ kind: 'refused', status: 403, openMs: 0 });
    await tick();
    await guest.holder.setPage({ visible: true, online: true });
    await tick();
    expect(guest.streams.attempts).toHaveLength(1);
  });

  it('hands over to the other tab, which resumes from the id it heard on the channel', async () => {
    const shared = { locks: fakeLocks() };
    const a = worker({}, shared);
    const b = worker({}, shared);
    await a.holder.setPage({ visible: true, online: true });
    await b.holder.setPage({ visible: true, online: true });
    await tick();
    expect(a.streams.attempts).toHaveLength(1);
    expect(b.streams.attempts).toHaveLength(0); // waiting for the lock
    a.streams.attempts[0]!.attempt.onOpen();
    a.streams.attempts[0]!.attempt.onEvent('30', { kind: 'chat' });
    for (const message of a.posted.splice(0)) b.holder.hear(message);
    expect(await b.holder.status()).toBe(true);
    expect(await a.holder.status()).toBe(true);
    await a.holder.setPage({ visible: false, online: true });
    await tick();
    expect(a.posted).toEqual([{ type: 'live-status', connected: false }]);
    for (const message of a.posted.splice(0)) b.holder.hear(message);
    expect(b.streams.attempts).toHaveLength(1);
    expect(await b.holder.status()).toBe(null); // opening
    expect(b.streams.attempts[0]!.attempt.headers['Last-Event-ID']).toBe('30');
    expect(b.pulled).toEqual([]); // only the holder pulls
  });
});
