/**
 * Password calls (SPEC §7): forgot by email (form-encoded; one answer whether or not the account
 * and email match, limited per address and account), set by phone verification (sealed),
 * change (signed in; PUT and POST since SPEC leaves the method open).
 */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { AppDeps } from '../deps';
import { failure } from '../lib/envelope';
import { reply } from './account-result';
import { changePassword, forgotByEmail, setPasswordByPhone } from './passwords';
import { storedRegisterSettings } from '../system/register-settings';
import { mount } from '../http/mount';
import { clientIp } from '../http/caller';

export function passwordRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.forgotByEmail, deps, async (c, { body, ok }) => {
    const { changePassword: recovery } = await storedRegisterSettings(db);
    if (!recovery.byMail) return failure(c, 400, ERROR_CODE.invalidParameter, 'Password recovery by email is off');
    return reply(c, await forgotByEmail(db, clientIp(c, env), body.username, body.email), ok);
  });

  mount(app, ENDPOINTS.setPasswordByPhone, deps, async (c, { body, ok }) => reply(c, await setPasswordByPhone({ db, env }, body), ok));

  mount(app, ENDPOINTS.changePassword, deps, async (c, { body, ok }) =>
    reply(c, await changePassword(db, c.var.member, c.var.tokenHash, body), ok),
  );

  return app;
}
