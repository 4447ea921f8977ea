import { useLiveQuery } from 'dexie-react-hooks';
import { useLayoutEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { db } from '../db/db';
import { useT } from '../i18n/useT';
import { href } from '../routes';
import { tickerDurationS } from './ticker-frames';
import './notice-ticker.css';

/**
 * The player-announcement ticker (SPEC §2): the titles pass right to left at 40 px/s, moved by a
 * CSS animation the compositor runs (notice-ticker.css) — no script per frame. Its duration is
 * worked out from the widths once, and again only when a width changes (a language switch, a new
 * notice, a rotated phone). A tap opens the notice list at that announcement's index. The bar is
 * there before the announcements are, so nothing below moves when they arrive.
 */
export function NoticeTicker() {
  const { t, language } = useT();
  const frame = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const items = useRef<HTMLSpanElement>(null);
  const notices = useLiveQuery(
    () => db.announcements.where('kind').equals('player').filter((n) => n.language === language).sortBy('sort'),
    [language],
  );

  useLayoutEffect(() => {
    const [win, mover, content] = [frame.current, track.current, items.current];
    if (!win || !mover || !content) return;
    const measure = () => {
      const width = content.offsetWidth;
      mover.style.setProperty('--ticker-duration', `${tickerDurationS(win.clientWidth, width)}s`);
      mover.toggleAttribute('data-moving', width > 0);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(win);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);

  return (
    <section className="ticker" aria-label={t('games_notices')}>
      <i className="icon icon--notice ticker__icon" aria-hidden="true" />
      <div className="ticker__window" ref={frame}>
        <div className="ticker__track" ref={track}>
          <span className="ticker__items" ref={items}>
            {notices?.map((notice, index) => (
              <button key={notice.id} type="button" className="ticker__item" onClick={() => navigate(href('notice', { i: index }))}>
                {notice.title}
              </button>
            ))}
          </span>
        </div>
      </div>
    </section>
  );
}

export default NoticeTicker;
