/** Generated pictures (/media/…): immutable per URL, so browsers and the SW keep them a week. */
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import type { AppDeps } from '../deps';
import { BANNER_SIZE, bannerSceneSvg, bannerSvg, PROMO_SIZE, type Size } from './art/banner';
import { themeForGroup, themeForTitle, type ThemeName } from './art/themes';
import { tileSvg } from './art/tile';
import { vendorLogoSvg } from './art/vendor-logo';
import { renderWebp } from './raster';
import { dealerSvg } from './svg';
import { FALLBACK_LANGUAGE, languageCandidates, normaliseLanguage, pickTranslations } from '../lib/language';

const CACHE_CONTROL = 'public, max-age=604800';

function send(c: Context, type: string, body: string | Buffer) {
  c.header('Content-Type', type);
  c.header('Cache-Control', CACHE_CONTROL);
  return c.body(typeof body === 'string' ? body : new Uint8Array(body));
}
const svg = (c: Context, body: string) => send(c, 'image/svg+xml; charset=utf-8', body);
const webp = (c: Context, body: Buffer) => send(c, 'image/webp', body);

/**
 * `<name>.webp` → name. `.svg` too: a database seeded before the pictures were rasters stores
 * those URLs, and they keep working (with the raster) until it is seeded again.
 */
const RASTER_FILE = /^([A-Za-z0-9_]{1,32})\.(?:webp|svg)$/;

/** `123.svg` / `123.webp` → 123; anything else → undefined (a 404, never a database error). */
function numericFile(file: string, pattern: RegExp): number | undefined {
  const match = pattern.exec(file);
  return match && /^\d{1,9}$/.test(match[1]!) ? Number(match[1]) : undefined;
}
const SVG_FILE = /^(\d{1,9})\.svg$/;

/** A banner or promotion picture: its scene rendered once, the words laid over it. */
async function banner(c: Context, diskDir: string, theme: ThemeName, subject: string, size: Size, title: string, caption: string) {
  const scene = await renderWebp(`scene:${theme}:${subject}:${size.width}x${size.height}`, () => bannerSceneSvg(theme, subject, size), diskDir);
  return svg(c, bannerSvg({ webp: scene, ...size }, title, caption));
}

/** What a banner of each group says under its title, per language: players never see the internal group name. */
const BANNER_CAPTIONS: Record<string, Record<string, string>> = {
  en: {
    m_home: 'Play now',
    m_rng: 'Slots',
    m_sports: 'Sports',
    m_pvp: 'Poker',
    m_live: 'Live casino',
    m_fish: 'Fishing',
    m_lott: 'Lottery',
    m_elott: 'E-lottery',
    m_reg: 'Join today',
    m_game: 'Game centre',
  },
  bn: {
    m_home: 'এখনই খেলুন',
    m_rng: 'স্লট',
    m_sports: 'স্পোর্টস',
    m_pvp: 'পোকার',
    m_live: 'লাইভ ক্যাসিনো',
    m_fish: 'মাছ ধরা',
    m_lott: 'লটারি',
    m_elott: 'ই-লটারি',
    m_reg: 'আজই যোগ দিন',
    m_game: 'গেম সেন্টার',
  },
  zh: {
    m_home: '立即游戏',
    m_rng: '老虎机',
    m_sports: '体育',
    m_pvp: '扑克',
    m_live: '真人娱乐',
    m_fish: '捕鱼',
    m_lott: '彩票',
    m_elott: '电子彩票',
    m_reg: '立即加入',
    m_game: '游戏中心',
  },
};

/** What a promotion's pictures say under its title, per language. */
const PROMO_CAPTIONS: Record<string, { first: string; more: (n: number) => string }> = {
  en: { first: 'Promotion', more: (n) => `Details ${n}` },
  bn: { first: 'প্রমোশন', more: (n) => `বিস্তারিত ${n}` },
  zh: { first: '优惠活动', more: (n) => `详情 ${n}` },
};

/** The picture's language from `?lang=` (lib/language.ts pictureIn); English when absent or unknown. */
function pictureLanguage(c: Context): string {
  const language = normaliseLanguage(c.req.query('lang'));
  return language in BANNER_CAPTIONS ? language : FALLBACK_LANGUAGE;
}

export function mediaRoutes({ db, env }: AppDeps) {
  const diskDir = env.MEDIA_CACHE_DIR;
  const app = new Hono();
  app.use('*', etag());

  app.get('/game/:file', async (c) => {
    const nodeId = numericFile(c.req.param('file'), RASTER_FILE);
    const game =
      nodeId === undefined
        ? undefined
        : await db.selectFrom('games').select(['name', 'category', 'classify']).where('node_id', '=', nodeId).executeTakeFirst();
    if (nodeId === undefined || !game) return c.text('Not found', 404);
    const subject = { nodeId, ...game };
    return webp(c, await renderWebp(`game:${nodeId}:${game.category}:${game.classify}:${game.name}`, () => tileSvg(subject), diskDir));
  });

  // Vendor logos need no lookup: any well-formed code gets its logo.
  app.get('/vendor/:file', async (c) => {
    const code = RASTER_FILE.exec(c.req.param('file'))?.[1];
    return code ? webp(c, await renderWebp(`vendor:${code}`, () => vendorLogoSvg(code), diskDir)) : c.text('Not found', 404);
  });

  // A live table's dealer: the seed is the picture (live_tables.dealer_seed), no lookup needed.
  app.get('/dealer/:file', async (c) => {
    const seed = numericFile(c.req.param('file'), RASTER_FILE);
    return seed === undefined ? c.text('Not found', 404) : webp(c, await renderWebp(`dealer:${seed}`, () => dealerSvg(seed), diskDir));
  });

  app.get('/banner/:file', async (c) => {
    const id = numericFile(c.req.param('file'), SVG_FILE);
    const row =
      id === undefined
        ? undefined
        : await db.selectFrom('banners').select(['title', 'group_name']).where('id', '=', id).executeTakeFirst();
    if (id === undefined || !row) return c.text('Not found', 404);
    const language = pictureLanguage(c);
    // A database seeded before banners had translations has no rows here: the English title then.
    const translated =
      language === FALLBACK_LANGUAGE
        ? undefined
        : await db.selectFrom('banner_texts').select('title').where('banner_id', '=', id).where('language', '=', language).executeTakeFirst();
    const captions = BANNER_CAPTIONS[translated ? language : FALLBACK_LANGUAGE]!;
    const caption = captions[row.group_name] ?? captions.m_home!;
    return banner(c, diskDir, themeForGroup(row.group_name), `${id}`, BANNER_SIZE, translated?.title ?? row.title, caption);
  });

  app.get('/promo/:id/:file', async (c) => {
    const id = /^\d{1,9}$/.test(c.req.param('id')) ? Number(c.req.param('id')) : undefined;
    const sequence = numericFile(c.req.param('file'), SVG_FILE);
    const language = pictureLanguage(c);
    const titles =
      id === undefined || sequence === undefined
        ? []
        : await db
            .selectFrom('promotion_images')
            .innerJoin('promotions', 'promotions.id', 'promotion_images.promotion_id')
            .select(['promotions.id', 'promotions.title', 'promotions.language'])
            .where('promotion_images.promotion_id', '=', id)
            .where('promotion_images.sequence', '=', sequence)
            .where('promotions.language', 'in', languageCandidates(language))
            .execute();
    const [image] = pickTranslations(titles, language);
    if (!image || sequence === undefined) return c.text('Not found', 404);
    const captions = PROMO_CAPTIONS[image.language] ?? PROMO_CAPTIONS[FALLBACK_LANGUAGE]!;
    // The scene follows the promotion (same picture in every language); only the words change.
    const english = titles.find((t) => t.language === FALLBACK_LANGUAGE)?.title ?? image.title;
    const caption = sequence === 1 ? captions.first : captions.more(sequence);
    return banner(c, diskDir, themeForTitle(english), `promo:${id}:${sequence}`, PROMO_SIZE, image.title, caption);
  });

  return app;
}
