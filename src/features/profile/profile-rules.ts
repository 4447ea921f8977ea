/**
 * The page's rules for /m/set and /m/feedback: which tab, what a picked image may be (SPEC §5, §9,
 * the same limits the server enforces), and which catalogue text a refusal shows.
 */
import type { ErrorCode } from '../../api/error-codes';
import { isUnanswered } from '../../api/errors';
import { profileEndpoints } from '../../api/endpoints/profile';
import { PROFILE_LIMITS } from '../../api/profile-wire';
import type { MessageKey } from '../../i18n';
import { declaredRefusal } from '../../ui/refusal';

/** The member's own profile calls, whose declared refusals the settings forms show. */
const PROFILE_CALLS = Object.values(profileEndpoints);

export const SETTINGS_TABS = ['profile', 'security', 'verify'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export type ImageProblem = 'profile_upload_type' | 'profile_upload_size' | 'profile_upload_count';

/** Checked on pick, before anything is sent: the type by the browser's reading, the size, the count. */
export function imageProblem(file: { type: string; size: number }, countBefore: number): ImageProblem | null {
  if (countBefore >= PROFILE_LIMITS.maxImages) return 'profile_upload_count';
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'profile_upload_type';
  if (file.size > PROFILE_LIMITS.maxImageBytes) return 'profile_upload_size';
  return null;
}


/** The minimum-age text of SPEC §5: the 18 and 21 variants, else the {0}-years one. */
export function ageKey(minAge: number): { key: MessageKey; years: number } {
  if (minAge === 18) return { key: 'confirm_age_18', years: 18 };
  if (minAge === 21) return { key: 'confirm_age_21', years: 21 };
  return { key: 'confirm_age_years', years: minAge };
}



/** A refusal's text; age_too_young is the caller's (it names the minimum age). */
export function refusalKey(code: ErrorCode): MessageKey {
  if (isUnanswered(code)) return 'money_needs_connection';
  return declaredRefusal(PROFILE_CALLS, code) ?? 'profile_error_unknown';
}
