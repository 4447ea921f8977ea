/**
 * Pulls after live events: the first at once, one trailing pull at the end of a busy window, and
 * never the same pull twice within a window — with the worker's pull table on top of it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from '../../src/api/live-coalesce';
import { LIVE_COALESCE_MS, type LiveEvent } from '../../src/api/live-events';
import { createPuller, pullsFor, type PullName } from '../../worker/live/pulls';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('coalescing', () => {
  it('runs the first at once and one trailing pull for a burst', () => {
    const coalescer = createCoalescer();
    const times: number[] = [];
    const pull = () => times.push(Date.now());
    const start = Date.now();
    expect(coalescer.hit('k', pull)).toBe('now');
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(40);
      expect(coalescer.hit('k', pull)).toBe('trailing');
    }
    vi.advanceTimersByTime(LIVE_COALESCE_MS * 3);
    expect(times.map((at) => at - start)).toEqual([0, LIVE_COALESCE_MS]);
  });

  it('keeps pulls of different keys apart, and a quiet key pulls at once again', () => {
    const coalescer = createCoalescer();
    const runs: string[] = [];
    coalescer.hit('a', () => runs.push('a'));
    coalescer.hit('b', () => runs.push('b'));
    expect(runs).toEqual(['a', 'b']);
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    coalescer.hit('a', () => runs.push('a again'));
    expect(runs).toEqual(['a', 'b', 'a again']);
  });

  it('never runs a key twice within one window, however the hits fall', () => {
    const coalescer = createCoalescer();
    const times: number[] = [];
    for (let ms = 0; ms < 10_000; ms += 37) {
      vi.setSystemTime(ms);
      vi.advanceTimersByTime(0);
      coalescer.hit('k', () => times.push(Date.now()));
      vi.advanceTimersByTime(37);
    }
    vi.advanceTimersByTime(LIVE_COALESCE_MS * 2);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(LIVE_COALESCE_MS);
  });

  it('drops what waits when cancelled', () => {
    const coalescer = createCoalescer();
    let runs = 0;
    coalescer.hit('k', () => runs++);
    coalescer.hit('k', () => runs++);
    coalescer.cancel();
    vi.advanceTimersByTime(LIVE_COALESCE_MS * 2);
    expect(runs).toBe(1);
  });
});

describe('the holder\u2019s pulls', () => {
  it('maps each event to the reads it makes old', () => {
    const cases: [LiveEvent, PullName[]][] = [
      [{ kind: 'member-data', area: 'favourites' }, ['favourites']],
      [{ kind: 'member-data', area: 'reads' }, ['reads']],
      [{ kind: 'member-data', area: 'mail' }, ['mail']],
      [{ kind: 'unread' }, ['member']],
      [{ kind: 'money', decision: 'withdrawal_approved', amount: 10 }, ['member']],
      [{ kind: 'catalogue', version: 'v2' }, ['catalogue']],
      [{ kind: 'matches', matchIds: [1] }, []],
      [{ kind: 'draw', game: 'G', drawNo: '20261124-0612' }, []],
      [{ kind: 'chat' }, ['counts']],
    ];
    for (const [event, pulls] of cases) expect(pullsFor(event)).toEqual(pulls);
    expect(new Set(pullsFor({ kind: 'resync' }))).toEqual(new Set(['favourites', 'reads', 'mail', 'member', 'catalogue']));
  });

  it('pulls once per window even when a resync and a favourite arrive together', () => {
    const runs: PullName[] = [];
    const puller = createPuller(async (name) => runs.push(name));
    puller.heard({ kind: 'member-data', area: 'favourites' });
    puller.heard({ kind: 'resync' });
    puller.heard({ kind: 'member-data', area: 'favourites' });
    expect(runs.filter((name) => name === 'favourites')).toHaveLength(1);
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    expect(runs.filter((name) => name === 'favourites')).toHaveLength(2);
    expect(runs.filter((name) => name === 'member')).toHaveLength(1);
    // Nothing more once the burst is over: each pull's answer is merged exactly (merge-ops.ts).
    vi.advanceTimersByTime(60_000);
    expect(runs.filter((name) => name === 'favourites')).toHaveLength(2);
    puller.stop();
  });

  it('survives a failed pull', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const puller = createPuller(() => Promise.reject(new Error('offline')));
    puller.heard({ kind: 'unread' });
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    puller.stop();
  });
});
