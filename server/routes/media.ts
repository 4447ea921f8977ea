/** Generated icons and banners (/media/…): immutable per URL, so browsers and the SW keep them a week. */
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import type { AppDeps } from '../deps';
import { bannerSvg, dealerSvg, gameIconSvg, vendorIconSvg } from '../media/svg';
import { FALLBACK_LANGUAGE, languageCandidates, normaliseLanguage, pickTranslations } from '../services/language';

const CACHE_CONTROL = 'public, max-age=604800';

function svg(c: Context, body: string) {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', CACHE_CONTROL);
  return c.body(body);
}

/** `123.svg` → 123; anything else → undefined (a 404, never a database error). */
function numericFile(file: string): number | undefined {
  const match = /^(\d{1,9})\.svg$/.exec(file);
  return match ? Number(match[1]) : undefined;
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

/** The picture's language from `?lang=` (services/language.ts pictureIn); English when absent or unknown. */
function pictureLanguage(c: Context): string {
  const language = normaliseLanguage(c.req.query('lang'));
  return language in BANNER_CAPTIONS ? language : FALLBACK_LANGUAGE;
}

export function mediaRoutes({ db }: AppDeps) {
  const app = new Hono();
  app.use('*', etag());

  app.get('/game/:file', async (c) => {
    const nodeId = numericFile(c.req.param('file'));
    const game =
      nodeId === undefined
        ? undefined
        : await db.selectFrom('games').select(['name', 'vendor_code']).where('node_id', '=', nodeId).executeTakeFirst();
    if (nodeId === undefined || !game) return c.text('Not found', 404);
    return svg(c, gameIconSvg({ nodeId, name: game.name, vendor: game.vendor_code }));
  });

  // Vendor icons need no lookup: any well-formed code gets its tile (also the app icon, 'APP').
  app.get('/vendor/:file', (c) => {
    const match = /^([A-Za-z0-9_]{1,32})\.svg$/.exec(c.req.param('file'));
    return match?.[1] ? svg(c, vendorIconSvg(match[1])) : c.text('Not found', 404);
  });

  // A live table's dealer: the seed is the picture (live_tables.dealer_seed), no lookup needed.
  app.get('/dealer/:file', (c) => {
    const seed = numericFile(c.req.param('file'));
    return seed === undefined ? c.text('Not found', 404) : svg(c, dealerSvg(seed));
  });

  app.get('/banner/:file', async (c) => {
    const id = numericFile(c.req.param('file'));
    const banner =
      id === undefined
        ? undefined
        : await db.selectFrom('banners').select(['title', 'group_name']).where('id', '=', id).executeTakeFirst();
    if (id === undefined || !banner) return c.text('Not found', 404);
    const language = pictureLanguage(c);
    // A database seeded before banners had translations has no rows here: the English title then.
    const translated =
      language === FALLBACK_LANGUAGE
        ? undefined
        : await db.selectFrom('banner_texts').select('title').where('banner_id', '=', id).where('language', '=', language).executeTakeFirst();
    const captions = BANNER_CAPTIONS[translated ? language : FALLBACK_LANGUAGE]!;
    return svg(c, bannerSvg(`${id}`, translated?.title ?? banner.title, captions[banner.group_name] ?? captions.m_home!));
  });

  app.get('/promo/:id/:file', async (c) => {
    const id = /^\d{1,9}$/.test(c.req.param('id')) ? Number(c.req.param('id')) : undefined;
    const sequence = numericFile(c.req.param('file'));
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
    return svg(c, bannerSvg(`promo:${id}:${sequence}`, image.title, sequence === 1 ? captions.first : captions.more(sequence)));
  });

  return app;
}
