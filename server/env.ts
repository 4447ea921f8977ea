/**
 * Server configuration from the environment, validated once at start-up so a typo fails loudly
 * instead of surfacing later as a confusing runtime error.
 */
import { environmentProblems } from './env-production';
import { EnvSchema, type Env } from './env-schema';

export { DEFAULT_DIST_DIR, MIN_SEED_GAMES, type Env } from './env-schema';

export class EnvError extends Error {
  override readonly name = 'EnvError';
}

/** Empty variables count as unset: `PORT= npm run serve` should mean "default", not "invalid". */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = EnvSchema.safeParse(present);
  if (result.success) {
    const unsafe = environmentProblems(result.data);
    if (unsafe.length > 0) throw new EnvError(`Invalid environment: ${unsafe.join('; ')}`);
    return result.data;
  }
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
}

/**
 * The development helpers (the registry's `availability: 'dev'` calls: password-free sign-in,
 * the SMS outbox, status switches) and the captcha codes they read: never in production.
 */
export function devHelpersEnabled(env: Pick<Env, 'NODE_ENV' | 'DEV_HELPERS'>): boolean {
  return env.DEV_HELPERS && env.NODE_ENV !== 'production';
}
