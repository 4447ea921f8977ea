/** Registration (SPEC §7: by username or by mobile number, POST or PUT), sealed bodies. */
import { Hono } from 'hono';
import { ENDPOINTS } from '../../src/api/endpoints';
import type { AppDeps } from '../deps';
import { reply } from './account-result';
import { register } from './registration';
import { mount } from '../http/mount';

export function registerRoutes(deps: AppDeps) {
  const { db, env } = deps;
  const app = new Hono();

  mount(app, ENDPOINTS.register, deps, async (c, { body, ok }) => reply(c, await register({ db, env }, body, 'username'), ok));
  mount(app, ENDPOINTS.registerMobile, deps, async (c, { body, ok }) => reply(c, await register({ db, env }, body, 'mobile'), ok));

  return app;
}
