/** System calls (SPEC §7 "System"): status, settings, whitelabel, domain route, help centre. */
import { z } from 'zod';
import type { RegisterSettings } from '../account-wire';
import type { HelpItem } from '../content-wire';
import type { ConsolidatedSettings } from '../member-wire';
import type { SystemStatus, Whitelabel } from '../system-wire';
import { PUBLIC_READ, PUBLIC_FRESH_READ } from './call-kinds';
import { endpoint } from './define';
import { intParam, languageParam } from './params';

export const systemEndpoints = {
  status: endpoint<SystemStatus>()({ method: 'GET', path: '/wps/system/status', access: 'public', cache: 'shared' }),

  whitelabel: endpoint<Whitelabel>()({ method: 'GET', path: '/wps/system/whitelabel', access: 'public', cache: 'shared' }),

  /** What a login or register screen needs at once. */
  consolidatedSettings: endpoint<ConsolidatedSettings>()({
    ...PUBLIC_READ,
    path: '/wps/system/settings/consolidated',
  }),

  /**
   * Fields, rules, flags and the sealing key of the account forms. Cached like any shared read so
   * a form renders offline from the last answer; forms ask with `cache: 'no-cache'` (network
   * first) so the sealing key is the server's current one whenever the server is reachable.
   */
  registerSettings: endpoint<RegisterSettings>()({
    ...PUBLIC_READ,
    path: '/wps/system/setting/register',
  }),

  /**
   * Never cached: it feeds the server-speed picker, which is about what is reachable now; the
   * worker keeps the last list in the `speed` table for offline display.
   */
  domainRoute: endpoint<{ domainList: { domainName: string }[] }>()({
    ...PUBLIC_FRESH_READ,
    path: '/wps/system/domainRoute',
    query: z.object({ device: intParam(0, 9).optional() }),
  }),

  helpCenter: endpoint<HelpItem[]>()({
    ...PUBLIC_READ,
    path: '/wps/system/helpCenter',
    query: z.object({
      lang: languageParam,
      // Some clients say `language` here like everywhere else.
      language: languageParam,
      device: z
        .string()
        .transform((v) => v.toUpperCase())
        .pipe(z.enum(['MOBILE', 'PC', 'WEB'], 'must be MOBILE, PC or WEB'))
        .optional(),
    }),
  }),

  /** The speed test (SPEC §7 "Other"): tiny, never cached, readable cross-origin. Not an envelope. */
  ping: endpoint<{ ok: true }>()({ method: 'GET', path: '/common/v.1.0.1/ping.json', access: 'public', cache: 'never' }),
};
