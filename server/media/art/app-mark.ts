/**
 * The app's mark: a gold spade under a crown, on a night-purple ground lit from behind. One
 * design for the header logo, the favicon and every installed-app icon (scripts/make-icons.ts).
 */
import { linear, radial, rays, sparkle } from './kit';

export interface MarkOptions {
  /** Rounded corners and a transparent outside (logo, "any" icons); square for maskable and Apple. */
  rounded: boolean;
  /** The emblem's share of the picture: smaller for a maskable icon's safe zone. */
  scale: number;
}

const SPADE = 'M0-62C-18-40-70-14-70 16-70 46-36 56-12 34L-24 66H24L12 34C36 56 70 46 70 16 70-14 18-40 0-62Z';
const CROWN = 'M-34 12L-42-26-16-6 0-34 16-6 42-26 34 12Z';

export function appMarkSvg({ rounded, scale }: MarkOptions): string {
  const s = 512;
  // The emblem spans y -118…84 in its own units: centred, it fills `scale` of ~78% of the icon.
  const emblem = (s / 260) * scale;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">`,
    '<defs>',
    radial('ground', [['#7b2cbf', 1], ['#3c096c', 1], ['#10002b', 1]], 0.5, 0.42, 0.75),
    linear('gold', ['#fff6c2', '#f7c948', '#d18f12', '#f7c948'], [0, 0, 0.4, 1]),
    linear('spade', ['#fff3b0', '#f7c948', '#b7791f'], [0, 0, 1, 1]),
    radial('halo', [['#ffe08a', 0.7], ['#ffb703', 0.2], ['#ffb703', 0]]),
    rounded ? `<clipPath id="shape"><rect width="${s}" height="${s}" rx="112"/></clipPath>` : '',
    '</defs>',
    rounded ? '<g clip-path="url(#shape)">' : '<g>',
    `<rect width="${s}" height="${s}" fill="url(#ground)"/>`,
    rays(s / 2, s * 0.5, s, 28, 4, 0.06),
    `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.42 * scale}" fill="url(#halo)"/>`,
    `<g transform="translate(${s / 2} ${s / 2 + 17 * emblem}) scale(${emblem})">`,
    `<circle r="84" fill="none" stroke="url(#gold)" stroke-width="7"/>`,
    `<path d="${SPADE}" transform="translate(0 8) scale(0.95)" fill="#1a0533" fill-opacity="0.5"/>`,
    `<path d="${SPADE}" fill="url(#spade)" stroke="#7a4a06" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="M-8-40Q-40-14-50 8" stroke="#fff" stroke-opacity="0.55" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<path d="${CROWN}" transform="translate(0 -78)" fill="url(#gold)" stroke="#7a4a06" stroke-width="3" stroke-linejoin="round"/>`,
    `<circle cx="0" cy="-112" r="6" fill="#e11d48"/><circle cx="-42" cy="-104" r="5" fill="#f7c948"/><circle cx="42" cy="-104" r="5" fill="#f7c948"/>`,
    `</g>`,
    sparkle(s * 0.78, s * 0.22, s * 0.05 * scale),
    sparkle(s * 0.22, s * 0.8, s * 0.03 * scale, 0.7),
    '</g>',
    '</svg>',
  ].join('');
}
