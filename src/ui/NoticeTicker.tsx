import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { db } from '../db/db';
import { useT } from '../i18n/useT';
import { href } from '../routes';
import { shouldDrawFrame } from './ticker-frames';
import './notice-ticker.css';

/** Pixels per second the ticker moves. */
const SPEED_PX_S = 40;

/**
 * The player-announcement ticker (SPEC §2): scrolls at 30 fps (requestAnimationFrame, drawing
 * only every 30th of a second, which halves the work of a 60 Hz loop); a tap opens the notice
 * list at that announcement's index.
 */
export function NoticeTicker() {
  const { t, language } = useT();
  const track = useRef<HTMLDivElement>(null);
  const notices = useLiveQuery(
    () => db.announcements.where('kind').equals('player').filter((n) => n.language === language).sortBy('sort'),
    [language],
  );
  const count = notices?.length ?? 0;

  useEffect(() => {
    const el = track.current;
    if (!el || !count) return;
    let offset = el.parentElement?.clientWidth ?? 0;
    let last = 0;
    let frame = requestAnimationFrame(function draw(now) {
      frame = requestAnimationFrame(draw);
      if (!shouldDrawFrame(now, last)) return;
      const elapsed = last ? Math.min(now - last, 100) : 0;
      last = now;
      offset -= (SPEED_PX_S * elapsed) / 1000;
      if (offset < -el.scrollWidth) offset = el.parentElement?.clientWidth ?? 0;
      el.style.transform = `translateX(${offset}px)`;
    });
    return () => cancelAnimationFrame(frame);
  }, [count]);

  if (!count) return null;
  return (
    <section className="ticker" aria-label={t('games_notices')}>
      <i className="icon icon--notice ticker__icon" aria-hidden="true" />
      <div className="ticker__window">
        <div className="ticker__track" ref={track}>
          {notices!.map((notice, index) => (
            <button key={notice.id} type="button" className="ticker__item" onClick={() => navigate(href('notice', { i: index }))}>
              {notice.title}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}

export default NoticeTicker;
