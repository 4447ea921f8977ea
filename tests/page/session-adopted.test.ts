import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, session, sessionAdopted } from '../../src/state/session';

const info = { token: 't-1', merchantCode: 'DEMO', userName: 'demo', type: 0, firstTimeLogin: false };

/** Whether the promise has settled after the pending microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

describe('sessionAdopted: a member call waits until the worker holds the page’s session', () => {
  it('resolves at once for a guest and for a session the worker already holds', async () => {
    vi.useFakeTimers();
    expect(await settled(sessionAdopted())).toBe(true);
    session.info = info;
    session.userKey = 'u-1';
    expect(await settled(sessionAdopted())).toBe(true);
  });

  it('waits while the page has the session and the worker not yet, and resolves when it has', async () => {
    vi.useFakeTimers();
    session.info = info; // from sessionStorage, at load
    const adopted = sessionAdopted();
    expect(await settled(adopted)).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await settled(adopted)).toBe(false);
    session.userKey = 'u-1'; // boot.ts: the worker's restore answered
    expect(await settled(adopted)).toBe(true);
  });

  it('resolves when the player signs out meanwhile, and gives up after the timeout', async () => {
    vi.useFakeTimers();
    session.info = info;
    const signedOut = sessionAdopted();
    clearSession();
    expect(await settled(signedOut)).toBe(true);

    session.info = info;
    const stuck = sessionAdopted(5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(await settled(stuck)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(stuck)).toBe(true);
  });
});
