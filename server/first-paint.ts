/**
 * What the served app shell carries for a cold first visit (DESIGN §8: the first screen never
 * waits for the worker): on a home navigation, the answers the first screen needs — status,
 * whitelabel, vendors (the header's categories), the home banners and the hot games — inlined as
 * JSON, and the first banner preloaded so the LCP image is found by the HTML parser. The page
 * reads them only while the device has nothing of its own (src/state/first-paint.ts).
 */
import { FIRST_PAINT_ELEMENT_ID, serialiseFirstPaint, type FirstPaintData } from '../src/api/first-paint';
import { ALIASES, HOME_PATH } from '../src/routes';
import type { Db } from './db/connection';
import { announcementGroups } from './services/announcements';
import { hotGames } from './services/games';
import { readSettings } from './services/settings';
import { systemStatus } from './services/status';
import { vendorData } from './services/vendors';

export interface FirstPaintContext {
  db: Db;
  /** The navigation's path, e.g. /m/home. */
  path: string;
  /** host[:port] and address of the caller, as the status call reports them. */
  host?: string;
  ip?: string;
}

const HOME_BANNERS = 'm_home';

function isHome(path: string): boolean {
  return path === HOME_PATH || ALIASES[path] === HOME_PATH;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

async function homeData(context: FirstPaintContext): Promise<FirstPaintData> {
  const { db } = context;
  const status = await systemStatus(db, { host: context.host ?? '', ip: context.ip ?? 'unknown' });
  const language = status.info.languages.default;
  const [settings, vendors, groups, hot] = await Promise.all([
    readSettings(db, ['whitelabel']),
    vendorData(db),
    announcementGroups(db, { types: ['B'], groupName: HOME_BANNERS, language }),
    hotGames(db, undefined),
  ]);
  return { language, status, whitelabel: settings.whitelabel, vendors, banners: { [HOME_BANNERS]: groups.banners ?? [] }, hot };
}

/**
 * The shell for one navigation. Anything that fails leaves the shell as built: the page then
 * starts as it always could, from the device or the worker.
 */
export async function firstPaintHtml(html: string, context: FirstPaintContext): Promise<string> {
  if (!isHome(context.path) || !html.includes('</head>')) return html;
  let data: FirstPaintData;
  try {
    data = await homeData(context);
  } catch {
    return html;
  }
  const lcpImage = [...(data.banners[HOME_BANNERS] ?? [])].sort((a, b) => a.sequence - b.sequence)[0]?.url;
  const head = [
    lcpImage ? `<link rel="preload" as="image" href="${escapeAttribute(lcpImage)}" fetchpriority="high">` : '',
    `<script type="application/json" id="${FIRST_PAINT_ELEMENT_ID}">${serialiseFirstPaint(data)}</script>`,
  ].join('');
  return html.replace('</head>', `${head}</head>`);
}
