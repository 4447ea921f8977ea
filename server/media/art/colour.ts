/**
 * Colour arithmetic for the generated art. Everything ends as #rrggbb, the one colour syntax every
 * SVG renderer (librsvg on the server, browsers) reads the same way.
 */

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 360;
  const s = clamp(saturation, 0, 100) / 100;
  const l = clamp(lightness, 0, 100) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    const v = u < 1 / 6 ? p + (q - p) * 6 * u : u < 1 / 2 ? q : u < 2 / 3 ? p + (q - p) * (2 / 3 - u) * 6 : p;
    return Math.round(v * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`;
}

/** #rrggbb → [hue, saturation %, lightness %]. */
export function toHsl(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l * 100];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s * 100, l * 100];
}

/** The same colour turned round the colour wheel: one theme, many games that are not identical. */
export function shiftHue(hex: string, degrees: number): string {
  const [h, s, l] = toHsl(hex);
  return hsl(h + degrees, s, l);
}

export function lighten(hex: string, amount: number): string {
  const [h, s, l] = toHsl(hex);
  return hsl(h, s, l + amount);
}
