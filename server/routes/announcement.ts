/** Announcements: banners, ticker, popups, promotions and hot notices in one call. */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { AppDeps } from '../deps';
import { announcementGroups } from '../services/announcements';
import { memberIfSignedIn } from '../services/auth';
import { normaliseLanguage } from '../services/language';
import { mount } from './mount';
import { rejectUnknownMerchant } from './request';

export function announcementRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.announcements, deps, async (c, { query, ok }) => {
    const rejected = rejectUnknownMerchant(c, env, query.merchantCode);
    if (rejected) return rejected;
    // 'shared-or-user': a token (when valid) makes each item carry that member's read flag.
    const member = await memberIfSignedIn(db, c);
    return ok(
      await announcementGroups(db, {
        types: query.types,
        groupName: query.groupName,
        language: normaliseLanguage(query.language),
        memberId: member?.id ?? null,
      }),
    );
  });

  return app;
}
