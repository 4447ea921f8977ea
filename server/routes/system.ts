/** /wps/system/*: status, whitelabel, domain route and help centre. */
import { Hono } from 'hono';
import { z } from 'zod';
import { API } from '../../src/api/paths';
import type { AppDeps } from '../deps';
import { success } from '../lib/envelope';
import { intParam, languageParam, validQuery } from '../lib/query';
import { ownDomains } from '../services/domain-route';
import { consolidatedSettings } from '../services/consolidated';
import { helpTree } from '../services/help';
import { normaliseLanguage } from '../services/language';
import { readSettings } from '../services/settings';
import { systemStatus } from '../services/status';
import { clientIp, requestHost } from './request';

const DomainRouteQuery = z.object({ device: intParam(0, 9).optional() });

const HelpQuery = z.object({
  lang: languageParam,
  // Some clients say `language` here like everywhere else.
  language: languageParam,
  device: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(['MOBILE', 'PC', 'WEB'], 'must be MOBILE, PC or WEB'))
    .optional(),
});

export function systemRoutes({ db }: AppDeps) {
  const app = new Hono();

  app.get(API.status, async (c) => success(c, await systemStatus(db, { host: requestHost(c), ip: clientIp(c) })));

  app.get(API.consolidatedSettings, async (c) => success(c, await consolidatedSettings(db)));

  app.get(API.whitelabel, async (c) => success(c, (await readSettings(db, ['whitelabel'])).whitelabel));

  app.get(API.domainRoute, validQuery(DomainRouteQuery), (c) =>
    success(c, { domainList: ownDomains(requestHost(c)).map((domainName) => ({ domainName })) }),
  );

  app.get(API.helpCenter, validQuery(HelpQuery), async (c) => {
    const query = c.req.valid('query');
    return success(c, await helpTree(db, normaliseLanguage(query.lang ?? query.language)));
  });

  return app;
}
