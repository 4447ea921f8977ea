/**
 * Sessions: login (sealed body), trial sessions (limited per address and overall:
 * account/trial-limits.ts) and logout.
 * Logout is idempotent so a client retrying after a lost answer, or signing out twice, never
 * sees an error for a session that is already gone.
 */
import { Hono } from 'hono';
import { ENDPOINTS, type Endpoints } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { createTrialMember, signIn } from './account-members';
import { retryAfterSeconds, reply } from './account-result';
import { requestToken, revokeToken } from '../access/auth';
import { login } from './login';
import { takeTrial } from './trial-limits';
import { devHelpersEnabled } from '../env';
import { mount, type CallHandler } from '../http/mount';
import { clientIp } from '../http/caller';

export function sessionRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = new Hono();

  // The standalone app also sends `Device: OTHERS` (SPEC §7); it changes nothing here.
  mount(app, ENDPOINTS.login, deps, async (c, { body, ok }) => reply(c, await login({ db, env, ip: clientIp(c, env) }, body), ok));

  // SPEC §7: freeplay and trialuser both start a trial (type 4) session for a new guest.
  const trial: CallHandler<Endpoints['freeplay']> = async (c, { ok }) => {
    const taken = await takeTrial(db, clientIp(c, env), devHelpersEnabled(env));
    if (!taken.ok) {
      c.header('Retry-After', retryAfterSeconds(taken.retryAfterMs));
      return failure(c, 429, ERROR_CODE.tooManyRequests, 'Too many free trials: try again later');
    }
    const member = await createTrialMember(db);
    return ok({ ...(await signIn(db, member, env.TOKEN_TTL_HOURS)), firstTimeLogin: false });
  };
  mount(app, ENDPOINTS.freeplay, deps, trial);
  mount(app, ENDPOINTS.trialUser, deps, trial);

  mount(app, ENDPOINTS.logout, deps, async (c, { ok }) => {
    const token = requestToken(c);
    if (!token) return failure(c, 401, ERROR_CODE.notLoggedIn, 'Not logged in');
    await revokeToken(db, token);
    return ok(null);
  });

  return app;
}
