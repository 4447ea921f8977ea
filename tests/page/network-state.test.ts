// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { broadcast } from '../../src/api/names';
import { appState, PROBE_DELAYS_MS, watchNetwork } from '../../src/state/app';

/** BroadcastChannel delivers on a later turn, as between the service worker and a page. */
async function delivered() {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
}

let stop: () => void = () => undefined;
let probe: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  // Only the timers the back-off uses are faked; the channel still delivers on real turns.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  probe = vi.fn<() => void>();
  stop = watchNetwork(probe);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('online means the server can be reached', () => {
  it('goes offline when the service worker reports failed requests, though the browser claims a link', async () => {
    expect(appState.online).toBe(true);
    broadcast({ type: 'network', reachable: false });
    await delivered();
    expect(appState.online).toBe(false);
    broadcast({ type: 'network', reachable: true });
    await delivered();
    expect(appState.online).toBe(true);
  });

  it('follows the browser link both ways', () => {
    window.dispatchEvent(new Event('offline'));
    expect(appState.online).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(appState.online).toBe(true);
  });

  it('while requests fail, probes again with a growing pause, and stops once one gets through', async () => {
    broadcast({ type: 'network', reachable: false });
    await delivered();
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0] - 1);
    expect(probe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(1);
    // The probe failed too: the next pause is longer.
    broadcast({ type: 'network', reachable: false });
    await delivered();
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[0]);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS[1] - PROBE_DELAYS_MS[0]);
    expect(probe).toHaveBeenCalledTimes(2);
    broadcast({ type: 'network', reachable: true });
    await delivered();
    expect(appState.online).toBe(true);
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS.at(-1)! * 2);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('does not probe while the browser itself has no link: its online event will say when', async () => {
    window.dispatchEvent(new Event('offline'));
    broadcast({ type: 'network', reachable: false });
    await delivered();
    await vi.advanceTimersByTimeAsync(PROBE_DELAYS_MS.at(-1)! * 2);
    expect(probe).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(appState.online).toBe(true);
  });
});
