/**
 * A member's own lists: favourites, recent games and announcement read marks (SPEC §7 Games,
 * Announcements). Mutations are idempotent by key (the registry says which), so the client's
 * outbox may resend freely; each one the member makes is heard by the member's other devices.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
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
} from './personal';
import { mount } from '../http/mount';
import { memberDataChanged } from '../live/member-data';

export function personalRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.favouriteIds, deps, async (c, { ok }) => ok({ list: await favouriteIds(db, c.var.member.id) }));

  mount(app, ENDPOINTS.favourites, deps, async (c, { query, ok }) => ok(await favouritesPage(db, c.var.member.id, query, query.pageNo, query.pageSize)));

  mount(app, ENDPOINTS.favouriteAdd, deps, async (c, { body: { nodeId }, ok }) => {
    if (!(await gameExists(db, nodeId))) return failure(c, 404, ERROR_CODE.gameNotFound, `No game ${nodeId}`);
    await addFavourite(db, c.var.member.id, nodeId);
    await memberDataChanged(db, c.var.member.id, 'favourites');
    return ok({ nodeId, favourite: true });
  });

  mount(app, ENDPOINTS.favouriteRemove, deps, async (c, { query: { nodeId }, ok }) => {
    await removeFavourite(db, c.var.member.id, nodeId);
    await memberDataChanged(db, c.var.member.id, 'favourites');
    return ok({ nodeId, favourite: false });
  });

  mount(app, ENDPOINTS.recent, deps, async (c, { query, ok }) => ok(await recentPage(db, c.var.member.id, query, query.page, query.pageSize)));

  mount(app, ENDPOINTS.recentAdd, deps, async (c, { body: { nodeId }, ok }) => {
    if (!(await gameExists(db, nodeId))) return failure(c, 404, ERROR_CODE.gameNotFound, `No game ${nodeId}`);
    await addRecent(db, c.var.member.id, nodeId);
    return ok({ nodeId });
  });

  mount(app, ENDPOINTS.announcementRead, deps, async (c, { body: { announcementId }, ok }) => {
    if (!(await announcementExists(db, announcementId))) {
      return failure(c, 404, ERROR_CODE.announcementNotFound, `No announcement ${announcementId}`);
    }
    await markAnnouncementRead(db, c.var.member.id, announcementId);
    await memberDataChanged(db, c.var.member.id, 'reads');
    return ok({ announcementId, read: true });
  });

  return app;
}
