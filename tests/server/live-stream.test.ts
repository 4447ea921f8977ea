/**
 * The live stream call (src/api/endpoints/live.ts) on one instance: who may open it, what each
 * member hears, resuming from Last-Event-ID, the heartbeat, and how a stream ends (the client
 * hangs up, the session is signed out, the instance loses its notifications).
 */
import { describe, expect, it } from 'vitest';
import { liveBus, MAX_STREAMS_PER_MEMBER } from '../../server/live/bus';
import { publishLive } from '../../server/live/publish';
import { RECENT_EVENTS } from '../../server/live/recent-events';
import { MAX_BEHIND_BYTES } from '../../server/live/stream';
import { ENDPOINTS, type EndpointSpec } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { envelopeOf, jsonInit } from './helpers';
import { heardUpTo, liveServerForFile, openLive, openStreams, readLive, requestLive } from './live-helpers';
import { newMember } from './withdraw-helpers';

const HEARTBEAT_MS = 100;
const server = liveServerForFile({ heartbeatMs: HEARTBEAT_MS });

const draw = (drawNo: string) => ({ kind: 'draw', game: 'TEST', drawNo }) as const;

describe('who may open the stream', () => {
  it('answers 401 envelopes without a valid token', async () => {
    for (const [token, code] of [
      [undefined, ERROR_CODE.notLoggedIn],
      ['not-a-token', ERROR_CODE.notLoggedIn],
      ['A'.repeat(43), ERROR_CODE.notLoggedIn],
    ] as const) {
      const res = await requestLive(server, token);
      expect(res.status).toBe(401);
      expect(await envelopeOf(res)).toMatchObject({ success: false, errorCode: code });
    }
  });

  it('answers a signed-out token account_logged_out', async () => {
    const member = await newMember(server);
    await server.call(ENDPOINTS.logout.path, jsonInit({}, member.token));
    const res = await requestLive(server, member.token);
    expect(res.status).toBe(401);
    expect(await envelopeOf(res)).toMatchObject({ errorCode: ERROR_CODE.accountLoggedOut });
  });

  it('lets a trial guest listen, as the registry refuses them nothing here', async () => {
    expect((ENDPOINTS.liveStream as EndpointSpec).refusesTrial).toBeUndefined();
    const guest = await newMember(server, { type: 4 });
    const stream = await openLive(server, guest.token);
    await publishLive(server.db, draw('trial-1'));
    expect((await stream.next()).event).toEqual(draw('trial-1'));
    await stream.close();
  });

  it('answers an event stream that nothing compresses, caches or buffers', async () => {
    const member = await newMember(server);
    const res = await requestLive(server, member.token, { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Content-Length')).toBeNull();
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Accel-Buffering')).toBe('no');
    expect(res.headers.get('ETag')).toBeNull();
    await res.body?.cancel();
  });

  it('answers HEAD with the headers and keeps no stream open for it', async () => {
    const member = await newMember(server);
    const before = openStreams(server);
    const res = await server.app.request(ENDPOINTS.liveStream.path, { method: 'HEAD', headers: { Authorization: member.token } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(openStreams(server)).toBe(before);
  });
});

describe('what a member hears', () => {
  it('their own member events and the public ones, never another member’s', async () => {
    const [alice, bob] = [await newMember(server), await newMember(server)];
    const [aliceHears, bobHears] = [await openLive(server, alice.token), await openLive(server, bob.token)];
    await publishLive(server.db, { kind: 'chat' }, bob.id);
    await publishLive(server.db, { kind: 'money', decision: 'withdrawal_approved', amount: 12.5 }, alice.id);
    await publishLive(server.db, { kind: 'matches', matchIds: [3, 7] });

    const alices = [await aliceHears.next(), await aliceHears.next()];
    expect(alices.map((heard) => heard.event)).toEqual([{ kind: 'money', decision: 'withdrawal_approved', amount: 12.5 }, { kind: 'matches', matchIds: [3, 7] }]);
    expect(alices.map((heard) => heard.kind)).toEqual(['money', 'matches']);
    expect((await bobHears.next()).event).toEqual({ kind: 'chat' });
    expect((await bobHears.next()).event).toEqual({ kind: 'matches', matchIds: [3, 7] });
    // Each event has an id of this instance, in order.
    const [first, second] = alices.map((heard) => /^([0-9a-f]{8})-(\d+)$/.exec(heard.id));
    expect(first?.[1]).toBe(second?.[1]);
    expect(Number(second?.[2])).toBeGreaterThan(Number(first?.[2]));
    await Promise.all([aliceHears.close(), bobHears.close()]);
  });

  it('hears on every stream the member holds (one per device)', async () => {
    const member = await newMember(server);
    const [phone, tablet] = [await openLive(server, member.token), await openLive(server, member.token)];
    await publishLive(server.db, { kind: 'unread' }, member.id);
    expect((await phone.next()).event).toEqual({ kind: 'unread' });
    expect((await tablet.next()).event).toEqual({ kind: 'unread' });
    await Promise.all([phone.close(), tablet.close()]);
  });
});

describe('resuming from Last-Event-ID', () => {
  it('replays what the member missed on this instance, then goes on live', async () => {
    const [alice, bob] = [await newMember(server), await newMember(server)];
    const watcher = await openLive(server, bob.token);
    const first = await openLive(server, alice.token);
    await publishLive(server.db, draw('resume-1'));
    const seen = await first.next();
    await first.close();

    await publishLive(server.db, { kind: 'member-data', area: 'favourites' }, alice.id);
    await publishLive(server.db, { kind: 'chat' }, bob.id);
    await publishLive(server.db, draw('resume-2'));
    await heardUpTo(watcher, draw('resume-2'));

    const resumed = await openLive(server, alice.token, seen.id);
    expect((await resumed.next()).event).toEqual({ kind: 'member-data', area: 'favourites' });
    expect((await resumed.next()).event).toEqual(draw('resume-2'));
    await publishLive(server.db, draw('resume-3'));
    expect((await resumed.next()).event).toEqual(draw('resume-3'));
    await Promise.all([resumed.close(), watcher.close()]);
  });

  it('starts with resync for an id it cannot resume from, whose own id it can', async () => {
    const member = await newMember(server);
    for (const unknown of ['0badcafe-1', 'garbage', `${'f'.repeat(8)}-99999999`]) {
      const stream = await openLive(server, member.token, unknown);
      const resync = await stream.next();
      expect(resync).toMatchObject({ kind: 'resync', event: { kind: 'resync' } });
      await stream.close();
      // The resync names where the instance stands: resuming from it replays nothing.
      const again = await openLive(server, member.token, resync.id);
      await publishLive(server.db, draw(`after-${unknown}`));
      expect((await again.next()).event).toEqual(draw(`after-${unknown}`));
      await again.close();
    }
  });

  it('replays as many as the instance keeps, and starts with resync past that', async () => {
    const member = await newMember(server);
    const watcher = await openLive(server, (await newMember(server)).token);
    const first = await openLive(server, member.token);
    await publishLive(server.db, draw('old-0'));
    const seen = await first.next();
    await first.close();
    for (let i = 1; i <= RECENT_EVENTS; i += 1) await publishLive(server.db, draw(`old-${i}`));
    await heardUpTo(watcher, draw(`old-${RECENT_EVENTS}`));

    const replayed = await openLive(server, member.token, seen.id);
    expect((await replayed.next()).event).toEqual(draw('old-1'));
    await replayed.close();

    // One more, and the first event after `seen` has left the ring.
    await publishLive(server.db, draw('old-last'));
    await heardUpTo(watcher, draw('old-last'));
    const resumed = await openLive(server, member.token, seen.id);
    expect((await resumed.next()).kind).toBe('resync');
    await Promise.all([resumed.close(), watcher.close()]);
  });
});

describe('keeping a stream and ending it', () => {
  it('sends a heartbeat comment while nothing happens', async () => {
    const member = await newMember(server);
    const stream = await openLive(server, member.token);
    await stream.ping();
    await stream.ping();
    expect(stream.pending()).toEqual([]);
    await stream.close();
  });

  it('lets go of a stream when its client hangs up', async () => {
    const member = await newMember(server);
    const before = openStreams(server);
    const stream = await openLive(server, member.token);
    expect(openStreams(server)).toBe(before + 1);
    await stream.close();
    expect(openStreams(server)).toBe(before);
  });

  it('closes the stream of a client that stopped reading, at the next heartbeat', async () => {
    const [idle, reading] = [await newMember(server), await newMember(server)];
    const unread = await requestLive(server, idle.token);
    const watcher = await openLive(server, reading.token);
    // Well past what a reading client has left unsent at a heartbeat.
    const count = Math.ceil((2 * MAX_BEHIND_BYTES) / 80);
    for (let i = 0; i < count; i += 1) await publishLive(server.db, draw(`unread-${i}`));
    await heardUpTo(watcher, draw(`unread-${count - 1}`));
    await watcher.ping();
    await watcher.ping();
    // What was queued is still there to read, then the stream ends: nothing after, not even a ping.
    // (A beat may have come while they were still being published: then it ended with fewer.)
    const late = readLive(unread);
    await late.ended;
    const heard = late.pending();
    expect(heard.map((h) => h.event)).toEqual(Array.from({ length: heard.length }, (_, i) => draw(`unread-${i}`)));
    const bytes = heard.reduce((sum, h) => sum + Buffer.byteLength(`id: ${h.id}\nevent: ${h.kind}\ndata: ${JSON.stringify(h.event)}\n\n`), 0);
    expect(bytes).toBeGreaterThan(MAX_BEHIND_BYTES);
    await watcher.close();
  });

  it('closes a member’s oldest stream to make room past MAX_STREAMS_PER_MEMBER', async () => {
    const member = await newMember(server);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i += 1) streams.push(await openLive(server, member.token));
    const newest = await openLive(server, member.token);
    await streams[0]!.ended;
    await publishLive(server.db, { kind: 'unread' }, member.id);
    for (const stream of [...streams.slice(1), newest]) expect((await stream.next()).event).toEqual({ kind: 'unread' });
    await Promise.all([...streams, newest].map((stream) => stream.close()));
  });

  it('ends the stream of a session signed out elsewhere within a heartbeat', async () => {
    const member = await newMember(server);
    const stream = await openLive(server, member.token);
    await server.call(ENDPOINTS.logout.path, jsonInit({}, member.token));
    await stream.ended;
  });

  it('ends the streams and answers 503 live_unavailable while the instance cannot hear events', async () => {
    const member = await newMember(server);
    const stream = await openLive(server, member.token);
    const bus = liveBus(server.db);
    bus.setHealthy(false);
    try {
      await stream.ended;
      const res = await requestLive(server, member.token);
      expect(res.status).toBe(503);
      expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
      expect(await envelopeOf(res)).toMatchObject({ success: false, errorCode: ERROR_CODE.liveUnavailable });
    } finally {
      bus.setHealthy(true);
    }
    const back = await openLive(server, member.token);
    await back.close();
  });
});
