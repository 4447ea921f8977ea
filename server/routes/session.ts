/**
 * /wps/session/*: logout now; login, trial and renewal come with the accounts feature.
 * Logout is idempotent so a client retrying after a lost answer, or signing out twice, never
 * sees an error for a session that is already gone.
 */
import { Hono, type Context } from 'hono';
import { API } from '../../src/api/paths';
import type { AppDeps } from '../deps';
import { ERROR_CODE, failure, success } from '../lib/envelope';
import { requestToken, revokeToken } from '../services/auth';

export function sessionRoutes({ db }: AppDeps) {
  const app = new Hono();

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
