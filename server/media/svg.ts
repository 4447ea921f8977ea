/**
 * Generated artwork: icons and banners as small SVGs whose colours come from a hash of their
 * subject, so the same game always gets the same picture without storing any image files.
 */
import { hashString } from '../lib/hash';

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

function palette(subject: string): [string, string] {
  const hash = hashString(subject);
  const hue = hash % 360;
  const shift = 40 + ((hash >>> 9) % 80);
  return [`hsl(${hue} 70% 45%)`, `hsl(${(hue + shift) % 360} 75% 30%)`];
}

function gradient(id: string, [from, to]: [string, string]): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

export function initials(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => [...w][0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"`;

/** A game's two brand colours: its icon and its demo game page (/play) share them. */
export const gameColours = (game: { nodeId: number; name: string }) => palette(`game:${game.nodeId}:${game.name}`);

export function gameIconSvg(game: { nodeId: number; name: string; vendor: string }): string {
  const colours = gameColours(game);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(game.name)}">`,
    gradient('g', colours),
    `<rect width="200" height="200" rx="28" fill="url(#g)"/>`,
    `<circle cx="160" cy="40" r="60" fill="#fff" fill-opacity="0.08"/>`,
    `<text x="100" y="112" text-anchor="middle" ${FONT} font-size="64" font-weight="700" fill="#fff">${escapeXml(initials(game.name))}</text>`,
    `<text x="100" y="176" text-anchor="middle" ${FONT} font-size="18" fill="#fff" fill-opacity="0.85">${escapeXml(game.vendor)}</text>`,
    `</svg>`,
  ].join('');
}

export function vendorIconSvg(code: string): string {
  const colours = palette(`vendor:${code}`);
  // Long codes (TCG_LOTTO_VN) must still fit the tile.
  const size = Math.max(16, Math.min(48, Math.floor(180 / Math.max(code.length, 1) / 0.62)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${escapeXml(code)}">`,
    gradient('v', colours),
    `<rect width="160" height="160" rx="80" fill="url(#v)"/>`,
    `<text x="80" y="${80 + size * 0.35}" text-anchor="middle" ${FONT} font-size="${size}" font-weight="800" fill="#fff">${escapeXml(code)}</text>`,
    `</svg>`,
  ].join('');
}

/** 750x300: the banner carousel's aspect ratio. */
export function bannerSvg(subject: string, title: string, caption: string): string {
  const colours = palette(`banner:${subject}`);
  const size = title.length > 24 ? 40 : 52;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300" role="img" aria-label="${escapeXml(title)}">`,
    gradient('b', colours),
    `<rect width="750" height="300" fill="url(#b)"/>`,
    `<circle cx="640" cy="60" r="140" fill="#fff" fill-opacity="0.10"/>`,
    `<circle cx="700" cy="260" r="90" fill="#fff" fill-opacity="0.07"/>`,
    `<text x="48" y="160" ${FONT} font-size="${size}" font-weight="800" fill="#fff">${escapeXml(title)}</text>`,
    `<text x="50" y="212" ${FONT} font-size="24" fill="#fff" fill-opacity="0.8">${escapeXml(caption)}</text>`,
    `</svg>`,
  ].join('');
}

const SKIN = ['#f6d2b8', '#eab58f', '#d39b6a', '#b27b4f', '#8a5a36', '#5e3b22'];
const HAIR = ['#1b1210', '#3b2416', '#6b3f1f', '#a8672e', '#d9b26a', '#7a1f2b'];
const UNIFORM = ['#1f3b73', '#7a1230', '#0f5c4a', '#3d2c6e', '#111827', '#8a5a00'];

/**
 * A dealer's portrait for the live tables (120x120): skin, hair, hair style, uniform and
 * backdrop all follow from the seed (live_tables.dealer_seed), so a table keeps its dealer's face.
 * No name inside: the page's <img alt> carries it, and the picture stays one per seed.
 */
export function dealerSvg(seed: number): string {
  const hash = hashString(`dealer:${seed}`);
  const pick = <T>(items: readonly T[], shift: number) => items[(hash >>> shift) % items.length]!;
  const skin = pick(SKIN, 0);
  const hair = pick(HAIR, 3);
  const uniform = pick(UNIFORM, 6);
  const longHair = ((hash >>> 9) & 1) === 1;
  const backdrop = `hsl(${(hash >>> 11) % 360} 45% 22%)`;
  const back = longHair ? `<path d="M30 56 C30 28 90 28 90 56 L94 96 L26 96Z" fill="${hair}"/>` : '';
  const top = longHair
    ? `<path d="M36 52 C36 30 84 30 84 52 C76 42 52 40 36 52Z" fill="${hair}"/>`
    : `<path d="M37 50 C36 30 84 30 83 50 C78 40 64 38 60 40 C54 38 42 40 37 50Z" fill="${hair}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">`,
    `<rect width="120" height="120" rx="16" fill="${backdrop}"/>`,
    back,
    `<path d="M18 120 C20 96 40 88 60 88 C80 88 100 96 102 120Z" fill="${uniform}"/>`,
    `<path d="M50 88 L60 104 L70 88Z" fill="#fff"/><path d="M57 92 L60 100 L63 92Z" fill="${uniform}" fill-opacity="0.7"/>`,
    `<rect x="52" y="72" width="16" height="18" rx="6" fill="${skin}"/>`,
    `<ellipse cx="60" cy="56" rx="22" ry="25" fill="${skin}"/>`,
    top,
    `<circle cx="52" cy="58" r="2.6" fill="#1b1210"/><circle cx="68" cy="58" r="2.6" fill="#1b1210"/>`,
    `<path d="M53 69 C57 73 63 73 67 69" stroke="#9b3b3b" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
    `</svg>`,
  ].join('');
}
