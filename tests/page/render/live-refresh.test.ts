// @vitest-environment jsdom
// A view that follows the live channel: useLoaded with the registry entry's `refreshOn` reads
// again when an event of those kinds (or a resync) arrives, only for the events it concerns, at
// most once per LIVE_COALESCE_MS (first at once, one trailing read), and once when the channel
// reopens; a view that stopped showing hears nothing.
import { act, createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lotteryEndpoints } from '../../../src/api/endpoints/lottery';
import { LIVE_COALESCE_MS, type LiveEvent } from '../../../src/api/live-events';
import { deliverLiveEvent, liveState } from '../../../src/ui/live/state';
import { useLoaded } from '../../../src/ui/useLoaded';
import { render, unmountAll } from './render';

let reads = 0;

function Menu({ game }: { game: string }) {
  const menu = useLoaded(`menu:${game}`, async () => ({ ok: true as const, value: ++reads }), {
    refreshOn: lotteryEndpoints.lotteryMenu.refreshOn,
    concerns: (event) => event.kind === 'draw' && event.game === game,
  });
  return createElement('p', null, String(menu.value ?? ''));
}

const draw = (game: string, drawNo = '20261129-0001'): LiveEvent => ({ kind: 'draw', game, drawNo });

async function hear(event: LiveEvent) {
  await act(async () => deliverLiveEvent(event, '1'));
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  reads = 0;
  liveState.connected = false;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  unmountAll();
  vi.useRealTimers();
});

describe('a view following the live channel', () => {
  it('reads again on its own game\u2019s draw, not on another game\u2019s nor on other kinds', async () => {
    const { container } = await render(createElement(Menu, { game: 'FAST3' }));
    expect(reads).toBe(1);
    await hear(draw('OTHER'));
    await hear({ kind: 'chat' });
    expect(reads).toBe(1);
    await hear(draw('FAST3'));
    expect(reads).toBe(2);
    expect(container.textContent).toBe('2');
    await wait(LIVE_COALESCE_MS);
    await hear({ kind: 'resync' });
    expect(reads).toBe(3);
  });

  it('reads a burst twice: at once and at the end of the window', async () => {
    await render(createElement(Menu, { game: 'FAST3' }));
    for (let i = 0; i < 10; i++) {
      await hear(draw('FAST3'));
      await wait(50);
    }
    expect(reads).toBe(2);
    await wait(LIVE_COALESCE_MS);
    expect(reads).toBe(3);
    await wait(LIVE_COALESCE_MS * 3);
    expect(reads).toBe(3);
  });

  it('reads once when the channel reopens, but not right after its first read', async () => {
    await render(createElement(Menu, { game: 'FAST3' }));
    await act(async () => void (liveState.connected = true));
    expect(reads).toBe(1);
    await act(async () => void (liveState.connected = false));
    await wait(LIVE_COALESCE_MS * 2);
    await act(async () => void (liveState.connected = true));
    expect(reads).toBe(2);
  });

  it('hears nothing once it is gone', async () => {
    const view = await render(createElement(Menu, { game: 'FAST3' }));
    view.unmount();
    await hear(draw('FAST3'));
    expect(reads).toBe(1);
  });
});
