/**
 * A member's own lists: favourites, recent games and announcement read marks (SPEC §7 Games,
 * Announcements). Mutations are idempotent by key, so the client's outbox may resend freely.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { API } from '../../src/api/paths';
import type { AppDeps } from '../deps';
import { validJson } from '../lib/body';
import { failure, success } from '../lib/envelope';
import { codeParam, intParam, languageParam, validQuery } from '../lib/query';
import { requireMember, type AuthVariables } from '../services/auth';
import { idempotent } from '../services/idempotency';
import {
  addFavourite,
  addRecent,
  announcementExists,
  favouriteIds,
  favouritesPage,
  gameExists,
  markAnnouncementRead,
  recentPage,
  removeFavourite,
} from '../services/personal';


const nodeId = z.number().int().positive().max(2 ** 31);
const FavouriteBody = z.object({ nodeId, vendor: z.string().max(32).optional() });
const FavouriteQuery = z.object({ nodeId: intParam(1, 2 ** 31), vendor: codeParam(), token: z.string().optional() });
/** SPEC §9: favourites come in pages of 36, 100 or 200 depending on the screen. */
const FavouritesQuery = z.object({
  pageNo: intParam(1, 1_000_000).default(1),
  pageSize: z.enum(['36', '100', '200'], 'must be 36, 100 or 200').transform(Number).default(36),
  gameType: codeParam(),
  vendor: codeParam(),
  language: languageParam,
  token: z.string().optional(),
});
const RecentQuery = z.object({
  page: intParam(1, 1_000_000).default(1),
  pageSize: intParam(1, 200).default(36),
  gameType: codeParam(),
  vendor: codeParam(),
  language: languageParam,
  clientType: z.string().max(4).optional(),
  token: z.string().optional(),
});
const RecentBody = z.object({ nodeId });
const ReadBody = z.object({ announcementId: z.number().int().positive(), read: z.literal(true) });

export function personalRoutes({ db }: AppDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const member = requireMember(db);
  const once = idempotent(db);

  app.get(API.favouriteIds, member, async (c) =>
    success(c, { list: await favouriteIds(db, c.get('member').id) }),
  );
  app.get(API.favourites, member, validQuery(FavouritesQuery), async (c) => {
    const q = c.req.valid('query');
    return success(c, await favouritesPage(db, c.get('member').id, q, q.pageNo, q.pageSize));
  });
  app.post(API.favourites, member, validJson(FavouriteBody), once, async (c) => {
    const { nodeId: id } = c.req.valid('json');
    if (!(await gameExists(db, id))) return failure(c, 404, 'game_not_found', `No game ${id}`);
    await addFavourite(db, c.get('member').id, id);
    return success(c, { nodeId: id, favourite: true });
  });
  app.delete(API.favourites, member, validQuery(FavouriteQuery), once, async (c) => {
    const { nodeId: id } = c.req.valid('query');
    await removeFavourite(db, c.get('member').id, id);
    return success(c, { nodeId: id, favourite: false });
  });

  app.get(API.recent, member, validQuery(RecentQuery), async (c) => {
    const q = c.req.valid('query');
    return success(c, await recentPage(db, c.get('member').id, q, q.page, q.pageSize));
  });
  app.post(API.recent, member, validJson(RecentBody), once, async (c) => {
    const { nodeId: id } = c.req.valid('json');
    if (!(await gameExists(db, id))) return failure(c, 404, 'game_not_found', `No game ${id}`);
    await addRecent(db, c.get('member').id, id);
    return success(c, { nodeId: id });
  });

  app.post(API.announcementRead, member, validJson(ReadBody), once, async (c) => {
    const { announcementId } = c.req.valid('json');
    // SPEC §6: a trial guest (type 4) cannot mark notices read.
    if (c.get('member').type === 4) return failure(c, 403, 'no_permission', 'Trial accounts cannot mark notices read');
    if (!(await announcementExists(db, announcementId))) {
      return failure(c, 404, 'announcement_not_found', `No announcement ${announcementId}`);
    }
    await markAnnouncementRead(db, c.get('member').id, announcementId);
    return success(c, { announcementId, read: true });
  });

  return app;
}
