/**
 * The installed app's web manifest, in the build's default language: its name and the names of
 * its shortcuts come from that language's catalogue, its links from the route table, its icons
 * from scripts/make-icons.ts and its screenshots from scripts/make-screenshots.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { ROUTE_TABLE, type RouteName } from '../src/routes/table.ts';

/** What a long press on the installed app's icon offers: straight to money, games and mail. */
export const SHORTCUT_ROUTES = ['voucherCenter', 'gameCenter', 'webEmail'] as const satisfies readonly RouteName[];

/** One picture of the install sheet: a route drawn at a phone's or a desktop's size. */
export interface InstallScreenshot {
  file: string;
  route: RouteName;
  formFactor: 'narrow' | 'wide';
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
}

/**
 * Under public/screenshots: out of the precache, asked for only by an install sheet. Game screens,
 * which show no amounts: a picture keeps whatever currency it was taken with.
 */
export const INSTALL_SCREENSHOTS: readonly InstallScreenshot[] = [
  { file: 'games-narrow.png', route: 'gameCenter', formFactor: 'narrow', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { file: 'slots-narrow.png', route: 'slotGames', formFactor: 'narrow', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  { file: 'games-wide.png', route: 'gameCenter', formFactor: 'wide', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
];

const pixels = ({ viewport, deviceScaleFactor }: InstallScreenshot) => `${viewport.width * deviceScaleFactor}x${viewport.height * deviceScaleFactor}`;

/** Every text of a language, from its area files. */
function catalogue(language: string): Record<string, string> {
  const folder = new URL(`../src/i18n/locales/${language}/`, import.meta.url);
  const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
  return Object.assign({}, ...files.map((name) => JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as Record<string, string>));
}

const png = (src: string, size: number, purpose: 'any' | 'maskable') => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose });

export function webManifest(language: string): Partial<ManifestOptions> {
  const texts = catalogue(language);
  const text = (key: string): string => {
    const value = texts[key];
    if (!value) throw new Error(`the ${language} catalogue has no "${key}" for the web manifest`);
    return value;
  };
  const home = ROUTE_TABLE.home.path;
  return {
    // The app's identity: changing it would make installed copies a different app.
    id: home,
    name: text('pages_manifest_name'),
    short_name: text('app_name'),
    description: text('pages_manifest_description'),
    lang: language,
    // Bangla, English and Chinese all run left to right.
    dir: 'ltr',
    start_url: home,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#121212',
    theme_color: '#121212',
    icons: [
      png('/icons/icon-192.png', 192, 'any'),
      png('/icons/icon-512.png', 512, 'any'),
      png('/icons/maskable-192.png', 192, 'maskable'),
      png('/icons/maskable-512.png', 512, 'maskable'),
    ],
    shortcuts: SHORTCUT_ROUTES.map((route) => ({
      name: text(ROUTE_TABLE[route].titleKey),
      url: ROUTE_TABLE[route].path,
      icons: [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }],
    })),
    screenshots: INSTALL_SCREENSHOTS.map((shot) => ({
      src: `/screenshots/${shot.file}`,
      sizes: pixels(shot),
      type: 'image/png',
      form_factor: shot.formFactor,
      label: text(ROUTE_TABLE[shot.route].titleKey),
    })),
  };
}
