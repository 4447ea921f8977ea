// @vitest-environment jsdom
// The ticker reads the player announcements through a Dexie live query: a real database on fake-indexeddb.
import { act, createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../src/db/db';
import type { AnnouncementRow } from '../../../src/db/rows';
import { NoticeTicker } from '../../../src/ui/NoticeTicker';
import { byLabel, click, render, startEnglish, unmountAll, waitFor } from './render';
import { href } from '../../../src/routes';

const notice = (id: number, title: string, sort: number): AnnouncementRow =>
  ({ id, title, content: '', kind: 'player', language: 'en', sort, read: false }) as unknown as AnnouncementRow;

const titles = (container: HTMLElement) => [...container.querySelectorAll('.ticker__item')].map((el) => el.textContent);
const track = (container: HTMLElement) => container.querySelector<HTMLElement>('.ticker__track')!;

/** jsdom lays nothing out: the window is 300 px wide, the titles 900 px once there are any. */
function fakeWidths() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('ticker__window') ? 300 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('ticker__items') && this.childElementCount ? 900 : 0;
  });
}

beforeAll(startEnglish);
beforeEach(async () => {
  await db.announcements.clear();
  history.replaceState(null, '', href('home'));
});
afterEach(() => {
  unmountAll();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('notice ticker (SPEC §2)', () => {
  it('holds its bar before the announcements arrive, standing still', async () => {
    fakeWidths();
    const { container } = await render(createElement(NoticeTicker));
    expect(byLabel(container, 'Announcements ticker').tagName).toBe('SECTION');
    expect(titles(container)).toEqual([]);
    expect(track(container).hasAttribute('data-moving')).toBe(false);
  });

  it('lists the player announcements in order and moves them by a CSS animation timed at 40 px/s', async () => {
    fakeWidths();
    // The browser's ResizeObserver, called by hand: jsdom has none.
    let resized: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    await db.announcements.bulkPut([notice(11, 'Second', 1), notice(10, 'First', 0), { ...notice(12, 'Popup', 2), kind: 'popup' }]);
    const { container } = await render(createElement(NoticeTicker));
    await waitFor(() => expect(titles(container)).toEqual(['First', 'Second']));
    expect(track(container).hasAttribute('data-moving')).toBe(false);
    // The titles' box got its width: (300 px window + 900 px of titles) / 40 px/s = 30 s a pass.
    await act(async () => resized!());
    expect(track(container).style.getPropertyValue('--ticker-duration')).toBe('30s');
    expect(track(container).hasAttribute('data-moving')).toBe(true);
    // The movement itself is the stylesheet's animation: no script runs per frame.
    expect(frames).not.toHaveBeenCalled();
    expect(track(container).style.transform).toBe('');
  });

  it('opens the notice list at the tapped announcement’s index', async () => {
    await db.announcements.bulkPut([notice(10, 'First', 0), notice(11, 'Second', 1), notice(12, 'Third', 2)]);
    const { container } = await render(createElement(NoticeTicker));
    await waitFor(() => expect(titles(container)).toHaveLength(3));
    const second = [...container.querySelectorAll<HTMLButtonElement>('.ticker__item')][1]!;
    await click(second);
    expect(location.pathname).toBe(href('notice'));
    expect(new URLSearchParams(location.search).get('i')).toBe('1');
  });
});
