/**
 * The agent's team (SPEC §7 "Agent": KPI, subordinate, member report, quota, rebate update,
 * affiliate links, transfer downline), mounted from the registry. Being built.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

export function agentRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
