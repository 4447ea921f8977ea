/**
 * What the served app shell carries for a cold first visit (DESIGN §8: the first screen never
 * waits for the worker). On every app navigation: the answers a first screen needs — status,
 * whitelabel, vendors (the header's categories), the banner groups; on home the hot games too,
 * on the account pages their form settings — inlined as JSON; the entry stylesheet inlined; the
 * route's first banner preloaded so the LCP image is found by the HTML parser; on home and login a
 * still picture of the first screen (server/still-pictures.ts). The page reads them only while the
 * device has nothing of its own (src/state/first-paint.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FIRST_PAINT_ELEMENT_ID, serialiseFirstPaint, type FirstPaintData } from '../src/api/first-paint';
import { ALIASES, CATEGORY_NAV, CATEGORY_PAGES, gameCentreBannerGroup, isHomePath, pathOf, routeFor } from '../src/routes';
import type { Db } from './db/connection';
import { escapeHtml } from './lib/html';
import { pageStylesheets } from './page-styles';
import { accountTexts, categoryStill, gameCentreStill, homeStill, loginStill } from './still-pictures';
import { bannersFor } from './content/announcements';
import { registerSettings } from './system/register-settings';
import { hotGames } from './games/games';
import { readSettings } from './system/settings';
import { systemStatus } from './system/status';
import { vendorData } from './games/vendors';

export interface FirstPaintContext {
  db: Db;
  /** The built app, whose entry stylesheet is inlined. */
  distDir?: string;
  /** The navigation's path, e.g. /m/home. */
  path: string;
  /** The game centre's `gameType` query value, which picks its banners. */
  gameType?: string;
  /** host[:port] and address of the caller, as the status call reports them. */
  host?: string;
  ip?: string;
}

const HOME_BANNERS = 'm_home';


/** The app route a navigation opens (aliases resolved); undefined for anything else. */
function appRoute(path: string) {
  return routeFor(ALIASES[path] ?? path);
}

/** The banner group whose first image is the route's LCP candidate. */
function lcpGroup(path: string, gameType: string | undefined): string | undefined {
  if (isHomePath(path)) return HOME_BANNERS;
  if ((ALIASES[path] ?? path) === pathOf('gameCenter')) return gameCentreBannerGroup(gameType);
  return CATEGORY_PAGES[path]?.bannerGroup;
}

async function firstScreenData(context: FirstPaintContext, page: string): Promise<FirstPaintData> {
  const { db } = context;
  const status = await systemStatus(db, { host: context.host ?? '', ip: context.ip ?? 'unknown' });
  const language = status.info.languages.default;
  const [settings, vendors, banners, hot, forms] = await Promise.all([
    readSettings(db, ['whitelabel']),
    vendorData(db),
    bannersFor(db, undefined),
    page === 'home' ? hotGames(db, undefined) : [],
    page === 'account' ? registerSettings(db) : undefined,
  ]);
  const groups: Record<string, typeof banners> = {};
  for (const banner of banners) (groups[banner.groupName] ??= []).push(banner);
  return { language, status, whitelabel: settings.whitelabel, vendors, banners: groups, hot, ...(forms ? { registerSettings: forms } : {}) };
}

/** Built stylesheets by file: hashed names never change content, so one read each. */
const stylesheets = new Map<string, Promise<string | null>>();

function stylesheet(distDir: string, href: string): Promise<string | null> {
  let text = stylesheets.get(href);
  if (!text) {
    // Only hashed files of the build itself: the href comes from our own index.html.
    text = /^\/assets\/[\w.-]+\.css$/.test(href) ? readFile(join(distDir, href), 'utf8').catch(() => null) : Promise.resolve(null);
    stylesheets.set(href, text);
  }
  return text;
}

/**
 * The shell's stylesheets inline instead of linked: on a first visit they are the resources that
 * block the first paint, and over HTTP/1.1 they wait for a connection beside the scripts. Every
 * one the build links in the head goes in, in order: the entry's own and those of the chunks the
 * first screen shares with other pages (the bundler may list one of those first). Warm visits get
 * the precached shell, which links them as built.
 */
async function inlineStylesheets(html: string, distDir: string | undefined): Promise<string> {
  if (!distDir) return html;
  const links = [...html.matchAll(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g)];
  const sheets = await Promise.all(links.map((link) => stylesheet(distDir, link[1]!)));
  let inlined = html;
  links.forEach((link, i) => {
    const css = sheets[i];
    // `</style` cannot occur in a stylesheet the bundler wrote, but a closed tag must stay closed.
    if (css && !css.includes('</style')) inlined = inlined.replace(link[0], () => `<style>${css}</style>`);
  });
  return inlined;
}

/**
 * The shell for one navigation. Anything that fails leaves the shell as built: the page then
 * starts as it always could, from the device or the worker.
 */
export async function firstPaintHtml(html: string, context: FirstPaintContext): Promise<string> {
  const route = appRoute(context.path);
  if (!route || !html.includes('</head>')) return html;
  let firstScreen: FirstPaintData;
  try {
    firstScreen = await firstScreenData(context, route.page);
  } catch {
    return html;
  }
  const group = lcpGroup(context.path, context.gameType);
  const lcpImage = [...((group && firstScreen.banners[group]) || [])].sort((a, b) => a.sequence - b.sequence)[0]?.url;
  // First in the head: over HTTP/1.1 the image must not queue behind the scripts for a connection.
  const preload = lcpImage ? `<link rel="preload" as="image" href="${escapeHtml(lcpImage)}" fetchpriority="high">` : '';
  const data = `<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">${serialiseFirstPaint(firstScreen)}</script>`;
  let shell = html.replace(/<meta charset="UTF-8" \/>/i, (charset) => charset + preload).replace('</head>', () => `${data}</head>`);
  const still = await stillPicture(context, firstScreen, lcpImage);
  if (still) {
    shell = shell.replace('<div id="root"></div>', () => `<div id="root">${still.html}</div>`).replace('</head>', () => `${still.styles}</head>`);
  }
  return inlineStylesheets(shell, context.distDir);
}

/** The lazy pages whose chunks style the login and game centre still pictures. */
const LOGIN_PAGE_SOURCE = 'src/features/account/LoginPage.tsx';
const GAME_CENTRE_SOURCE = 'src/features/games/GameCenterPage.tsx';
const CATEGORY_PAGE_SOURCE = 'src/features/games/CategoryPage.tsx';

/**
 * The route's still picture (server/still-pictures.ts) and the page styles it needs beyond the
 * entry stylesheet; undefined for routes without one, or when its texts or styles are missing.
 */
async function stillPicture(context: FirstPaintContext, data: FirstPaintData, lcpImage: string | undefined) {
  if (isHomePath(context.path)) return lcpImage ? { html: homeStill(lcpImage), styles: '' } : undefined;
  const path = ALIASES[context.path] ?? context.path;
  if (path === pathOf('login')) return withPageStyles(context, data, LOGIN_PAGE_SOURCE, (texts) => loginStill(texts, data.registerSettings));
  if (path === pathOf('gameCenter') && lcpImage) return withPageStyles(context, data, GAME_CENTRE_SOURCE, (texts) => gameCentreStill(texts, lcpImage));
  const category = CATEGORY_PAGES[path];
  const route = routeFor(path);
  // Lists by type open on their banner; search and favourites open on other things.
  if (category && route && lcpImage && (category.kind === 'games' || category.kind === 'vendors' || category.kind === 'hot')) {
    const navStrip = Object.values(CATEGORY_NAV).some((nav) => nav.href.split('?')[0] === path);
    return withPageStyles(context, data, CATEGORY_PAGE_SOURCE, (texts) => categoryStill(texts[route.titleKey] ?? '', navStrip, lcpImage));
  }
  return undefined;
}

/** A lazy page's still picture with that page's own stylesheets, found through the build manifest. */
async function withPageStyles(context: FirstPaintContext, data: FirstPaintData, source: string, draw: (texts: Record<string, string>) => string) {
  const distDir = context.distDir;
  if (!distDir) return undefined;
  try {
    const [texts, hrefs] = await Promise.all([accountTexts(data.language), pageStylesheets(distDir, source)]);
    const sheets = await Promise.all(hrefs.map((href) => stylesheet(distDir, href)));
    if (!sheets.length || sheets.some((css) => css === null || css.includes('</style'))) return undefined;
    return { html: draw(texts), styles: sheets.map((css) => `<style>${css}</style>`).join('') };
  } catch {
    return undefined; // no manifest or catalogue: the page starts as it always could
  }
}
