/**
 * Announcements: banners, ticker, popups, promotions and hot notices in one call. A guest's
 * answer is the same for every guest: kept in memory per catalogue version (./send-shared-answer.ts). A
 * member's carries their read flags: made for them each time, tagged by its own bytes.
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { AppDeps } from '../deps';
import { announcementGroups } from './announcements';
import { memberIfSignedIn } from '../access/auth';
import { normaliseLanguage } from '../lib/language';
import { sendSharedAnswer } from '../http/send-shared-answer';
import { mount } from '../http/mount';
import { rejectUnknownMerchant } from '../http/caller';

export function announcementRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.announcements, deps, async (c, { query, ok }) => {
    const rejected = rejectUnknownMerchant(c, env, query.merchantCode);
    if (rejected) return rejected;
    // 'shared-or-user': a token (when valid) makes each item carry that member's read flag.
    const member = await memberIfSignedIn(db, c);
    const asked = { types: query.types, groupName: query.groupName, language: normaliseLanguage(query.language) };
    if (member) return ok(await announcementGroups(db, { ...asked, memberId: member.id }));
    return sendSharedAnswer(c, db, asked, () => announcementGroups(db, { ...asked, memberId: null }));
  });

  return app;
}
