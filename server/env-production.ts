/**
 * What `NODE_ENV=production` demands before the server may start. The demo (`npm start`) hands out
 * play money: public passwords, a simulated gateway a member confirms itself, generated secrets.
 * A real site must not inherit any of that by accident, so production refuses to start until each
 * setting a deployment needs is present and none is a value published with this repository.
 */
import type { Env } from './env-schema';

/** Production secrets are long random strings (`openssl rand -hex 32`), not pass phrases. */
export const PRODUCTION_SECRET_MIN = 32;
/** A real random secret of that length has far more distinct characters than this. */
const MIN_DISTINCT_CHARACTERS = 10;

/**
 * Keys and secrets that appear in this repository (README examples, tests, browser tests): anyone
 * can read them, so no deployment may use them, whatever their length.
 */
const PUBLISHED_SECRETS: ReadonlySet<string> = new Set([
  'local-operator-key',
  'test-operator-key-not-secret',
  'e2e-operator-key-not-secret',
]);

export type SiteMode = 'demo' | 'production';

/** Demo unless NODE_ENV=production: the tests and `npm run dev` run the demo too. */
export function siteMode(env: Pick<Env, 'NODE_ENV'>): SiteMode {
  return env.NODE_ENV === 'production' ? 'production' : 'demo';
}

function secretProblem(name: string, value: string | undefined, why: string): string | undefined {
  if (!value) return `${name}: required with NODE_ENV=production (${why})`;
  if (PUBLISHED_SECRETS.has(value)) return `${name}: this value is published with the demo or the tests; generate your own (openssl rand -hex 32)`;
  if (value.length < PRODUCTION_SECRET_MIN) return `${name}: must be at least ${PRODUCTION_SECRET_MIN} characters with NODE_ENV=production`;
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) return `${name}: looks like a placeholder, not a random secret`;
  return undefined;
}

/** Every reason the environment is unfit for production, one line each naming its variable. */
export function productionProblems(env: Env): string[] {
  const problems = [
    env.DEV_HELPERS ? 'DEV_HELPERS: the development helpers cannot run with NODE_ENV=production' : undefined,
    env.FAULT_AFTER_COMMIT ? 'FAULT_AFTER_COMMIT: fault injection is for the crash tests only' : undefined,
    // Without operator calls nobody could decide a bank deposit, pay out a withdrawal or approve a
    // bonus application: money would wait for ever.
    secretProblem('OPERATOR_KEY', env.OPERATOR_KEY, 'the operator decides deposits, withdrawals and applications with it'),
    // A generated secret would live in the database, where a gateway operator cannot be given it.
    secretProblem('GATEWAY_SECRET', env.GATEWAY_SECRET, 'payment callbacks are verified with it'),
    env.OPERATOR_KEY && env.OPERATOR_KEY === env.GATEWAY_SECRET ? 'GATEWAY_SECRET: must differ from OPERATOR_KEY' : undefined,
    !env.PUBLIC_ORIGIN
      ? 'PUBLIC_ORIGIN: required with NODE_ENV=production (the https origin players use, e.g. https://lobby.example.com)'
      : !env.PUBLIC_ORIGIN.startsWith('https://')
        ? 'PUBLIC_ORIGIN: must be an https origin with NODE_ENV=production'
        : undefined,
    env.GATEWAY_URL && !env.GATEWAY_URL.startsWith('https://') ? 'GATEWAY_URL: must be an https URL with NODE_ENV=production' : undefined,
  ];
  return problems.filter((p): p is string => p !== undefined);
}

/** Settings that only make sense together, in any mode; then production's demands. */
export function environmentProblems(env: Env): string[] {
  const general = [env.GATEWAY_URL && !env.GATEWAY_SECRET ? 'GATEWAY_SECRET: required with GATEWAY_URL (the provider signs its callbacks with it)' : undefined];
  const production = siteMode(env) === 'production' ? productionProblems(env) : [];
  return [...general.filter((p): p is string => p !== undefined), ...production];
}
