// @vitest-environment jsdom
// The strip reads its banners through a Dexie live query (a real database on fake-indexeddb) and,
// on a cold first visit, from the answers the served shell inlined.
import { act, createElement } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_ELEMENT_ID, serialiseFirstPaint, type FirstPaintData } from '../../../src/api/first-paint';
import type { Banner } from '../../../src/api/catalogue-wire';
import { db } from '../../../src/db/db';
import { BANNER_AUTOPLAY_MS, BannerStrip, startAutoplay } from '../../../src/ui/BannerStrip';
import { byLabel, click, queryByLabel, render, startEnglish, unmountAll, waitFor } from './render';

const banner = (id: number, group = 'm_home'): Banner => ({ id, url: `/media/banner/${id}.svg`, groupName: group, link: `/m/target-${id}`, sequence: id });
const HOME_BANNERS = [banner(1), banner(2), banner(3)];

/** What the server inlines on a cold visit to home (only the banners matter here). */
function inlineFirstPaint() {
  const data = {
    language: 'en',
    status: { info: { languages: { default: 'en' } } },
    whitelabel: {},
    vendors: { sorting: [], mapping: {} },
    banners: { m_home: HOME_BANNERS },
    hot: [],
  } as unknown as FirstPaintData;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_PAINT_ELEMENT_ID;
  script.textContent = serialiseFirstPaint(data);
  document.head.append(script);
}

const images = (container: HTMLElement) => [...container.querySelectorAll<HTMLImageElement>('.banners__item img')];

/** jsdom has no layout or scrolling: a strip 300 px wide that records where it is sent. */
function fakeStrip(slides = 3) {
  const el = document.createElement('div');
  for (let i = 0; i < slides; i++) el.append(document.createElement('button'));
  document.body.append(el);
  Object.defineProperty(el, 'clientWidth', { value: 300 });
  const calls: number[] = [];
  el.scrollTo = ((options: ScrollToOptions) => {
    calls.push(options.left ?? 0);
    el.scrollLeft = options.left ?? 0;
  }) as typeof el.scrollTo;
  return { el, calls };
}

const setHidden = (hidden: boolean) => {
  Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeAll(async () => {
  inlineFirstPaint();
  await startEnglish();
});
beforeEach(async () => {
  await db.banners.clear();
});
afterEach(unmountAll);
afterAll(() => document.getElementById(FIRST_PAINT_ELEMENT_ID)?.remove());

describe('banner strip (SPEC §2 "Banner carousel")', () => {
  it('paints every slide in its first commit, the first image at high priority and the rest lazy', async () => {
    const { container } = await render(createElement(BannerStrip, { group: 'm_home', onSelect: () => undefined }));
    // Straight after the first commit: from the inlined answers, before the database has answered.
    const imgs = images(container);
    expect(imgs.map((img) => img.getAttribute('src'))).toEqual(['/media/banner/1.svg', '/media/banner/2.svg', '/media/banner/3.svg']);
    expect(imgs[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(imgs[0]!.hasAttribute('loading')).toBe(false);
    expect(imgs.slice(1).map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(byLabel(container, 'Featured').tagName).toBe('SECTION');
    expect(['Banner 1', 'Banner 2', 'Banner 3'].map((name) => byLabel(container, name).tagName)).toEqual(['BUTTON', 'BUTTON', 'BUTTON']);
  });

  it('keeps the very same first image when the device’s own rows replace the inlined ones', async () => {
    const { container } = await render(createElement(BannerStrip, { group: 'm_home', onSelect: () => undefined }));
    const first = images(container)[0];
    await act(async () => {
      await db.banners.bulkPut(HOME_BANNERS.map((b) => ({ ...b, language: 'en' })));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(images(container)).toHaveLength(3);
    expect(images(container)[0]).toBe(first);
  });

  it('hands a tap to the parent, and drops a banner whose image fails', async () => {
    const onSelect = vi.fn();
    const { container } = await render(createElement(BannerStrip, { group: 'm_home', onSelect }));
    await click(byLabel(container, 'Banner 2'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 2, link: '/m/target-2' }));
    await act(async () => {
      images(container)[0]!.dispatchEvent(new Event('error'));
    });
    expect(images(container).map((img) => img.getAttribute('src'))).toEqual(['/media/banner/2.svg', '/media/banner/3.svg']);
    expect(queryByLabel(container, 'Banner 3')).toBeNull();
  });

  it('keeps its box while a group’s banners are on the way, and gives it up only for a group known to have none', async () => {
    const waiting = await render(createElement(BannerStrip, { group: 'm_rng', onSelect: () => undefined }));
    expect(waiting.container.querySelector('section.banners .banners__track')).not.toBeNull();
    expect(images(waiting.container)).toHaveLength(0);
    await act(async () => {
      await db.banners.put({ ...banner(7, 'm_rng'), language: 'en' });
    });
    await waitFor(() => expect(images(waiting.container)).toHaveLength(1));

    const none = await render(createElement(BannerStrip, { group: 'm_lott', onSelect: () => undefined, empty: true }));
    expect(none.container.querySelector('section.banners')).toBeNull();
  });
});

describe('banner autoplay (SPEC §9: every 4000 ms, looping)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setHidden(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes to the next slide every 4 s and from the last back to the first', () => {
    const { el, calls } = fakeStrip(3);
    const stop = startAutoplay(el, 3);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([300]);
    vi.advanceTimersByTime(2 * BANNER_AUTOPLAY_MS);
    expect(calls).toEqual([300, 600, 0]);
    stop();
    vi.advanceTimersByTime(3 * BANNER_AUTOPLAY_MS);
    expect(calls).toHaveLength(3);
  });

  it('waits while a finger is on the strip and counts the 4 s again once it lifts', () => {
    const { el, calls } = fakeStrip(3);
    const stop = startAutoplay(el, 3);
    vi.advanceTimersByTime(3000);
    el.dispatchEvent(new Event('touchstart'));
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual([]);
    // The user swiped to the third slide meanwhile: autoplay goes on from there.
    el.scrollLeft = 600;
    el.dispatchEvent(new Event('touchend'));
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([0]);
    stop();
  });

  it('stops while the page is hidden and starts again when it shows', () => {
    const { el, calls } = fakeStrip(3);
    const stop = startAutoplay(el, 3);
    setHidden(true);
    vi.advanceTimersByTime(5 * BANNER_AUTOPLAY_MS);
    expect(calls).toEqual([]);
    setHidden(false);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    expect(calls).toEqual([300]);
    stop();
  });

  it('never moves by itself for one banner, or for a user who asked for reduced motion', () => {
    const single = fakeStrip(1);
    startAutoplay(single.el, 1);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    const reduced = fakeStrip(3);
    startAutoplay(reduced.el, 3);
    vi.advanceTimersByTime(5 * BANNER_AUTOPLAY_MS);
    expect(single.calls).toEqual([]);
    expect(reduced.calls).toEqual([]);
  });
});
