/** Small SVG building blocks the tile, banner, logo and icon compositions share. */

export const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/** Rounded to 0.1: shorter documents, and the same numbers on every platform. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export function linear(id: string, stops: string[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
  const body = stops.map((colour, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${body}</linearGradient>`;
}

/** Stops as [colour, opacity]: glows fade to nothing. */
export function radial(id: string, stops: [string, number][], cx = 0.5, cy = 0.5, r = 0.5): string {
  const body = stops
    .map(([colour, opacity], i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${colour}" stop-opacity="${opacity}"/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${body}</radialGradient>`;
}

/** A four-pointed glint. */
export function sparkle(x: number, y: number, size: number, opacity = 0.9): string {
  const s = size;
  const w = size * 0.22;
  return `<path d="M${n(x)} ${n(y - s)} Q${n(x + w)} ${n(y - w)} ${n(x + s)} ${n(y)} Q${n(x + w)} ${n(y + w)} ${n(x)} ${n(y + s)} Q${n(x - w)} ${n(y + w)} ${n(x - s)} ${n(y)} Q${n(x - w)} ${n(y - w)} ${n(x)} ${n(y - s)}Z" fill="#fff" fill-opacity="${opacity}"/>`;
}

/** Light rays from a point: alternate wedges of faint white, the classic "jackpot" backdrop. */
export function rays(cx: number, cy: number, radius: number, count: number, turn: number, opacity: number): string {
  const wedges: string[] = [];
  const step = (Math.PI * 2) / count;
  for (let i = 0; i < count; i += 2) {
    const a = i * step + (turn * Math.PI) / 180;
    const b = a + step;
    wedges.push(`M${n(cx)} ${n(cy)}L${n(cx + Math.cos(a) * radius)} ${n(cy + Math.sin(a) * radius)}L${n(cx + Math.cos(b) * radius)} ${n(cy + Math.sin(b) * radius)}Z`);
  }
  return `<path d="${wedges.join('')}" fill="#fff" fill-opacity="${opacity}"/>`;
}

/** A gold coin seen at an angle (an ellipse with an edge), for banners and treasure. */
export function coin(x: number, y: number, r: number, tilt = 0.45): string {
  const ry = r * tilt;
  return (
    `<ellipse cx="${n(x)}" cy="${n(y + r * 0.16)}" rx="${n(r)}" ry="${n(ry)}" fill="#9a5b0c"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(ry)}" fill="url(#gold)"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.68)}" ry="${n(ry * 0.68)}" fill="none" stroke="#b7791f" stroke-width="${n(r * 0.1)}"/>`
  );
}

/** A tiny deterministic random stream from a hash: positions of sparkles, confetti, coins. */
export function stream(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}
