/**
 * Agent contracts (SPEC §2 the three contract pages, §3 contract requests): overview, propose,
 * answer, the request check and the operator's settlement run, mounted from the registry. Being built.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../deps';

export function agentContractRoutes(_deps: AppDeps) {
  const app = new Hono();
  return app;
}
