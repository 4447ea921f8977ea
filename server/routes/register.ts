/** Registration (SPEC §7: /wps/member/register and /register/mobile, POST or PUT), sealed bodies. */
import { Hono } from 'hono';
import { ACCOUNT_API } from '../../src/api/account-wire';
import type { AppDeps } from '../deps';
import { sealedJson, type SealedVariables } from '../lib/open-body';
import { accountKeys } from '../services/account-keys';
import { reply } from '../services/account-result';
import { register } from '../services/registration';
import { RegisterSchema, type RegisterInput } from './account-schemas';

export function registerRoutes({ db, env }: AppDeps) {
  const app = new Hono<{ Variables: SealedVariables<RegisterInput> }>();
  const sealed = sealedJson(RegisterSchema, async () => (await accountKeys(db)).privateKey);

  for (const [path, method] of [
    [ACCOUNT_API.register, 'username'],
    [ACCOUNT_API.registerMobile, 'mobile'],
  ] as const) {
    app.on(['POST', 'PUT'], path, sealed, async (c) => reply(c, await register({ db, env }, c.get('sealed'), method)));
  }
  return app;
}
