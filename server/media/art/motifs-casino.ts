/**
 * Casino motifs, each drawn in a 200×200 box centred on (100, 100). They may use the `gold`
 * gradient every composition defines; their own gradients carry an `m-` prefix.
 */
import { hsl } from './colour';
import { coin, linear, n, radial, sparkle } from './kit';

export interface MotifInput {
  /** 0..1 numbers from the subject's hash: the same game always draws the same variant. */
  rnd: () => number;
  /** The theme's main hue after the per-game turn. */
  hue: number;
}
export type Motif = (input: MotifInput) => string;

const SEVEN = 'M-15 -27H17V-19L1 27H-11L4 -17H-15Z';

export const sevens: Motif = () => {
  const reel = (x: number) =>
    `<rect x="${x}" y="68" width="44" height="64" rx="6" fill="url(#m-reel)"/>` +
    `<g transform="translate(${x + 22} 100) scale(1.15)"><path d="${SEVEN}" fill="url(#m-seven)" stroke="#5a0010" stroke-width="2.5" stroke-linejoin="round"/></g>`;
  const lights = Array.from({ length: 7 }, (_, i) => `<circle cx="${40 + i * 20}" cy="52" r="4.5" fill="${i % 2 ? '#fff6c2' : '#ffd84a'}"/>`).join('');
  return (
    `<defs>${linear('m-reel', ['#ffffff', '#e7e3f2', '#b9b2cc'])}${linear('m-seven', ['#ff7a7a', '#e0122f', '#8b0018'])}</defs>` +
    `<path d="M22 60Q22 38 44 38H156Q178 38 178 60V150Q178 162 166 162H34Q22 162 22 150Z" fill="#2a0b3d" stroke="url(#gold)" stroke-width="7"/>` +
    lights +
    reel(28) + reel(78) + reel(128) +
    `<rect x="24" y="96" width="152" height="8" fill="#ffd84a" fill-opacity="0.35"/>` +
    `<path d="M182 72V120" stroke="#c9c9d6" stroke-width="6" stroke-linecap="round"/><circle cx="182" cy="66" r="10" fill="#e0122f"/>` +
    `<rect x="46" y="166" width="108" height="16" rx="8" fill="url(#gold)"/>`
  );
};

export const fruit: Motif = () =>
  `<defs>${radial('m-cherry', [['#ff9a9a', 1], ['#e0102a', 1], ['#6d0016', 1]], 0.35, 0.3, 0.75)}${linear('m-leaf', ['#a3e635', '#15803d'])}` +
  `${radial('m-lemon', [['#fff7ae', 1], ['#facc15', 1], ['#ca8a04', 1]], 0.35, 0.3, 0.75)}</defs>` +
  `<ellipse cx="140" cy="78" rx="40" ry="30" fill="url(#m-lemon)" transform="rotate(-25 140 78)"/>` +
  `<path d="M100 36C94 70 80 92 68 116M100 36C106 74 120 98 134 124" stroke="#5b3a1a" stroke-width="6" fill="none" stroke-linecap="round"/>` +
  `<path d="M100 38C112 14 146 12 164 28C142 44 118 48 100 38Z" fill="url(#m-leaf)"/>` +
  `<path d="M104 36C124 30 142 28 160 28" stroke="#14532d" stroke-width="2" fill="none"/>` +
  `<circle cx="66" cy="136" r="34" fill="url(#m-cherry)"/><circle cx="136" cy="144" r="34" fill="url(#m-cherry)"/>` +
  `<ellipse cx="54" cy="122" rx="10" ry="6" fill="#fff" fill-opacity="0.75" transform="rotate(-35 54 122)"/>` +
  `<ellipse cx="124" cy="130" rx="10" ry="6" fill="#fff" fill-opacity="0.75" transform="rotate(-35 124 130)"/>`;

export const gems: Motif = ({ hue }) => {
  const face = (h: number, l: number) => hsl(h, 85, l);
  const diamond =
    `<path d="M52 78L78 48H122L148 78Z" fill="${face(hue, 72)}"/>` +
    `<path d="M78 48H122L110 78H90Z" fill="${face(hue, 86)}"/>` +
    `<path d="M52 78L78 48L90 78Z" fill="${face(hue, 64)}"/><path d="M148 78L122 48L110 78Z" fill="${face(hue, 58)}"/>` +
    `<path d="M52 78H90L100 166Z" fill="${face(hue, 52)}"/><path d="M90 78H110L100 166Z" fill="${face(hue, 70)}"/>` +
    `<path d="M110 78H148L100 166Z" fill="${face(hue, 38)}"/>` +
    `<path d="M52 78L78 48H122L148 78L100 166Z" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="2.5" stroke-linejoin="round"/>`;
  const small = (x: number, y: number, h: number) =>
    `<g transform="translate(${x} ${y})"><path d="M-16 -6L-8 -16H8L16 -6L0 18Z" fill="${face(h, 55)}"/>` +
    `<path d="M-8 -16H8L4 -6H-4Z" fill="${face(h, 82)}"/><path d="M-16 -6H16L0 18Z" fill="${face(h, 42)}" fill-opacity="0.6"/></g>`;
  return diamond + small(34, 150, hue + 120) + small(168, 146, hue + 220) + sparkle(134, 56, 16) + sparkle(62, 98, 8, 0.8);
};

type Suit = 'spade' | 'heart' | 'diamond' | 'club';
const SUITS: Record<Suit, string> = {
  heart: 'M0 .42C-.12 .3-.5 .06-.5-.2-.5-.45-.2-.52 0-.26.2-.52.5-.45.5-.2.5.06.12.3 0 .42Z',
  spade: 'M0-.46C-.12-.3-.5-.08-.5.14-.5.36-.22.42-.06.24L-.16.46H.16L.06.24C.22.42.5.36.5.14.5-.08.12-.3 0-.46Z',
  diamond: 'M0-.46L.36 0 0 .46-.36 0Z',
  club: 'M0-.44A.19 .19 0 1 1 0-.06.19 .19 0 1 1 0-.44ZM-.22-.06A.19 .19 0 1 1-.22.32.19 .19 0 1 1-.22-.06ZM.22-.06A.19 .19 0 1 1 .22.32.19 .19 0 1 1 .22-.06ZM-.05.1H.05L.14.46H-.14Z',
};
const suitColour = (suit: Suit) => (suit === 'heart' || suit === 'diamond' ? '#d0112b' : '#141414');
export const suitPath = (suit: Suit, x: number, y: number, size: number, fill = suitColour(suit)) =>
  `<path d="${SUITS[suit]}" fill="${fill}" transform="translate(${n(x)} ${n(y)}) scale(${n(size)})"/>`;

function card(suit: Suit, angle: number): string {
  return (
    `<g transform="rotate(${angle} 100 190)"><rect x="66" y="40" width="68" height="98" rx="8" fill="url(#m-card)" stroke="#9ca3af" stroke-width="1.5"/>` +
    suitPath(suit, 100, 90, 46) + suitPath(suit, 77, 54, 14) + suitPath(suit, 123, 126, 14) + `</g>`
  );
}

export const cards: Motif = ({ rnd }) => {
  const order: Suit[] = rnd() < 0.5 ? ['club', 'diamond', 'spade'] : ['diamond', 'club', 'heart'];
  return (
    `<defs>${linear('m-card', ['#ffffff', '#f1efe8'])}</defs>` +
    card(order[0]!, -24) + card(order[1]!, 0) + card(order[2]!, 24) +
    chip(150, 160, 26, '#1d4ed8') + chip(56, 166, 22, '#b91c1c')
  );
};

export function chip(x: number, y: number, r: number, colour: string): string {
  const edge = (2 * Math.PI * r * 0.8) / 12;
  return (
    `<circle cx="${x}" cy="${y + r * 0.12}" r="${r}" fill="#000" fill-opacity="0.35"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(r * 0.8)}" fill="none" stroke="#fff" stroke-width="${n(r * 0.3)}" stroke-dasharray="${n(edge * 0.45)} ${n(edge * 0.55)}"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(r * 0.58)}" fill="${colour}" stroke="#fff" stroke-opacity="0.8" stroke-width="${n(r * 0.06)}"/>` +
    `<circle cx="${x}" cy="${y}" r="${n(r * 0.4)}" fill="#fff" fill-opacity="0.18"/>`
  );
}

export const chips: Motif = ({ rnd }) => {
  const stack = (x: number, count: number, colour: string) =>
    Array.from({ length: count }, (_, i) => {
      const y = 168 - i * 9;
      return `<ellipse cx="${x}" cy="${y + 4}" rx="30" ry="11" fill="#00000055"/><ellipse cx="${x}" cy="${y}" rx="30" ry="11" fill="${colour}" stroke="#fff" stroke-width="3" stroke-dasharray="8 7"/>`;
    }).join('');
  return (
    `<defs>${linear('m-card', ['#ffffff', '#f1efe8'])}</defs>` +
    `<g transform="rotate(-14 60 80)"><rect x="30" y="30" width="64" height="92" rx="8" fill="url(#m-card)" stroke="#9ca3af"/>${suitPath('spade', 62, 76, 40)}</g>` +
    stack(150, 4 + Math.floor(rnd() * 3), '#15803d') +
    chip(88, 128, 44, '#c81d3a') +
    sparkle(160, 60, 14)
  );
};

function wedges(cx: number, cy: number, r0: number, r1: number, colours: string[]): string {
  const count = colours.length;
  return colours
    .map((colour, i) => {
      const a = (i / count) * Math.PI * 2 - Math.PI / 2;
      const b = ((i + 1) / count) * Math.PI * 2 - Math.PI / 2;
      const p = (r: number, t: number) => `${n(cx + Math.cos(t) * r)} ${n(cy + Math.sin(t) * r)}`;
      return `<path d="M${p(r0, a)}L${p(r1, a)}A${r1} ${r1} 0 0 1 ${p(r1, b)}L${p(r0, b)}A${r0} ${r0} 0 0 0 ${p(r0, a)}Z" fill="${colour}"/>`;
    })
    .join('');
}

export const roulette: Motif = ({ rnd }) => {
  const pockets = Array.from({ length: 18 }, (_, i) => (i === 0 ? '#0f9d58' : i % 2 ? '#c8102e' : '#161616'));
  const ball = rnd() * Math.PI * 2;
  return (
    `<defs>${radial('m-wood', [['#a0522d', 1], ['#5b2a0e', 1], ['#2e1405', 1]])}${radial('m-cone', [['#fff1b8', 1], ['#e0a526', 1], ['#7a4a06', 1]], 0.4, 0.35, 0.7)}</defs>` +
    `<ellipse cx="100" cy="112" rx="88" ry="84" fill="#000" fill-opacity="0.35"/>` +
    `<circle cx="100" cy="100" r="86" fill="url(#m-wood)"/><circle cx="100" cy="100" r="74" fill="url(#gold)"/>` +
    wedges(100, 100, 46, 70, pockets) +
    `<circle cx="100" cy="100" r="46" fill="url(#m-cone)"/>` +
    `<path d="M100 68V132M68 100H132" stroke="#8a5a0a" stroke-width="6" stroke-linecap="round"/><circle cx="100" cy="100" r="11" fill="url(#gold)" stroke="#7a4a06" stroke-width="2"/>` +
    `<circle cx="${n(100 + Math.cos(ball) * 58)}" cy="${n(100 + Math.sin(ball) * 58)}" r="7" fill="#fff" stroke="#999"/>`
  );
};

export const wheel: Motif = ({ hue }) => {
  const colours = Array.from({ length: 12 }, (_, i) => hsl(hue + i * 30, 85, i % 2 ? 48 : 58));
  const bulbs = Array.from({ length: 16 }, (_, i) => {
    const t = (i / 16) * Math.PI * 2;
    return `<circle cx="${n(100 + Math.cos(t) * 82)}" cy="${n(104 + Math.sin(t) * 82)}" r="4" fill="#fffbe0"/>`;
  }).join('');
  return (
    `<circle cx="100" cy="104" r="92" fill="url(#gold)"/><circle cx="100" cy="104" r="88" fill="#3b0a4a"/>` + bulbs +
    wedges(100, 104, 18, 74, colours) +
    `<circle cx="100" cy="104" r="20" fill="url(#gold)" stroke="#7a4a06" stroke-width="3"/>` +
    `<path d="M86 2H114L100 34Z" fill="#e0122f" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`
  );
};

function die(x: number, y: number, angle: number, face: number): string {
  const spots: Record<number, [number, number][]> = {
    1: [[0, 0]], 2: [[-1, -1], [1, 1]], 3: [[-1, -1], [0, 0], [1, 1]], 4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
    5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]], 6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
  };
  const pips = (spots[face] ?? spots[5]!).map(([u, v]) => `<circle cx="${u * 17}" cy="${v * 17}" r="7" fill="${face === 1 || face === 4 ? '#d0112b' : '#1f1f1f'}"/>`).join('');
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-38" y="-34" width="76" height="76" rx="16" fill="#00000055"/>` +
    `<rect x="-38" y="-38" width="76" height="76" rx="16" fill="url(#m-die)" stroke="#cfcfd8" stroke-width="2"/>${pips}</g>`
  );
}

export const dice: Motif = ({ rnd }) =>
  `<defs>${linear('m-die', ['#ffffff', '#e9e9ef', '#c9c9d3'])}</defs>` +
  die(70, 86, -14, 1 + Math.floor(rnd() * 6)) + die(130, 128, 12, 1 + Math.floor(rnd() * 6)) + sparkle(160, 50, 14);

export const balls: Motif = ({ rnd, hue }) => {
  const spots = [[48, 120, 34], [100, 92, 40], [154, 122, 34], [74, 166, 26], [130, 168, 26]] as const;
  const defs = spots.map((_, i) => radial(`m-ball${i}`, [['#ffffff', 1], [hsl(hue + i * 70, 85, 55), 1], [hsl(hue + i * 70, 85, 28), 1]], 0.35, 0.3, 0.8)).join('');
  const body = spots
    .map(([x, y, r], i) => {
      const number = 1 + Math.floor(rnd() * 75);
      return (
        `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#m-ball${i})"/><circle cx="${x}" cy="${y}" r="${n(r * 0.52)}" fill="#fff"/>` +
        `<text x="${x}" y="${n(y + r * 0.2)}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${n(r * 0.55)}" fill="#1f1f1f">${number}</text>`
      );
    })
    .join('');
  return `<defs>${defs}</defs>${body}${sparkle(40, 60, 12)}${sparkle(168, 62, 10)}`;
};

export const coins: Motif = ({ rnd }) => {
  const pile = Array.from({ length: 7 }, () => coin(40 + rnd() * 120, 150 + rnd() * 26, 16 + rnd() * 6)).join('');
  const star = 'M0-30L8.8-12.1 28.5-9.3 14.3 4.6 17.6 24.3 0 15 -17.6 24.3 -14.3 4.6 -28.5-9.3 -8.8-12.1Z';
  return (
    pile +
    `<circle cx="100" cy="92" r="64" fill="#9a5b0c"/><circle cx="100" cy="86" r="64" fill="url(#gold)"/>` +
    `<circle cx="100" cy="86" r="50" fill="none" stroke="#b7791f" stroke-width="5"/>` +
    `<path d="${star}" transform="translate(100 88) scale(1.35)" fill="#c98a17" stroke="#fff3b0" stroke-width="1.5"/>` +
    `<path d="M58 56A58 58 0 0 1 120 30" stroke="#fff" stroke-opacity="0.6" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    sparkle(156, 40, 16)
  );
};

export const treasure: Motif = ({ rnd }) => {
  const heap = Array.from({ length: 6 }, () => coin(58 + rnd() * 84, 84 + rnd() * 14, 11 + rnd() * 4, 0.5)).join('');
  return (
    `<defs>${linear('m-wood', ['#a0522d', '#6b3410', '#3e1c07'])}${linear('m-lid', ['#7a3b12', '#4a2009'])}</defs>` +
    `<path d="M36 96L46 46Q100 22 154 46L164 96Z" fill="url(#m-lid)" stroke="url(#gold)" stroke-width="5" stroke-linejoin="round"/>` +
    `<ellipse cx="100" cy="98" rx="62" ry="20" fill="url(#gold)"/>` + heap +
    `<path d="M84 80L94 66H108L118 80L101 96Z" fill="#e11d48" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/>` +
    `<rect x="32" y="96" width="136" height="76" rx="6" fill="url(#m-wood)"/>` +
    `<rect x="32" y="96" width="136" height="12" fill="url(#gold)"/><rect x="32" y="160" width="136" height="12" fill="url(#gold)"/>` +
    `<rect x="48" y="96" width="12" height="76" fill="url(#gold)"/><rect x="140" y="96" width="12" height="76" fill="url(#gold)"/>` +
    `<rect x="86" y="112" width="28" height="34" rx="5" fill="url(#gold)" stroke="#7a4a06" stroke-width="2"/><circle cx="100" cy="126" r="5" fill="#3e1c07"/>` +
    sparkle(150, 50, 16) + sparkle(52, 60, 10)
  );
};

export const mahjong: Motif = () => {
  const tile = (x: number, y: number, angle: number, face: string) =>
    `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-34" y="-44" width="74" height="98" rx="10" fill="#0f766e"/>` +
    `<rect x="-40" y="-50" width="74" height="98" rx="10" fill="url(#m-ivory)" stroke="#d6cfb8" stroke-width="2"/>${face}</g>`;
  const dots = `<circle cx="-3" cy="-1" r="26" fill="none" stroke="#1d4ed8" stroke-width="6"/><circle cx="-3" cy="-1" r="15" fill="#d0112b"/><circle cx="-3" cy="-1" r="6" fill="#15803d"/>`;
  const bamboo = [-16, -3, 10]
    .map((x) => `<rect x="${x - 4}" y="-34" width="8" height="30" rx="4" fill="#15803d"/><rect x="${x - 4}" y="4" width="8" height="30" rx="4" fill="${x === -3 ? '#d0112b' : '#15803d'}"/>`)
    .join('');
  return `<defs>${linear('m-ivory', ['#fffdf5', '#efe6cc'])}</defs>${tile(72, 96, -10, bamboo)}${tile(130, 110, 10, dots)}${sparkle(160, 40, 12)}`;
};
