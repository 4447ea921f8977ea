/**
 * Banners and promotion pictures, in two layers. The scene (backdrop, light, the theme's motif,
 * coins and confetti) is drawn once into a raster; the words go on top as SVG text, because the
 * phone has fonts for every language the lobby speaks (Bangla, Chinese) and the server may not.
 * The page then decodes one small picture plus two lines of text, not a vector scene.
 */
import { hashString } from '../../lib/hash';
import { hsl, lighten, shiftHue } from './colour';
import { coin, escapeXml, linear, n, radial, rays, sparkle, stream } from './kit';
import { THEMES, type ThemeName } from './themes';
import { GOLD } from './tile';

/** The carousel's box (banner-strip.css aspect-ratio 1200/420) at about 2× a phone's width. */
export const BANNER_SIZE = { width: 840, height: 294 } as const;
/** Promotion covers are 5:2 (promotions.css). */
export const PROMO_SIZE = { width: 750, height: 300 } as const;

export interface Size {
  width: number;
  height: number;
}

export function bannerSceneSvg(theme: ThemeName, subject: string, { width, height }: Size): string {
  const spec = THEMES[theme];
  const hash = hashString(`banner:${subject}`);
  const rnd = stream(hash);
  const turn = Math.round((rnd() - 0.5) * 30);
  const [centre, edge] = spec.backdrop.map((c) => shiftHue(c, turn)) as [string, string];
  const cx = width * 0.76;
  const cy = height * 0.5;
  const scale = (height * 0.92) / 200;
  const coins = Array.from({ length: 6 }, () => coin(width * (0.42 + rnd() * 0.56), height * (0.08 + rnd() * 0.84), 10 + rnd() * 10, 0.4 + rnd() * 0.4)).join('');
  const confetti = Array.from({ length: 22 }, (_, i) => {
    const x = rnd() * width;
    const y = rnd() * height;
    return `<rect x="${n(x)}" y="${n(y)}" width="10" height="5" rx="1.5" transform="rotate(${n(rnd() * 180)} ${n(x)} ${n(y)})" fill="${hsl(spec.hue + i * 53, 90, 62)}" fill-opacity="0.85"/>`;
  }).join('');
  const glints = Array.from({ length: 5 }, () => sparkle(width * (0.4 + rnd() * 0.6), height * rnd(), 6 + rnd() * 10)).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs>${GOLD}`,
    radial('bg', [[lighten(centre, 12), 1], [centre, 1], [edge, 1]], 0.76, 0.5, 0.9),
    radial('glow', [['#ffffff', 0.6], [lighten(centre, 20), 0.25], [centre, 0]]),
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${edge}" stop-opacity="0.95"/><stop offset="0.5" stop-color="${edge}" stop-opacity="0.55"/><stop offset="0.75" stop-color="${edge}" stop-opacity="0"/></linearGradient>`,
    `</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    rays(cx, cy, width, 32, (hash >>> 5) % 11, 0.08),
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(height * 0.55)}" fill="url(#glow)"/>`,
    confetti,
    `<g transform="translate(${n(cx - 100 * scale)} ${n(cy - 100 * scale)}) scale(${Math.round(scale * 100) / 100})">`,
    spec.motif({ rnd, hue: spec.hue + turn }),
    `</g>`,
    coins,
    glints,
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    `<path d="M0 ${n(height - 6)}H${width}" stroke="url(#gold)" stroke-width="6"/>`,
    `</svg>`,
  ].join('');
}

/** Caption pill width: CJK characters are about one em wide, other scripts about 0.6 em. */
function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += /[\u2e80-\u9fff\uff00-\uffef]/.test(ch) ? 1 : /[\u0980-\u09ff]/.test(ch) ? 0.5 : 0.6;
  return em * size;
}

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Bengali', 'Noto Sans SC', sans-serif"`;

/** One line when it fits the text side (about half the picture), else two, split near the middle. */
function titleLines(title: string, size: number, room: number): string[] {
  if (textWidth(title, size) <= room) return [title];
  const chars = [...title];
  const middle = chars.length / 2;
  let cut = -1;
  chars.forEach((ch, i) => {
    if (ch === ' ' && (cut < 0 || Math.abs(i - middle) < Math.abs(cut - middle))) cut = i;
  });
  if (cut < 0) cut = Math.ceil(middle);
  return [chars.slice(0, cut).join('').trim(), chars.slice(cut).join('').trim()];
}

/** The page's banner: the raster scene with the title and a call-to-action caption on it. */
export function bannerSvg(scene: { webp: Buffer } & Size, title: string, caption: string): string {
  const { width, height } = scene;
  const room = width * 0.5;
  let size = 46;
  let lines = titleLines(title, size, room);
  if (lines.length > 1) {
    size = 38;
    lines = titleLines(title, size, room);
  }
  // Still too wide (a long word): smaller type rather than text over the motif.
  const widest = Math.max(...lines.map((line) => textWidth(line, size)));
  if (widest > room) size = Math.max(22, Math.floor((size * room) / widest));
  const captionSize = 26;
  const pill = textWidth(caption, captionSize) + 44;
  const x = width * 0.06;
  const block = lines.length * size * 1.15 + 20 + 52;
  const top = (height - block) / 2 + size * 0.9;
  const pillY = top + (lines.length - 1) * size * 1.15 + size * 0.35 + 20;
  const text = lines.map((line, i) => `<tspan x="${n(x)}" y="${n(top + i * size * 1.15)}">${escapeXml(line)}</tspan>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<defs>${linear('cta', ['#fff3b0', '#f7c948', '#d18f12'])}</defs>`,
    `<image width="${width}" height="${height}" href="data:image/webp;base64,${scene.webp.toString('base64')}"/>`,
    `<text ${FONT} font-size="${size}" font-weight="800" fill="#fff" stroke="#000" stroke-opacity="0.35" stroke-width="4" paint-order="stroke">${text}</text>`,
    `<rect x="${n(x)}" y="${n(pillY)}" width="${n(pill)}" height="52" rx="26" fill="url(#cta)"/>`,
    `<text x="${n(x + pill / 2)}" y="${n(pillY + 35)}" text-anchor="middle" ${FONT} font-size="${captionSize}" font-weight="700" fill="#3b1d00">${escapeXml(caption)}</text>`,
    `</svg>`,
  ].join('');
}
