/**
 * The hosts this server answers for. A Host header is the caller's to write: copied into the
 * domain route or the first paint, it would let anyone make this server name another site (and a
 * shared cache keep that answer). With PUBLIC_ORIGIN or ALLOWED_HOSTS set, a request for any other
 * host is refused before anything runs (421 Misdirected Request), and the site names itself by
 * PUBLIC_ORIGIN's host only. With neither set, the demo's default, any host is answered, so
 * localhost, 127.0.0.1 on any port and an address on the LAN all reach `npm start`.
 */
import type { MiddlewareHandler } from 'hono';
import { ENVELOPE_PREFIXES, underPrefix } from '../src/api/endpoints/constants';
import { ERROR_CODE } from '../src/api/error-codes';
import type { Env } from './env';
import { failure } from './lib/envelope';
import { splitHost } from './system/domain-route';

/** One allowed host: a name on any port, or a name on one port. */
interface HostRule {
  hostname: string;
  port?: string;
}

type HostEnv = Pick<Env, 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS'>;

function ruleOf(entry: string): HostRule {
  const { hostname, port } = splitHost(entry);
  return port ? { hostname, port } : { hostname };
}

/** The allow-list, or undefined when every host is answered. */
export function allowedHostRules(env: HostEnv): HostRule[] | undefined {
  if (!env.PUBLIC_ORIGIN && !env.ALLOWED_HOSTS) return undefined;
  // The public origin's host on any port: a proxy may or may not pass its port on.
  const publicRule = env.PUBLIC_ORIGIN ? [{ hostname: new URL(env.PUBLIC_ORIGIN).hostname.toLowerCase() }] : [];
  return [...publicRule, ...(env.ALLOWED_HOSTS ?? []).map(ruleOf)];
}

export function hostAllowed(host: string, rules: readonly HostRule[] | undefined): boolean {
  if (!rules) return true;
  const { hostname, port } = splitHost(host);
  return rules.some((rule) => rule.hostname === hostname && (rule.port === undefined || rule.port === port));
}

/** Refuses a request for a host outside the allow-list, as an envelope on the API's paths. */
export const allowedHostsOnly = (env: HostEnv): MiddlewareHandler => {
  const rules = allowedHostRules(env);
  return async (c, next) => {
    if (hostAllowed(new URL(c.req.url).host, rules)) return next();
    c.header('Cache-Control', 'no-store');
    const message = 'This server does not answer for that host';
    return underPrefix(c.req.path, ENVELOPE_PREFIXES) ? failure(c, 421, ERROR_CODE.hostNotAllowed, message) : c.text(message, 421);
  };
};

/**
 * host[:port] the site names itself by (domain route, first paint, status): PUBLIC_ORIGIN's host
 * when set, never the request's then; else the host the client used, which the allow-list let in.
 */
export function siteHost(requestUrl: string, env: Pick<Env, 'PUBLIC_ORIGIN'>): string {
  return env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).host : new URL(requestUrl).host;
}
