/**
 * The operator's bounds for personal settings and feedback, from the settings table:
 * `profileMinAge` (18 or 21, SPEC §9) and `feedbackWords` ({min, max}). A missing or hand-edited
 * value that does not fit falls back to the default, so a typo cannot lock members out.
 */
import { z } from 'zod';
import { MINIMUM_AGES, PROFILE_LIMITS, type MinimumAge, type ProfileSettings } from '../../src/api/profile-wire';
import type { Db } from '../db/connection';

export const PROFILE_SETTING_KEYS = { minAge: 'profileMinAge', feedbackWords: 'feedbackWords' } as const;
export const DEFAULT_MIN_AGE: MinimumAge = 18;
export const DEFAULT_FEEDBACK_WORDS = { min: 5, max: 300 } as const;

const MinAge = z.union(MINIMUM_AGES.map((age) => z.literal(age)) as [z.ZodLiteral<18>, z.ZodLiteral<21>]);
const Words = z
  .object({ min: z.number().int().min(1), max: z.number().int().max(5000) })
  .refine((w) => w.min <= w.max);

function parsed<T>(schema: z.ZodType<T>, text: string | undefined, fallback: T): T {
  if (text === undefined) return fallback;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : fallback;
  } catch {
    return fallback;
  }
}

export async function profileSettings(db: Db): Promise<ProfileSettings> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('key', 'in', [PROFILE_SETTING_KEYS.minAge, PROFILE_SETTING_KEYS.feedbackWords])
    .execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return {
    minAge: parsed(MinAge, stored.get(PROFILE_SETTING_KEYS.minAge), DEFAULT_MIN_AGE),
    feedbackWords: parsed(Words, stored.get(PROFILE_SETTING_KEYS.feedbackWords), { ...DEFAULT_FEEDBACK_WORDS }),
    ...PROFILE_LIMITS,
  };
}
