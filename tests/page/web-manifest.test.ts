/**
 * What the installed app is made of, before any build: the manifest speaks the build's language
 * (its names from that catalogue, `lang` and `dir`), its shortcuts lead to deposit, the game centre
 * and mail, and every picture it or index.html names is in public/ at the size it claims — the
 * icons (maskable too), the install sheet's screenshots and the iPhone launch images.
 */
import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../src/routes';
import { SHORTCUT_ROUTES, webManifest } from '../../scripts/web-manifest.ts';

const PUBLIC = new URL('../../public', import.meta.url).pathname;
const LANGUAGES = ['bn', 'en', 'zh'];

const common = (language: string) => JSON.parse(readFileSync(new URL(`../../src/i18n/locales/${language}/common.json`, import.meta.url), 'utf8')) as Record<string, string>;

/** The pixel size of a file under public/, as "WxH". */
async function sizeOf(src: string): Promise<string> {
  const file = `${PUBLIC}${src}`;
  expect(existsSync(file), `${src} is in public/`).toBe(true);
  const { width, height, format } = await sharp(file).metadata();
  expect(format, src).toBe('png');
  return `${width}x${height}`;
}

describe('the web manifest', () => {
  it.each(LANGUAGES)('speaks %s: its names from that catalogue, lang and dir', (language) => {
    const manifest = webManifest(language);
    expect(manifest.lang).toBe(language);
    expect(manifest.dir).toBe('ltr');
    expect(manifest.short_name).toBe(common(language).app_name);
    expect(manifest.shortcuts?.map((shortcut) => shortcut.name)).toEqual([common(language).deposit, common(language).in_game_center, common(language).mail]);
  });

  const manifest = webManifest('bn');

  it('offers deposit, the game centre and mail as shortcuts, each with an icon of 96 px or more', async () => {
    expect(SHORTCUT_ROUTES).toEqual(['voucherCenter', 'gameCenter', 'webEmail']);
    expect(manifest.shortcuts?.map((shortcut) => shortcut.url)).toEqual(SHORTCUT_ROUTES.map((route) => pathOf(route)));
    for (const shortcut of manifest.shortcuts ?? []) {
      expect(shortcut.icons?.length, shortcut.name).toBeGreaterThan(0);
      for (const icon of shortcut.icons ?? []) {
        expect(await sizeOf(icon.src)).toBe(icon.sizes);
        expect(Number(icon.sizes?.split('x')[0])).toBeGreaterThanOrEqual(96);
      }
    }
  });

  it('has "any" and maskable icons at 192 and 512, each file the size it claims', async () => {
    const icons = manifest.icons ?? [];
    expect(icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    expect(icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of icons) expect(await sizeOf(icon.src), icon.src).toBe(icon.sizes);
  });

  it('shows a phone and a desktop screenshot that an install sheet accepts', async () => {
    const shots = manifest.screenshots ?? [];
    expect(shots.some((shot) => shot.form_factor === 'narrow')).toBe(true);
    expect(shots.some((shot) => shot.form_factor === 'wide')).toBe(true);
    for (const shot of shots) {
      expect(shot.src, 'outside the precached icons').toMatch(/^\/screenshots\//);
      expect(shot.label).toBeTruthy();
      expect(await sizeOf(shot.src), shot.src).toBe(shot.sizes);
      const [width, height] = shot.sizes.split('x').map(Number) as [number, number];
      // Chromium's rules: each side 320 to 3840 px, the long side at most 2.3 times the short one.
      for (const side of [width, height]) expect(side).toBeGreaterThanOrEqual(320);
      for (const side of [width, height]) expect(side).toBeLessThanOrEqual(3840);
      expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3);
      expect(shot.form_factor === 'wide' ? width > height : height > width, shot.src).toBe(true);
    }
  });
});

describe('index.html for iOS', () => {
  const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

  it('names the 180 px touch icon', async () => {
    const touch = /<link rel="apple-touch-icon" href="([^"]+)" sizes="180x180"/.exec(html);
    expect(touch).not.toBeNull();
    expect(await sizeOf(touch![1]!)).toBe('180x180');
  });

  it('names a portrait launch image per iPhone screen, each the screen’s size in pixels', async () => {
    const links = [...html.matchAll(/<link rel="apple-touch-startup-image" media="([^"]+)" href="([^"]+)"/g)];
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const [, media, src] of links) {
      const [, width, height, ratio] = /device-width: (\d+)px\) and \(device-height: (\d+)px\) and \(-webkit-device-pixel-ratio: (\d)\) and \(orientation: portrait\)/.exec(media!) ?? [];
      expect(ratio, media).toBeDefined();
      expect(await sizeOf(src!)).toBe(`${Number(width) * Number(ratio)}x${Number(height) * Number(ratio)}`);
    }
  });
});
