import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { db } from '../db/db';
import type { BannerRow } from '../db/rows';
import { useT } from '../i18n/useT';
import './banner-strip.css';

// WARNING: bundle boundary — the swiper chunk loads after the first frame, only when needed.
const BannerSwiper = lazy(() => import('./BannerSwiper'));

/**
 * Banners of one group (home: m_home; the game pages: their type's). The first renders as a plain image at once; the carousel
 * replaces it when its chunk arrives, so swiper never delays the first frame (DESIGN §8).
 * Banners whose image fails are dropped. What a tap does is the parent's decision.
 */
export function BannerStrip({ group, onSelect }: { group: string; onSelect: (banner: BannerRow) => void }) {
  const { t } = useT();
  const [failed, setFailed] = useState<ReadonlySet<number>>(new Set());
  const [carousel, setCarousel] = useState(false);
  const rows = useLiveQuery(() => db.banners.where('groupName').equals(group).sortBy('sequence'), [group]);
  const banners = (rows ?? []).filter((banner) => !failed.has(banner.id));
  const many = banners.length > 1;

  useEffect(() => {
    if (!many) return;
    // After the first paint: fetch the carousel chunk while the first banner shows.
    const id = requestAnimationFrame(() => setCarousel(true));
    return () => cancelAnimationFrame(id);
  }, [many]);

  if (!banners.length) return null;
  const hide = (banner: BannerRow) => setFailed((set) => new Set(set).add(banner.id));
  const label = (banner: BannerRow) => t('games_banner', { index: banners.indexOf(banner) + 1 });
  const first = banners[0]!;
  const still = (
    <button type="button" className="banners__item" aria-label={label(first)} onClick={() => onSelect(first)}>
      <img src={first.url} alt="" decoding="async" onError={() => hide(first)} />
    </button>
  );
  return (
    <section className="banners" aria-label={t('games_banners')}>
      {carousel ? (
        <Suspense fallback={still}>
          <BannerSwiper banners={banners} label={label} onSelect={onSelect} onImageError={hide} />
        </Suspense>
      ) : (
        still
      )}
    </section>
  );
}
