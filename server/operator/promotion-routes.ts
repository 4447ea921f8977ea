/** The operator's decision on a promotion application (registry access 'operator'). */
import type { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { findMemberByAccount } from '../member/members';
import { reviewApplication } from '../support/promotions';
import { mount } from '../http/mount';

export function mountOperatorPromotions(app: Hono, deps: AppDeps): void {
  const { db } = deps;
  mount(app, ENDPOINTS.operatorPromotionReview, deps, async (c, { body: { account, promotionId, decision }, ok }) => {
    const member = await findMemberByAccount(db, account);
    if (!member) return failure(c, 404, ERROR_CODE.userNotFound, `No member ${account}`);
    const outcome = await reviewApplication(db, member.id, promotionId, decision);
    if (outcome.ok) return ok({ promotionId, status: outcome.status });
    if (outcome.reason === 'notFound') return failure(c, 404, ERROR_CODE.promotionNotFound, `No promotion ${promotionId}`);
    return failure(c, 409, ERROR_CODE.promotionNotAvailable, `No application to decide on (status ${outcome.status})`, {
      promotionId,
      status: outcome.status,
    });
  });
}
