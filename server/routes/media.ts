/** Generated icons and banners (/media/…): immutable per URL, so browsers and the SW keep them a week. */
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import type { AppDeps } from '../deps';
import { bannerSvg, gameIconSvg, vendorIconSvg } from '../media/svg';

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

/** What a banner of each group says under its title: players never see the internal group name. */
const BANNER_CAPTIONS: Record<string, string> = {
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
};

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

  app.get('/banner/:file', async (c) => {
    const id = numericFile(c.req.param('file'));
    const banner =
      id === undefined
        ? undefined
        : await db.selectFrom('banners').select(['title', 'group_name']).where('id', '=', id).executeTakeFirst();
    if (id === undefined || !banner) return c.text('Not found', 404);
    return svg(c, bannerSvg(`${id}`, banner.title, BANNER_CAPTIONS[banner.group_name] ?? 'Play now'));
  });

  app.get('/promo/:id/:file', async (c) => {
    const id = /^\d{1,9}$/.test(c.req.param('id')) ? Number(c.req.param('id')) : undefined;
    const sequence = numericFile(c.req.param('file'));
    const image =
      id === undefined || sequence === undefined
        ? undefined
        : await db
            .selectFrom('promotion_images')
            .innerJoin('promotions', 'promotions.id', 'promotion_images.promotion_id')
            .select('promotions.title')
            .where('promotion_images.promotion_id', '=', id)
            .where('promotion_images.sequence', '=', sequence)
            .where('promotions.language', '=', 'en')
            .executeTakeFirst();
    if (!image) return c.text('Not found', 404);
    return svg(c, bannerSvg(`promo:${id}:${sequence}`, image.title, sequence === 1 ? 'Promotion' : `Details ${sequence}`));
  });

  return app;
}
