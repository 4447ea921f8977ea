/**
 * The live stream's reconnect rule: the back-off steps with full jitter, what ends the tries, and
 * a healthy stream starting the count again.
 */
import { describe, expect, it } from 'vitest';
import { LIVE_RETRY_MS } from '../../src/api/live-events';
import { retryDelayMs, retryStepMs } from '../../worker/live/backoff';
import { nextStep, STABLE_OPEN_MS } from '../../worker/live/reconnect';

const top = () => 0.999999;

describe('back-off', () => {
  it('doubles from the first step up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(retryStepMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('waits anywhere between nothing and the step (full jitter)', () => {
    expect(retryDelayMs(3, () => 0)).toBe(0);
    expect(retryDelayMs(3, () => 0.5)).toBe(4_000);
    expect(retryDelayMs(3, top)).toBeLessThan(8_000);
    for (let i = 0; i < 200; i++) {
      const wait = retryDelayMs(10);
      expect(wait).toBeGreaterThanOrEqual(0);
      expect(wait).toBeLessThan(LIVE_RETRY_MS.max);
    }
  });
});

describe('after an attempt ends', () => {
  it('counts failures in a row, each waiting up to a longer step', () => {
    let attempt = 0;
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const step = nextStep({ kind: 'network', openMs: 0 }, attempt, top);
      if (step.stop) throw new Error('a network failure never ends the tries');
      waits.push(step.delayMs);
      attempt = step.attempt;
    }
    expect(waits.map((wait) => Math.ceil(wait / 1000) * 1000)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(attempt).toBe(7);
  });

  it('starts from the first step after a stream that stayed open, but not after one dropped at once', () => {
    expect(nextStep({ kind: 'closed', openMs: STABLE_OPEN_MS }, 6, top)).toMatchObject({ stop: false, attempt: 1 });
    expect(nextStep({ kind: 'silence', openMs: 60_000 }, 6, top)).toMatchObject({ stop: false, attempt: 1 });
    const dropped = nextStep({ kind: 'closed', openMs: 10 }, 4, top);
    expect(dropped).toMatchObject({ stop: false, attempt: 5 });
    expect(!dropped.stop && dropped.delayMs).toBeGreaterThan(15_000);
  });

  it('stops for a session that is over (401) or a stream this member may not have (403)', () => {
    expect(nextStep({ kind: 'unauthorised', openMs: 0 }, 0)).toEqual({ stop: true, reason: 'session-over' });
    expect(nextStep({ kind: 'refused', status: 403, openMs: 0 }, 0)).toEqual({ stop: true, reason: 'not-allowed' });
    expect(nextStep({ kind: 'released', openMs: 5_000 }, 3)).toEqual({ stop: true, reason: 'released' });
  });

  it('backs off on 503 live_unavailable and other refusals, honouring Retry-After within the cap', () => {
    expect(nextStep({ kind: 'unavailable', openMs: 0, retryAfterMs: 12_000 }, 0, () => 0)).toEqual({ stop: false, attempt: 1, delayMs: 12_000 });
    expect(nextStep({ kind: 'unavailable', openMs: 0, retryAfterMs: 3_600_000 }, 0, () => 0)).toEqual({ stop: false, attempt: 1, delayMs: LIVE_RETRY_MS.max });
    expect(nextStep({ kind: 'refused', status: 404, openMs: 0 }, 2, () => 0.5)).toEqual({ stop: false, attempt: 3, delayMs: 2_000 });
  });
});
