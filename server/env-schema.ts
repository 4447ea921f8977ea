/**
 * The server's environment variables: their schema, defaults and the type the server reads
 * (server/env.ts loads and checks them; server/env-production.ts adds what production demands).
 */
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';

/** The seed must cover SPEC §9's "600+ games claimed". */
export const MIN_SEED_GAMES = 600;

// Resolved from this file, not from the cwd, so `npm run serve` works from any directory and no
// machine-specific path is ever written into the repository.
export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().min(min, `${name} must be at least ${min}`).max(max, `${name} must be at most ${max}`));

/** host or host:port, the host a name, an IPv4 address or a bracketed IPv6 address. */
const HOST_LIST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:\s*,\s*(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?)*$/i;

export const EnvSchema = z.object({
  PORT: wholeNumber('PORT', 0, 65_535).default(8080),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  /**
   * PostgreSQL instead of DATA_DIR's embedded SQLite file (postgres://user:password@host:port/db).
   * Unset, the default: SQLite. Several server instances share one database only this way.
   */
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .refine((v) => URL.canParse(v), 'DATABASE_URL must be a valid URL')
    .optional(),
  MERCHANT: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'MERCHANT must be 1-32 letters, digits, _ or -')
    .default('DEMO'),
  DIST_DIR: z.string().trim().min(1).default(DEFAULT_DIST_DIR),
  /** Where rendered game art is kept by content hash, for restarts and other instances on the host. */
  MEDIA_CACHE_DIR: z.string().trim().min(1).default(join(tmpdir(), 'lobby-media-cache')),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The password-free development helpers (/dev: sign in as anyone, read the SMS outbox and the
   * captcha codes, flip the status flags). Off unless asked for: a plain `npm start` must never
   * hand out sessions. The tests, the bench, the soak run and `npm run dev` turn them on.
   */
  DEV_HELPERS: z
    .enum(['1', '0', 'true', 'false', 'on', 'off'], 'DEV_HELPERS must be 1, 0, true, false, on or off')
    .transform((v) => v === '1' || v === 'true' || v === 'on')
    .default(false),
  SEED_GAMES: wholeNumber('SEED_GAMES', MIN_SEED_GAMES, 1_000_000).default(720),
  // A session outlives a browser restart but not a lost phone for long; at most a year.
  TOKEN_TTL_HOURS: wholeNumber('TOKEN_TTL_HOURS', 1, 8_760).default(72),
  // Firebase sign-in is verified only when both are set (account/firebase.ts); unset means off.
  FIREBASE_JWKS_URL: z.url({ protocol: /^https?$/, error: 'FIREBASE_JWKS_URL must be an http(s) URL' }).optional(),
  /** The operator's Firebase auth domain (e.g. lobby.firebaseapp.com): widens the CSP for its sign-in popup. */
  FIREBASE_AUTH_DOMAIN: z
    .string()
    .trim()
    .regex(/^[a-z0-9.-]+$/i, 'FIREBASE_AUTH_DOMAIN must be a host name')
    .optional(),
  /**
   * Turns on the operator calls (the registry's access 'operator': approve, reply, review) and is
   * the key they need in X-Operator-Key. Unset, the default, means no operator call exists.
   */
  OPERATOR_KEY: z.string().trim().min(12, 'OPERATOR_KEY must be at least 12 characters').max(200).optional(),
  /**
   * The addresses of the reverse proxies in front of this server, comma-separated. Only a request
   * arriving from one of them has its X-Forwarded-For believed; anyone else could write any
   * address there and dodge the per-address limits. Unset: no proxy, the socket's address counts.
   */
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z.:_-]+(\s*,\s*[0-9A-Za-z.:_-]+)*$/, 'TRUSTED_PROXIES must be addresses separated by commas')
    .transform((v) => v.split(',').map((a) => a.trim()))
    .optional(),
  /**
   * The secret the payment gateway signs its callbacks with (HMAC-SHA256). Unset (the demo only):
   * this server generates one on first use and keeps it in its settings table (server/payments).
   */
  GATEWAY_SECRET: z.string().trim().min(16, 'GATEWAY_SECRET must be at least 16 characters').max(200).optional(),
  /**
   * The payment provider's checkout page: a gateway order's pay link sends the member there with
   * the order, signed with GATEWAY_SECRET; the provider answers with its signed callback. Unset:
   * the demo simulates the gateway on this server; production offers no gateway deposits.
   */
  GATEWAY_URL: z.url({ protocol: /^https?$/, error: 'GATEWAY_URL must be an http(s) URL' }).optional(),
  /**
   * The origin players reach this site at (https://lobby.example.com). Its host is the only one
   * the domain route and the first paint name, and one the server answers for. Required in production.
   */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http(s) origin such as https://lobby.example.com' })
    .refine((v) => /^https?:\/\/[^/?#]+\/?$/.test(v), 'PUBLIC_ORIGIN must be an origin only, without a path, query or fragment')
    .transform((v) => new URL(v).origin)
    .optional(),
  /**
   * Further hosts the server answers for (host or host:port, comma-separated; a host without a port
   * matches any port). With this or PUBLIC_ORIGIN set, a request for any other Host is refused;
   * with neither (the demo) any host is answered, so localhost, 127.0.0.1 and the LAN all work.
   */
  ALLOWED_HOSTS: z
    .string()
    .trim()
    .regex(HOST_LIST, 'ALLOWED_HOSTS must be host or host:port names separated by commas')
    .transform((v) => v.split(',').map((h) => h.trim().toLowerCase()))
    .optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{4,64}$/, 'FIREBASE_PROJECT_ID must be 4-64 lower-case letters, digits or -')
    .optional(),
  /**
   * The crash tests only (server/db/fault.ts): the call path after whose commit the process kills
   * itself, to show a retry applies nothing twice. Refused with NODE_ENV=production.
   */
  FAULT_AFTER_COMMIT: z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9/_-]+$/, 'FAULT_AFTER_COMMIT must be a call path such as /lgw/orders')
    .optional(),
});

export type Env = z.output<typeof EnvSchema>;
