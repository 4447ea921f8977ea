import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef, useState } from 'react';
import { db } from '../db/db';
import type { BannerRow } from '../db/rows';
import { useT } from '../i18n/useT';
import { orFirstPaint } from '../state/first-paint';
import './banner-strip.css';

/** SPEC §9: 4000 ms autoplay, 600 ms speed; loop only when there is more than one banner. */
export const BANNER_AUTOPLAY_MS = 4000;
/**
 * SPEC §9 transition. The slide moves by the browser's smooth scroll (compositor-driven, about
 * this long in Chromium and Safari); its duration is the browser's, so this is the target, not a
 * setting. A JavaScript tween would have to switch scroll snapping off for each step.
 */
export const BANNER_SPEED_MS = 600;

/** The slide the strip shows now (0-based), from its scroll position. */
export function currentSlide(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}

/** The autoplay's next slide: the one after, and from the last back to the first (SPEC §2 loop). */
export function nextSlide(current: number, count: number): number {
  return count > 0 ? (current + 1) % count : 0;
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Autoplay of a scroll-snap strip of `count` slides: every 4 s to the next slide (and from the last
 * to the first). It waits while a finger is on the strip, the mouse is over it or the keyboard
 * focus is in it, and counts the 4 s again afterwards; it stops while the page is hidden; it never
 * runs for a user who asked for reduced motion (the strip still swipes). Returns its stop.
 */
export function startAutoplay(el: HTMLElement, count: number): () => void {
  if (count < 2 || reducedMotion()) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const holds = { touch: false, mouse: false, focus: false };
  const advance = () => {
    const width = el.clientWidth;
    const next = nextSlide(currentSlide(el.scrollLeft, width, count), count);
    el.scrollTo({ left: next * width, behavior: 'smooth' });
    schedule();
  };
  function schedule() {
    clearTimeout(timer);
    const held = holds.touch || holds.mouse || holds.focus || document.hidden;
    timer = held ? undefined : setTimeout(advance, BANNER_AUTOPLAY_MS);
  }
  const set = (reason: keyof typeof holds, on: boolean) => {
    holds[reason] = on;
    schedule();
  };
  // Touch events, not pointer events: a swipe cancels the pointer as soon as the strip scrolls,
  // while touchend waits for the finger to lift.
  const listeners: [string, EventListener][] = [
    ['touchstart', () => set('touch', true)],
    ['touchend', () => set('touch', false)],
    ['touchcancel', () => set('touch', false)],
    ['pointerenter', (e) => (e as PointerEvent).pointerType === 'mouse' && set('mouse', true)],
    ['pointerleave', (e) => (e as PointerEvent).pointerType === 'mouse' && set('mouse', false)],
    // Keyboard focus only: a tapped button keeps focus on some phones, which must not stop it.
    ['focusin', (e) => (e.target as Element).matches(':focus-visible') && set('focus', true)],
    ['focusout', (e) => !el.contains((e as FocusEvent).relatedTarget as Node | null) && set('focus', false)],
  ];
  for (const [type, listener] of listeners) el.addEventListener(type, listener, { passive: true });
  document.addEventListener('visibilitychange', schedule);
  schedule();
  return () => {
    clearTimeout(timer);
    for (const [type, listener] of listeners) el.removeEventListener(type, listener);
    document.removeEventListener('visibilitychange', schedule);
  };
}

/**
 * Banners of one group (home: m_home; the game pages: their type's) as a carousel (SPEC §2
 * "Banner carousel"): a horizontal scroll-snap strip — native swipe, no library — with a small
 * autoplay. Every slide is in the first commit and the first image loads at high priority, so
 * the LCP candidate is the first banner from the first paint on and is never replaced. On a cold
 * visit to home the banners come from the shell's inlined answers until the worker's rows arrive
 * (same ids, so the same elements stay). The box keeps its size while there is nothing to show
 * yet, so what is below never moves; it goes only when the page knows the group is `empty`.
 * Banners whose image fails are dropped. What a tap does is the parent's decision.
 */
export function BannerStrip({ group, onSelect, empty = false }: {
  group: string;
  onSelect: (banner: BannerRow) => void;
  /** The group has no banners (the page asked the server): no box at all. */
  empty?: boolean;
}) {
  const { t } = useT();
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const track = useRef<HTMLDivElement>(null);
  const rows = useLiveQuery(() => db.banners.where('groupName').equals(group).sortBy('sequence'), [group]);
  const banners = (orFirstPaint(rows, (data) => data.banners(group)) ?? []).filter((banner) => !failed.has(banner.id));
  const count = banners.length;
  useEffect(() => (track.current ? startAutoplay(track.current, count) : undefined), [count]);

  if (empty && !banners.length) return null;
  const hide = (banner: BannerRow) => setFailed((set) => new Set(set).add(banner.id));
  return (
    <section className="banners" aria-label={t('games_banners')}>
      <div className="banners__track" ref={track}>
        {banners.map((banner, index) => (
          <button
            key={banner.id}
            type="button"
            className="banners__item"
            aria-label={t('games_banner', { index: index + 1 })}
            onClick={() => onSelect(banner)}
          >
            <img
              src={banner.url}
              alt=""
              width={1200}
              height={420}
              decoding="async"
              // The first banner is the page's LCP image: fetched at once; the others when near.
              {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              onError={() => hide(banner)}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
