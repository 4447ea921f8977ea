/**
 * Themed motifs (creatures, places, sports), in the same 200×200 box as the casino ones.
 */
import { hsl } from './colour';
import { linear, n, radial, sparkle } from './kit';
import type { Motif } from './motifs-casino';

const bubbles = (rnd: () => number, count: number) =>
  Array.from({ length: count }, () => {
    const r = 3 + rnd() * 7;
    return `<circle cx="${n(20 + rnd() * 160)}" cy="${n(14 + rnd() * 90)}" r="${n(r)}" fill="#fff" fill-opacity="0.18" stroke="#fff" stroke-opacity="0.7" stroke-width="1.5"/>`;
  }).join('');

const waves = (top: number) =>
  `<path d="M-20 ${top}Q10 ${top - 14} 40 ${top}T100 ${top}T160 ${top}T220 ${top}V220H-20Z" fill="#38bdf8" fill-opacity="0.55"/>` +
  `<path d="M-20 ${top + 18}Q15 ${top + 4} 50 ${top + 18}T120 ${top + 18}T190 ${top + 18}T260 ${top + 18}V220H-20Z" fill="#0369a1" fill-opacity="0.8"/>` +
  `<path d="M-20 ${top + 1}Q10 ${top - 13} 40 ${top + 1}T100 ${top + 1}T160 ${top + 1}T220 ${top + 1}" stroke="#fff" stroke-opacity="0.8" stroke-width="3" fill="none"/>`;

export const fish: Motif = ({ rnd, hue }) => {
  const body = hsl(hue, 95, 55);
  const belly = hsl(hue + 20, 100, 75);
  return (
    `<defs>${linear('m-fish', [belly, body, hsl(hue - 10, 90, 38)])}</defs>` +
    bubbles(rnd, 5) +
    `<path d="M150 100L190 62Q184 100 190 138Z" fill="${hsl(hue - 10, 90, 45)}" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>` +
    `<path d="M92 58Q110 30 138 44L128 66Z" fill="${hsl(hue - 10, 90, 45)}"/>` +
    `<path d="M24 100Q40 52 96 52Q146 52 160 100Q146 148 96 148Q40 148 24 100Z" fill="url(#m-fish)" stroke="#fff" stroke-opacity="0.55" stroke-width="2.5"/>` +
    `<path d="M96 66Q112 100 96 134M118 64Q134 100 118 136" stroke="#fff" stroke-opacity="0.35" stroke-width="5" fill="none"/>` +
    `<path d="M84 112Q100 130 120 118L104 104Z" fill="${hsl(hue - 10, 90, 45)}"/>` +
    `<circle cx="58" cy="90" r="14" fill="#fff"/><circle cx="55" cy="90" r="8" fill="#111"/><circle cx="52" cy="86" r="3" fill="#fff"/>` +
    `<path d="M30 108Q38 114 46 110" stroke="#7a1c00" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M-10 178Q30 166 70 178T150 178T230 178V210H-10Z" fill="#0c4a6e" fill-opacity="0.6"/>`
  );
};

export const ocean: Motif = ({ rnd }) => {
  const arm = 'M0-58C9-22 16-18 52-18C24 2 22 12 32 46C4 26-4 26-32 46-22 12-24 2-52-18-16-18-9-22 0-58Z';
  return (
    `<defs>${radial('m-star', [['#fed7aa', 1], ['#fb923c', 1], ['#c2410c', 1]], 0.5, 0.45, 0.6)}${linear('m-shell', ['#ffe4e6', '#fda4af', '#e11d48'])}</defs>` +
    `<circle cx="150" cy="46" r="26" fill="#fde68a" fill-opacity="0.9"/>` + bubbles(rnd, 4) + waves(118) +
    `<g transform="translate(84 132) rotate(${n(-12 + rnd() * 24)})"><path d="${arm}" fill="url(#m-star)" stroke="#9a3412" stroke-width="3" stroke-linejoin="round"/>` +
    `<circle r="4" fill="#fff7ed"/><circle cx="0" cy="-30" r="3" fill="#fff7ed"/><circle cx="28" cy="-10" r="3" fill="#fff7ed"/><circle cx="-28" cy="-10" r="3" fill="#fff7ed"/><circle cx="17" cy="24" r="3" fill="#fff7ed"/><circle cx="-17" cy="24" r="3" fill="#fff7ed"/></g>` +
    `<g transform="translate(156 158)"><path d="M0 20L-30-8Q0-36 30-8Z" fill="url(#m-shell)" stroke="#9f1239" stroke-width="2"/>` +
    `<path d="M0 20L-18-16M0 20L-6-22M0 20L6-22M0 20L18-16" stroke="#9f1239" stroke-width="2"/></g>`
  );
};

export const shark: Motif = ({ rnd }) =>
  `<defs>${linear('m-fin', ['#94a3b8', '#475569', '#1e293b'], [0, 0, 1, 1])}</defs>` +
  bubbles(rnd, 3) +
  `<path d="M52 126C72 100 92 56 128 28C122 70 132 104 160 126Z" fill="url(#m-fin)" stroke="#e2e8f0" stroke-opacity="0.6" stroke-width="2.5"/>` +
  `<path d="M64 118C84 98 100 70 122 44" stroke="#fff" stroke-opacity="0.35" stroke-width="4" fill="none"/>` +
  waves(124) +
  `<path d="M40 130Q60 120 80 132M130 132Q150 120 172 130" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>`;

export const dragon: Motif = () =>
  `<defs>${linear('m-scale', ['#ffd166', '#e85d04', '#9d0208'], [0, 0, 1, 1])}${radial('m-fire', [['#fff7ae', 1], ['#ffb703', 1], ['#e85d04', 0.9], ['#9d0208', 0]], 0.2, 0.5, 0.8)}</defs>` +
  `<path d="M4 150Q20 120 52 122Q40 140 58 150Q30 160 4 150Z" fill="url(#m-fire)"/>` +
  `<path d="M160 70Q176 34 196 20Q184 48 178 74Z" fill="#ffd166" stroke="#7c2d12" stroke-width="2"/>` +
  `<path d="M142 64Q150 28 170 10Q162 40 160 70Z" fill="#ffe8a3" stroke="#7c2d12" stroke-width="2"/>` +
  `<path d="M186 86L200 96 184 104 198 116 180 120 192 134 172 134 178 150 158 142Z" fill="#ffba08" stroke="#7c2d12" stroke-width="2" stroke-linejoin="round"/>` +
  `<path d="M176 70C150 56 118 58 100 72L60 86C46 90 42 100 52 106L84 112L56 126C48 132 54 140 64 140L104 134C124 164 160 176 186 160C200 130 196 96 176 70Z" fill="url(#m-scale)" stroke="#5c0a0a" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M84 112L104 118L104 134" stroke="#5c0a0a" stroke-width="3" fill="none"/>` +
  `<path d="M60 86L76 94" stroke="#5c0a0a" stroke-width="2"/><circle cx="66" cy="92" r="3" fill="#5c0a0a"/>` +
  `<path d="M104 76Q120 66 136 76Q122 86 104 82Z" fill="#fff"/><ellipse cx="122" cy="77" rx="5" ry="7" fill="#fde047"/><ellipse cx="122" cy="77" rx="1.6" ry="6" fill="#111"/>` +
  `<path d="M100 70Q124 54 146 70" stroke="#5c0a0a" stroke-width="4" fill="none" stroke-linecap="round"/>` +
  `<path d="M54 104Q30 104 20 86Q14 74 26 66" stroke="#ffd166" stroke-width="3" fill="none" stroke-linecap="round"/>` +
  `<path d="M140 112Q150 120 160 118M136 126Q148 136 162 132M150 96Q160 104 170 100" stroke="#9d0208" stroke-opacity="0.6" stroke-width="3" fill="none" stroke-linecap="round"/>` +
  `<path d="M90 118L94 126 98 118Z" fill="#fff"/><path d="M74 122L78 130 82 122Z" fill="#fff"/>`;

export const panda: Motif = () =>
  `<defs>${radial('m-fur', [['#ffffff', 1], ['#f1f1f1', 1], ['#cfcfcf', 1]], 0.45, 0.4, 0.7)}</defs>` +
  `<path d="M18 200V60M34 200V90" stroke="#4d7c0f" stroke-width="10"/><path d="M18 96L40 84M34 130L56 118" stroke="#65a30d" stroke-width="5"/>` +
  `<circle cx="56" cy="52" r="24" fill="#1c1c1c"/><circle cx="144" cy="52" r="24" fill="#1c1c1c"/>` +
  `<ellipse cx="100" cy="106" rx="72" ry="66" fill="url(#m-fur)"/>` +
  `<ellipse cx="70" cy="98" rx="17" ry="23" transform="rotate(35 70 98)" fill="#1c1c1c"/><ellipse cx="130" cy="98" rx="17" ry="23" transform="rotate(-35 130 98)" fill="#1c1c1c"/>` +
  `<circle cx="73" cy="96" r="7" fill="#fff"/><circle cx="127" cy="96" r="7" fill="#fff"/><circle cx="74" cy="97" r="4" fill="#111"/><circle cx="126" cy="97" r="4" fill="#111"/>` +
  `<ellipse cx="100" cy="124" rx="12" ry="8" fill="#1c1c1c"/><path d="M100 132V140M88 142Q100 150 112 142" stroke="#1c1c1c" stroke-width="3.5" fill="none" stroke-linecap="round"/>` +
  `<ellipse cx="62" cy="130" rx="10" ry="6" fill="#fda4af" fill-opacity="0.7"/><ellipse cx="138" cy="130" rx="10" ry="6" fill="#fda4af" fill-opacity="0.7"/>`;

export const paw: Motif = ({ hue }) => {
  const fill = hsl(hue + 10, 95, 58);
  // Tiger stripes: tapered wedges reaching in from both edges.
  const stripes = [
    'M-10 24Q36 26 66 46Q34 40-10 42Z', 'M-10 76Q30 72 56 92Q28 88-10 96Z', 'M-10 132Q26 124 50 140Q24 142-10 152Z',
    'M210 30Q164 32 136 50Q166 46 210 48Z', 'M210 84Q170 80 146 98Q172 96 210 102Z', 'M210 138Q174 130 152 146Q176 148 210 158Z',
  ];
  return (
    `<defs>${radial('m-paw', [['#fff7ed', 1], [fill, 1], [hsl(hue, 90, 35), 1]], 0.4, 0.35, 0.8)}</defs>` +
    stripes.map((d) => `<path d="${d}" fill="#1c1917" fill-opacity="0.55"/>`).join('') +
    `<path d="M100 94C74 94 48 128 54 152C60 172 82 166 100 164C118 166 140 172 146 152C152 128 126 94 100 94Z" fill="url(#m-paw)" stroke="#431407" stroke-width="3"/>` +
    [[50, 92, -20], [80, 60, -8], [120, 60, 8], [150, 92, 20]]
      .map(([x, y, a]) => `<ellipse cx="${x}" cy="${y}" rx="17" ry="23" transform="rotate(${a} ${x} ${y})" fill="url(#m-paw)" stroke="#431407" stroke-width="3"/>`)
      .join('') +
    sparkle(170, 40, 12)
  );
};

export const egypt: Motif = () =>
  `<defs>${radial('m-sun', [['#fffbe6', 1], ['#fde047', 1], ['#f59e0b', 0.9]], 0.5, 0.5, 0.5)}</defs>` +
  `<circle cx="128" cy="60" r="38" fill="url(#m-sun)"/>` +
  `<path d="M20 160L88 56L156 160Z" fill="#fcd34d"/><path d="M88 56L156 160H108Z" fill="#b45309"/>` +
  `<path d="M110 160L156 92L202 160Z" fill="#fbbf24"/><path d="M156 92L202 160H170Z" fill="#92400e"/>` +
  `<path d="M50 114H120M40 130H134M30 146H146" stroke="#92400e" stroke-opacity="0.25" stroke-width="2"/>` +
  `<path d="M-10 160Q50 146 100 162T210 158V210H-10Z" fill="#f59e0b"/><path d="M-10 176Q60 164 120 180T210 176V210H-10Z" fill="#d97706"/>` +
  `<path d="M44 36Q56 28 68 36Q56 44 44 36Z" fill="none" stroke="#fff7ae" stroke-width="2.5"/><circle cx="56" cy="36" r="3.5" fill="#fff7ae"/><path d="M56 40V50Q60 54 64 50" stroke="#fff7ae" stroke-width="2" fill="none"/>`;

export const space: Motif = ({ rnd, hue }) => {
  const stars = Array.from({ length: 10 }, () => `<circle cx="${n(rnd() * 200)}" cy="${n(rnd() * 200)}" r="${n(0.8 + rnd() * 1.8)}" fill="#fff"/>`).join('');
  const planet = hsl(hue + 180, 80, 60);
  return (
    `<defs>${radial('m-planet', [['#ffffff', 1], [planet, 1], [hsl(hue + 180, 80, 28), 1]], 0.35, 0.3, 0.8)}${linear('m-hull', ['#ffffff', '#dbe4f0', '#94a3b8'], [0, 0, 1, 0])}` +
    `${linear('m-flame', ['#fff7ae', '#fb923c', '#dc2626'])}</defs>` +
    stars +
    `<circle cx="150" cy="150" r="34" fill="url(#m-planet)"/><ellipse cx="150" cy="150" rx="56" ry="13" transform="rotate(-20 150 150)" fill="none" stroke="#fde68a" stroke-width="5"/>` +
    `<g transform="rotate(40 96 96)">` +
    `<path d="M84 148Q96 196 108 148Z" fill="url(#m-flame)"/>` +
    `<path d="M96 20C120 40 124 90 118 146H74C68 90 72 40 96 20Z" fill="url(#m-hull)" stroke="#334155" stroke-width="2.5"/>` +
    `<path d="M96 20C106 28 112 38 115 50H77C80 38 86 28 96 20Z" fill="#e0122f"/>` +
    `<path d="M74 112L52 150H76ZM118 112L140 150H116Z" fill="#e0122f" stroke="#7f1d1d" stroke-width="2"/>` +
    `<circle cx="96" cy="80" r="14" fill="#38bdf8" stroke="#334155" stroke-width="4"/><circle cx="91" cy="76" r="4" fill="#fff" fill-opacity="0.8"/></g>` +
    sparkle(36, 40, 10)
  );
};

export const crown: Motif = () =>
  `<defs>${linear('m-velvet', ['#7c3aed', '#4c1d95'])}</defs>` +
  `<path d="M44 150Q100 126 156 150V168Q100 146 44 168Z" fill="url(#m-velvet)"/>` +
  `<path d="M36 146L24 64 66 100 100 38 134 100 176 64 164 146Z" fill="url(#gold)" stroke="#7a4a06" stroke-width="3" stroke-linejoin="round"/>` +
  `<rect x="34" y="140" width="132" height="24" rx="6" fill="url(#gold)" stroke="#7a4a06" stroke-width="3"/>` +
  `<circle cx="24" cy="62" r="9" fill="url(#gold)" stroke="#7a4a06" stroke-width="2"/><circle cx="100" cy="34" r="10" fill="url(#gold)" stroke="#7a4a06" stroke-width="2"/><circle cx="176" cy="62" r="9" fill="url(#gold)" stroke="#7a4a06" stroke-width="2"/>` +
  `<circle cx="100" cy="110" r="13" fill="#e11d48" stroke="#fff" stroke-opacity="0.7" stroke-width="2"/><circle cx="62" cy="120" r="8" fill="#2563eb"/><circle cx="138" cy="120" r="8" fill="#16a34a"/>` +
  `<circle cx="66" cy="152" r="5" fill="#e11d48"/><circle cx="100" cy="152" r="6" fill="#2563eb"/><circle cx="134" cy="152" r="5" fill="#e11d48"/>` +
  sparkle(150, 40, 14) + sparkle(44, 36, 8);

const FLAME = 'M100 180C52 180 34 138 52 104C60 88 70 82 66 58C86 70 90 88 88 102C98 80 102 52 94 22C128 44 156 84 154 124C152 158 132 180 100 180Z';

export const flame: Motif = () =>
  `<defs>${linear('m-f1', ['#fde047', '#f97316', '#b91c1c'])}${linear('m-f2', ['#fff7ae', '#fbbf24', '#f97316'])}</defs>` +
  `<path d="${FLAME}" fill="url(#m-f1)"/>` +
  `<path d="${FLAME}" transform="translate(100 186) scale(0.64) translate(-100 -180)" fill="url(#m-f2)"/>` +
  `<path d="${FLAME}" transform="translate(100 186) scale(0.32) translate(-100 -180)" fill="#fffbe6"/>` +
  sparkle(40, 60, 8) + sparkle(162, 48, 10);

export const rooster: Motif = () =>
  `<defs>${linear('m-body', ['#f97316', '#b91c1c', '#7f1d1d'], [0, 0, 1, 1])}${linear('m-tail', ['#065f46', '#1e3a8a'], [0, 0, 1, 1])}</defs>` +
  `<path d="M120 110C140 60 176 40 194 50C172 60 160 84 156 110Z" fill="url(#m-tail)"/>` +
  `<path d="M124 118C150 84 186 82 198 98C176 100 162 112 156 128Z" fill="#0f766e"/>` +
  `<path d="M60 60C50 80 52 100 64 116C44 130 46 166 84 172C126 178 160 150 158 112C150 122 132 126 110 118C96 110 86 92 86 70Z" fill="url(#m-body)" stroke="#450a0a" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M92 136Q112 150 136 138" stroke="#fde68a" stroke-opacity="0.6" stroke-width="5" fill="none"/>` +
  `<circle cx="72" cy="56" r="20" fill="#ea580c" stroke="#450a0a" stroke-width="3"/>` +
  `<path d="M58 40Q56 24 66 30Q68 18 76 26Q82 16 86 30Q92 28 88 42Z" fill="#dc2626" stroke="#450a0a" stroke-width="2"/>` +
  `<path d="M54 54L36 62 54 66Z" fill="#facc15" stroke="#854d0e" stroke-width="2" stroke-linejoin="round"/>` +
  `<path d="M58 68Q54 84 64 84Q70 78 66 68Z" fill="#dc2626"/>` +
  `<circle cx="70" cy="52" r="4" fill="#111"/><circle cx="69" cy="51" r="1.3" fill="#fff"/>` +
  `<path d="M86 170V190M112 170V190M80 192H94M106 192H120" stroke="#facc15" stroke-width="5" stroke-linecap="round"/>`;

export const controller: Motif = ({ hue }) =>
  `<defs>${linear('m-pad', [hsl(hue, 30, 40), hsl(hue, 30, 18)])}</defs>` +
  `<path d="M56 66H144C172 66 186 100 192 136C196 162 176 176 158 158L138 136H62L42 158C24 176 4 162 8 136C14 100 28 66 56 66Z" fill="url(#m-pad)" stroke="${hsl(hue + 180, 100, 65)}" stroke-width="4"/>` +
  `<path d="M42 96H58V84H70V96H86V108H70V120H58V108H42Z" fill="#e2e8f0"/>` +
  `<circle cx="140" cy="86" r="8" fill="#facc15"/><circle cx="158" cy="102" r="8" fill="#ef4444"/><circle cx="122" cy="102" r="8" fill="#3b82f6"/><circle cx="140" cy="118" r="8" fill="#22c55e"/>` +
  `<circle cx="82" cy="130" r="11" fill="#0f172a" stroke="#64748b" stroke-width="3"/><circle cx="118" cy="130" r="11" fill="#0f172a" stroke="#64748b" stroke-width="3"/>` +
  `<path d="M60 70Q100 62 140 70" stroke="#fff" stroke-opacity="0.35" stroke-width="4" fill="none"/>` +
  sparkle(170, 40, 12) + sparkle(30, 40, 8);

export const fireworks: Motif = ({ rnd, hue }) => {
  const burst = (x: number, y: number, r: number, colour: string) =>
    Array.from({ length: 14 }, (_, i) => {
      const t = (i / 14) * Math.PI * 2;
      const x1 = x + Math.cos(t) * r * 0.3;
      const y1 = y + Math.sin(t) * r * 0.3;
      const x2 = x + Math.cos(t) * r;
      const y2 = y + Math.sin(t) * r;
      return `<path d="M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}" stroke="${colour}" stroke-width="4" stroke-linecap="round"/><circle cx="${n(x2)}" cy="${n(y2)}" r="4" fill="#fff"/>`;
    }).join('');
  const confetti = Array.from({ length: 14 }, (_, i) => `<rect x="${n(rnd() * 190)}" y="${n(100 + rnd() * 100)}" width="8" height="4" transform="rotate(${n(rnd() * 180)} 100 150)" fill="${hsl(hue + i * 47, 90, 60)}"/>`).join('');
  return burst(70, 74, 52, hsl(hue + 40, 95, 62)) + burst(146, 106, 42, hsl(hue + 160, 95, 62)) + burst(84, 150, 30, hsl(hue + 280, 95, 66)) + confetti;
};

export const football: Motif = ({ rnd }) => {
  const patch = (cx: number, cy: number, r: number, turn: number) =>
    `<path d="${Array.from({ length: 5 }, (_, i) => {
      const t = turn + (i / 5) * Math.PI * 2;
      return `${i ? 'L' : 'M'}${n(cx + Math.cos(t) * r)} ${n(cy + Math.sin(t) * r)}`;
    }).join('')}Z" fill="#161616"/>`;
  const outer = Array.from({ length: 5 }, (_, i) => {
    const t = -Math.PI / 2 + (i / 5) * Math.PI * 2;
    return patch(100 + Math.cos(t) * 62, 100 + Math.sin(t) * 62, 22, t);
  }).join('');
  const seams = Array.from({ length: 5 }, (_, i) => {
    const t = -Math.PI / 2 + (i / 5) * Math.PI * 2;
    return `<path d="M${n(100 + Math.cos(t) * 20)} ${n(100 + Math.sin(t) * 20)}L${n(100 + Math.cos(t) * 42)} ${n(100 + Math.sin(t) * 42)}" stroke="#555" stroke-width="2.5"/>`;
  }).join('');
  const spin = Math.round(rnd() * 60);
  return (
    `<defs>${radial('m-ball', [['#ffffff', 1], ['#f1f1f1', 1], ['#a3a3a3', 1]], 0.38, 0.32, 0.8)}<clipPath id="m-clip"><circle cx="100" cy="100" r="64"/></clipPath></defs>` +
    `<path d="M8 60H40M0 90H30M10 120H38" stroke="#fff" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>` +
    `<ellipse cx="104" cy="176" rx="54" ry="10" fill="#000" fill-opacity="0.3"/>` +
    `<g transform="rotate(${spin} 100 100)"><circle cx="100" cy="100" r="64" fill="url(#m-ball)"/><g clip-path="url(#m-clip)">${outer}</g>` +
    patch(100, 100, 22, -Math.PI / 2) + seams + `</g>` +
    `<circle cx="100" cy="100" r="64" fill="none" stroke="#404040" stroke-width="2"/>` +
    `<ellipse cx="78" cy="66" rx="20" ry="10" transform="rotate(-30 78 66)" fill="#fff" fill-opacity="0.55"/>`
  );
};
