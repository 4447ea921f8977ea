/**
 * System calls: status, whitelabel, settings, domain route and help centre. The status answers (per
 * host and address) and the help tree are kept in memory per catalogue version
 * (server/games/catalogue-cache.ts);
 * every cacheable answer carries an ETag (./mount.ts).
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { AppDeps } from '../deps';
import { consolidatedSettings } from './consolidated';
import { ownDomains } from './domain-route';
import { helpTree } from './help';
import { normaliseLanguage } from '../lib/language';
import { readSettings } from './settings';
import { statusAnswer } from './status';
import { sendCachedAnswer } from '../lib/cached-answer';
import { sendSharedAnswer } from '../http/send-shared-answer';
import { mount } from '../http/mount';
import { clientIp, requestHost } from '../http/caller';

export function systemRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.status, deps, async (c) => {
    const answer = await statusAnswer(db, { host: requestHost(c, env), ip: clientIp(c, env) });
    // The answer names the caller's own address and host: no shared cache may hand it to another.
    c.header('Cache-Control', 'private, no-cache');
    return sendCachedAnswer(c, answer);
  });

  mount(app, ENDPOINTS.consolidatedSettings, deps, async (_c, { ok }) => ok(await consolidatedSettings(db)));

  mount(app, ENDPOINTS.whitelabel, deps, async (_c, { ok }) => ok((await readSettings(db, ['whitelabel'])).whitelabel));

  mount(app, ENDPOINTS.domainRoute, deps, (c, { ok }) => ok({ domainList: ownDomains(requestHost(c, env)).map((domainName) => ({ domainName })) }));

  mount(app, ENDPOINTS.helpCenter, deps, (c, { query }) => {
    const language = normaliseLanguage(query.lang ?? query.language);
    return sendSharedAnswer(c, db, { language }, () => helpTree(db, language));
  });

  // The speed test (SPEC §7 "Other"): not an envelope, and the picker pings other domains too.
  mount(app, ENDPOINTS.ping, deps, (c) => {
    c.header('Access-Control-Allow-Origin', '*');
    return c.json({ ok: true });
  });

  return app;
}
