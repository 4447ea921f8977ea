/**
 * The home carousel proper (SPEC §2 "Banner carousel"). WARNING: bundle boundary — swiper is
 * ~25 KB gzip, so this module is only ever imported lazily (BannerStrip), never from home's chunk.
 */
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { BannerRow } from '../db/rows';

/** SPEC §9: 4000 ms autoplay, 600 ms speed; loop only when there is more than one banner. */
export const BANNER_AUTOPLAY_MS = 4000;
export const BANNER_SPEED_MS = 600;

export interface BannerSwiperProps {
  banners: BannerRow[];
  label: (banner: BannerRow) => string;
  onSelect: (banner: BannerRow) => void;
  onImageError: (banner: BannerRow) => void;
}

export default function BannerSwiper({ banners, label, onSelect, onImageError }: BannerSwiperProps) {
  const many = banners.length > 1;
  return (
    <Swiper
      className="banners__swiper"
      modules={[Autoplay]}
      loop={many}
      speed={BANNER_SPEED_MS}
      autoplay={many ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false } : false}
      allowTouchMove={many}
    >
      {banners.map((banner) => (
        <SwiperSlide key={banner.id}>
          <button type="button" className="banners__item" aria-label={label(banner)} onClick={() => onSelect(banner)}>
            <img src={banner.url} alt="" decoding="async" onError={() => onImageError(banner)} />
          </button>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
