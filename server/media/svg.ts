/**
 * Hash-coloured drawings: a game's brand colours (its demo page) and the live tables' dealer
 * portraits, so the same subject always gets the same picture without storing image files.
 */
import { hashString } from '../lib/hash';
import { hsl } from './art/colour';

function palette(subject: string): [string, string] {
  const hash = hashString(subject);
  const hue = hash % 360;
  const shift = 40 + ((hash >>> 9) % 80);
  return [`hsl(${hue} 70% 45%)`, `hsl(${(hue + shift) % 360} 75% 30%)`];
}

/** A game's two brand colours, for its demo game page (/play). */
export const gameColours = (game: { nodeId: number; name: string }) => palette(`game:${game.nodeId}:${game.name}`);

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
  // Hex, not CSS hsl(): the server's SVG renderer reads every colour the same way then.
  const backdrop = hsl((hash >>> 11) % 360, 45, 22);
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
