/** Promotions: the list with tabs, read marks and joining (SPEC §2, §4). */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { memberIfSignedIn } from '../access/auth';
import { normaliseLanguage } from '../lib/language';
import { joinPromotion, markPromotionRead, promotionExists, promotionList } from './promotions';
import { mount } from '../http/mount';
import { memberDataChanged } from '../live/member-data';

export function promotionRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.promotions, deps, async (c, { query, ok }) =>
    ok(await promotionList(db, normaliseLanguage(query.language), await memberIfSignedIn(db, c))),
  );

  mount(app, ENDPOINTS.promotionRead, deps, async (c, { body: { promotionId }, ok }) => {
    if (!(await promotionExists(db, promotionId))) return failure(c, 404, ERROR_CODE.promotionNotFound, `No promotion ${promotionId}`);
    await markPromotionRead(db, c.var.member.id, promotionId);
    await memberDataChanged(db, c.var.member.id, 'reads');
    return ok({ promotionId, read: true });
  });

  mount(app, ENDPOINTS.promotionJoin, deps, async (c, { body: { promotionId }, ok }) => {
    const outcome = await joinPromotion(db, c.var.member.id, promotionId);
    if (outcome.ok) return ok({ promotionId, status: outcome.status });
    if (outcome.reason === 'notFound') return failure(c, 404, ERROR_CODE.promotionNotFound, `No promotion ${promotionId}`);
    return failure(c, 409, ERROR_CODE.promotionNotAvailable, `Promotion ${promotionId} takes no action now (status ${outcome.status})`, {
      promotionId,
      status: outcome.status,
    });
  });

  return app;
}
