/**
 * /wps/session/*: login (sealed body), trial sessions and logout.
 * Logout is idempotent so a client retrying after a lost answer, or signing out twice, never
 * sees an error for a session that is already gone.
 */
import { Hono, type Context } from 'hono';
import { ACCOUNT_API } from '../../src/api/account-wire';
import { API } from '../../src/api/paths';
import type { LoginValue } from '../../src/api/wire';
import type { AppDeps } from '../deps';
import { ERROR_CODE, failure, success } from '../lib/envelope';
import { sealedJson, type SealedVariables } from '../lib/open-body';
import { accountKeys } from '../services/account-keys';
import { createTrialMember, signIn } from '../services/account-members';
import { reply } from '../services/account-result';
import { requestToken, revokeToken } from '../services/auth';
import { login } from '../services/login';
import { LoginSchema } from './account-schemas';
import { clientIp } from './request';
import type { z } from 'zod';

export function sessionRoutes({ db, env }: AppDeps) {
  const app = new Hono<{ Variables: SealedVariables<z.output<typeof LoginSchema>> }>();

  // The standalone app also sends `Device: OTHERS` (SPEC §7); it changes nothing here.
  const sealed = sealedJson(LoginSchema, async () => (await accountKeys(db)).privateKey);
  app.post(ACCOUNT_API.login, sealed, async (c) => reply(c, await login({ db, env, ip: clientIp(c) }, c.get('sealed'))));

  // SPEC §7: freeplay and trialuser both start a trial (type 4) session for a new guest.
  const trial = async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    const member = await createTrialMember(db);
    const value: LoginValue = await signIn(db, member, env.TOKEN_TTL_HOURS);
    return success(c, { ...value, firstTimeLogin: false });
  };
  app.post(ACCOUNT_API.freeplay, trial);
  app.post(ACCOUNT_API.trialUser, trial);

  const logout = async (c: Context) => {
    c.header('Cache-Control', 'no-store');
    const token = requestToken(c);
    if (!token) return failure(c, 401, ERROR_CODE.notLoggedIn, 'Not logged in');
    await revokeToken(db, token);
    return success(c, null);
  };
  // SPEC §7: POST, and a DELETE variant.
  app.post(API.logout, logout);
  app.delete(API.logout, logout);

  return app;
}
