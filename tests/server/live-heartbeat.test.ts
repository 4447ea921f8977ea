/**
 * The heartbeat over many streams (server/live/hub.ts): one timer, each turn a slice of the
 * streams, every stream pinged once per heartbeat period — never all of them in one go. The
 * timer is driven by hand (fake setInterval); the streams are read as they arrive.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashToken } from '../../server/access/auth';
import type { Logger } from '../../server/deps';
import { liveBus } from '../../server/live/bus';
import { SLICE_MS, StreamHub } from '../../server/live/hub';
import { liveServerForFile, readLive, type LiveReader } from './live-helpers';
import { newMember } from './withdraw-helpers';

const server = liveServerForFile();
const SLICES = 4;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('the heartbeat', () => {
  it('pings a slice of the streams each turn and every stream once a period', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const hub = new StreamHub(server.db, SLICES * SLICE_MS, server.log as unknown as Logger);
    const readers: LiveReader[] = [];
    for (let i = 0; i < 2 * SLICES; i += 1) {
      const member = await newMember(server);
      readers.push(readLive(new Response(hub.open(liveBus(server.db), member.id, hashToken(member.token), undefined))));
    }
    const pinged = () => readers.filter((reader) => reader.pings() > 0).length;

    for (let turn = 1; turn <= SLICES; turn += 1) {
      vi.advanceTimersByTime(SLICE_MS);
      await nextTurn();
      expect(pinged()).toBe(2 * turn);
    }
    expect(readers.map((reader) => reader.pings())).toEqual(readers.map(() => 1));
    // The next period pings each of them again, once.
    vi.advanceTimersByTime(SLICES * SLICE_MS);
    await nextTurn();
    expect(readers.map((reader) => reader.pings())).toEqual(readers.map(() => 2));
    await Promise.all(readers.map((reader) => reader.close()));
    expect(hub.size).toBe(0);
  });
});
