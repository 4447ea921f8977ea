/**
 * The served shell of a cold first visit: what the first screen needs is inlined, the LCP image is
 * preloaded from the head, the entry stylesheet is inlined, and home gets its still picture.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData } from '../../src/api/first-paint';
import { firstPaintHtml } from '../../server/first-paint';
import { accountTexts } from '../../server/still-pictures';
import { bannerGroupFor, href } from '../../src/routes';
import { makeTempDir, startTestServer, type TestServer } from './helpers';

const SHELL = [
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Lobby</title>',
  // As the build writes it: a stylesheet the first screen shares with other pages comes first.
  '<link rel="stylesheet" crossorigin href="/assets/shared-xyz.css">',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
  '<body><div id="root"></div></body></html>',
].join('');

let server: TestServer;
let distDir: string;

beforeAll(async () => {
  server = await startTestServer();
  distDir = makeTempDir('lobby-first-paint-');
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'assets', 'index-abc.css'), '.banners{aspect-ratio:1200/420}');
  writeFileSync(join(distDir, 'assets', 'shared-xyz.css'), '.heart{inline-size:24px}');
});
afterAll(() => server.close());

/** A built app for one page: its stylesheets (file name → text) in assets/, and the build's manifest. */
function builtApp(prefix: string, stylesheets: Record<string, string>, manifest: Record<string, unknown>): string {
  const dir = makeTempDir(prefix);
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  for (const [name, css] of Object.entries(stylesheets)) writeFileSync(join(dir, 'assets', name), css);
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

function inlined(html: string): FirstPaintData {
  const match = new RegExp(`<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">(.*?)</script>`).exec(html);
  expect(match, 'the inlined answers').not.toBeNull();
  return JSON.parse(match![1]!) as FirstPaintData;
}

describe('the shell served for a first visit', () => {
  it('inlines home’s first screen and preloads its first banner before anything else in the head', async () => {
    const html = await firstPaintHtml(SHELL, { db: server.db, distDir, path: href('home'), host: 'localhost', ip: '127.0.0.1' });
    const data = inlined(html);
    expect(data.status.maintenance).toBe(false);
    expect(data.vendors.sorting.length).toBeGreaterThan(0);
    expect(data.hot.length).toBeGreaterThan(0);
    const first = [...data.banners.m_home!].sort((a, b) => a.sequence - b.sequence)[0]!;
    expect(html.indexOf(`<link rel="preload" as="image" href="${first.url}"`)).toBeLessThan(html.indexOf('<title>'));
    expect(html).toContain(`<div id="root"><div class="layout" aria-hidden="true">`);
    expect(html).toContain(`<img src="${first.url}" alt="" fetchpriority="high">`);
    // Every stylesheet of the head inline, in the build's order: none blocks the first paint.
    expect(html).toContain('<style>.heart{inline-size:24px}</style><style>.banners{aspect-ratio:1200/420}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('treats an alias of home as home', async () => {
    const html = await firstPaintHtml(SHELL, { db: server.db, distDir, path: '/', host: 'localhost' });
    expect(inlined(html).hot.length).toBeGreaterThan(0);
  });

  it('gives the account pages their form settings and no hot games (no still picture without the build’s manifest)', async () => {
    const html = await firstPaintHtml(SHELL, { db: server.db, distDir, path: href('login'), host: 'localhost' });
    const data = inlined(html);
    expect(data.registerSettings?.encryptionPublicKey).toBeTruthy();
    expect(data.hot).toEqual([]);
    expect(html).toContain('<div id="root"></div>');
  });

  it('draws the login form as a still picture, in the status language, with the form’s stylesheet inlined', async () => {
    const pageDist = builtApp(
      'lobby-first-paint-login-',
      { 'index-abc.css': '.banners{aspect-ratio:1200/420}', 'account-def.css': '.account-form{display:flex}' },
      {
        'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index-abc.css'] },
        'src/features/account/LoginPage.tsx': { file: 'assets/LoginPage.js', imports: ['index.html', '_account.js'] },
        '_account.js': { file: 'assets/account.js', css: ['assets/account-def.css'] },
      },
    );
    const html = await firstPaintHtml(SHELL, { db: server.db, distDir: pageDist, path: href('login'), host: 'localhost' });
    const data = inlined(html);
    const texts = await accountTexts(data.language);
    expect(html).toContain('<div id="root"><div class="layout" aria-hidden="true"><header class="header header--login">');
    expect(html).toContain(`<span class="account-link account-link--center">${texts.account_no_account}</span>`);
    expect(html).toContain('<style>.banners{aspect-ratio:1200/420}</style>');
    expect(html).toContain('<style>.account-form{display:flex}</style>');
    expect(html.indexOf('.account-form{')).toBeLessThan(html.indexOf('</head>'));
  });

  it('draws the game centre as a still picture: title, ticker box and the first banner, with the page’s stylesheet inlined', async () => {
    const pageDist = builtApp(
      'lobby-first-paint-centre-',
      { 'index-abc.css': '.ticker{height:36px}', 'games-def.css': '.game-centre{display:flex}' },
      {
        'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index-abc.css'] },
        'src/features/games/GameCenterPage.tsx': { file: 'assets/GameCenterPage.js', imports: ['index.html'], css: ['assets/games-def.css'] },
      },
    );
    const html = await firstPaintHtml(SHELL, { db: server.db, distDir: pageDist, path: href('gameCenter'), host: 'localhost' });
    const data = inlined(html);
    const first = [...(data.banners[bannerGroupFor('HOT')] ?? [])].sort((a, b) => a.sequence - b.sequence)[0]!;
    const texts = await accountTexts(data.language);
    expect(html).toContain(`<h1 class="header__title">${texts.in_game_center}</h1>`);
    expect(html).toContain('<section class="game-centre"><section class="ticker"></section><section class="banners">');
    expect(html).toContain(`<img src="${first.url}" alt="" fetchpriority="high">`);
    expect(html).toContain('<style>.game-centre{display:flex}</style>');
  });

  it('draws a category page as a still picture: its title, the nav strip and its first banner; search gets none', async () => {
    const pageDist = builtApp(
      'lobby-first-paint-category-',
      { 'category-ghi.css': '.games-page{display:flex}' },
      { 'src/features/games/CategoryPage.tsx': { file: 'assets/CategoryPage.js', css: ['assets/category-ghi.css'] } },
    );
    const html = await firstPaintHtml(SHELL, { db: server.db, distDir: pageDist, path: href('slotGames'), host: 'localhost' });
    const data = inlined(html);
    const first = [...(data.banners[bannerGroupFor('RNG')] ?? [])].sort((a, b) => a.sequence - b.sequence)[0]!;
    const texts = await accountTexts(data.language);
    expect(html).toContain(`<h1 class="header__title">${texts.slot_games}</h1></div><nav class="nav-strip">`);
    expect(html).toContain(`<section class="games-page"><section class="banners"><div class="banners__track"><span class="banners__item"><img src="${first.url}"`);
    expect(html).toContain('<style>.games-page{display:flex}</style>');
    const search = await firstPaintHtml(SHELL, { db: server.db, distDir: pageDist, path: href('searchGames'), host: 'localhost' });
    expect(search).toContain('<div id="root"></div>');
  });

  it('gives the other account pages no still picture', async () => {
    const html = await firstPaintHtml(SHELL, { db: server.db, distDir, path: href('register'), host: 'localhost' });
    expect(inlined(html).registerSettings).toBeTruthy();
    expect(html).toContain('<div id="root"></div>');
  });

  it('preloads a category page’s own banner group', async () => {
    const html = await firstPaintHtml(SHELL, { db: server.db, distDir, path: href('slotGames'), host: 'localhost' });
    const first = [...(inlined(html).banners.m_rng ?? [])].sort((a, b) => a.sequence - b.sequence)[0];
    if (first) expect(html).toContain(`<link rel="preload" as="image" href="${first.url}"`);
    else expect(html).not.toContain('rel="preload" as="image"');
  });

  it('preloads the game centre’s first banner, by its gameType like the page', async () => {
    for (const [gameType, group] of [[undefined, bannerGroupFor('HOT')], ['rng', bannerGroupFor('RNG')]] as const) {
      const html = await firstPaintHtml(SHELL, { db: server.db, distDir, path: href('gameCenter'), gameType, host: 'localhost' });
      const first = [...(inlined(html).banners[group] ?? [])].sort((a, b) => a.sequence - b.sequence)[0];
      if (first) expect(html).toContain(`<link rel="preload" as="image" href="${first.url}"`);
      else expect(html).not.toContain('rel="preload" as="image"');
    }
  });

  it('leaves anything that is not an app route as built', async () => {
    expect(await firstPaintHtml(SHELL, { db: server.db, distDir, path: '/m/no-such-page' })).toBe(SHELL);
  });

  it('keeps inlined text from closing its script element', async () => {
    const hot = await server.db.selectFrom('games').select('node_id').where('hot_rank', 'is not', null).orderBy('hot_rank').executeTakeFirstOrThrow();
    await server.db.updateTable('games').set({ name: '</script><script>alert(1)</script>' }).where('node_id', '=', hot.node_id).execute();
    const html = await firstPaintHtml(SHELL, { db: server.db, distDir, path: href('home'), host: 'localhost' });
    expect(html.match(/<\/script>/g)?.length).toBe(1);
    expect(inlined(html).hot.some((game) => game.gameName.includes('</script>'))).toBe(true);
  });
});
