/** /wps/announcement: banners, ticker, popups, promotions and hot notices in one call. */
import { Hono } from 'hono';
import { z } from 'zod';
import { API } from '../../src/api/paths';
import { ANNOUNCEMENT_TYPES, type AnnouncementType } from '../../src/api/wire';
import type { AppDeps } from '../deps';
import { success } from '../lib/envelope';
import { codeParam, languageParam, validQuery } from '../lib/query';
import { announcementGroups } from '../services/announcements';
import { normaliseLanguage } from '../services/language';
import { rejectUnknownMerchant } from './request';

const isType = (value: string): value is AnnouncementType => (ANNOUNCEMENT_TYPES as readonly string[]).includes(value);

const types = z.string().transform((text, ctx) => {
  const list = [...new Set(text.split(',').map((t) => t.trim().toUpperCase()).filter(Boolean))];
  const unknown = list.filter((t) => !isType(t));
  if (list.length === 0 || unknown.length > 0) {
    ctx.issues.push({
      code: 'custom',
      input: text,
      message: `${unknown.length ? `unknown type ${unknown.join(', ')}; ` : ''}expected a comma list of ${ANNOUNCEMENT_TYPES.join(', ')}`,
    });
    return z.NEVER;
  }
  return list.filter(isType);
});

const AnnouncementQuery = z.object({
  types,
  groupName: codeParam(),
  platform: codeParam(8),
  merchantCode: codeParam(),
  language: languageParam,
});

export function announcementRoutes({ db, env }: AppDeps) {
  const app = new Hono();

  app.get(API.announcements, validQuery(AnnouncementQuery), async (c) => {
    const query = c.req.valid('query');
    return (
      rejectUnknownMerchant(c, env, query.merchantCode) ??
      success(
        c,
        await announcementGroups(db, {
          types: query.types,
          groupName: query.groupName,
          language: normaliseLanguage(query.language),
        }),
      )
    );
  });

  return app;
}
