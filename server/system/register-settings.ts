/**
 * GET registerSettings, and the same rules applied on the server: what the client checks for
 * convenience, the server enforces (SPEC §5). An operator's hand edit that does not fit the shape
 * falls back to the default, so a typo cannot take registration down.
 */
import { z } from 'zod';
import { REGISTER_OPTIONAL_FIELDS, RULE_NAMES, type FieldRule, type RegisterSettings } from '../../src/api/account-wire';
import type { Db } from '../db/connection';
import { DEFAULT_REGISTER_SETTINGS, type StoredRegisterSettings } from '../seed/register-settings';
import { accountKeys } from '../account/account-keys';
import { readSettings } from './settings';

const RuleSchema = z.object({
  min: z.number().int().min(0).optional(),
  max: z.number().int().min(0).optional(),
  pattern: z.string().max(500).optional(),
  message: z.string().min(1),
});

const StoredSchema = z.object({
  methods: z.object({ username: z.boolean(), mobile: z.boolean() }),
  fields: z.array(
    z.object({ name: z.enum(REGISTER_OPTIONAL_FIELDS), shown: z.boolean(), required: z.boolean(), rule: RuleSchema.optional() }),
  ),
  rules: z.object(Object.fromEntries(RULE_NAMES.map((name) => [name, RuleSchema])) as Record<(typeof RULE_NAMES)[number], typeof RuleSchema>),
  mobileCodeLogin: z.boolean(),
  changePassword: z.object({ byMail: z.boolean(), byVerification: z.boolean() }),
  social: z.object({
    initialised: z.boolean(),
    facebook: z.boolean(),
    google: z.boolean(),
    // The operator's Firebase web config: the client loads Firebase only with it (and a tap).
    firebase: z.object({ apiKey: z.string(), authDomain: z.string(), projectId: z.string(), appId: z.string() }).optional(),
  }),
  countryDialingCodes: z.array(z.string().regex(/^\+\d{1,4}$/)).min(1),
});

export async function storedRegisterSettings(db: Db): Promise<StoredRegisterSettings> {
  const { registerSettings } = await readSettings(db, ['registerSettings']);
  const parsed = StoredSchema.safeParse(registerSettings);
  return parsed.success ? parsed.data : DEFAULT_REGISTER_SETTINGS;
}

export async function registerSettings(db: Db): Promise<RegisterSettings> {
  const [stored, keys] = await Promise.all([storedRegisterSettings(db), accountKeys(db)]);
  return { ...stored, encryptionPublicKey: keys.publicKey };
}

// Compiled once per pattern text; an operator's invalid pattern is treated as "no pattern".
const compiled = new Map<string, RegExp | null>();
function wholeMatch(pattern: string): RegExp | null {
  if (!compiled.has(pattern)) {
    try {
      compiled.set(pattern, new RegExp(`^(?:${pattern})$`, 'u'));
    } catch {
      compiled.set(pattern, null);
    }
  }
  return compiled.get(pattern) ?? null;
}

/** Whether a (trimmed) value passes a rule: bounds in characters, then the whole-value pattern. */
export function passesRule(rule: FieldRule, value: string): boolean {
  const length = [...value].length;
  if (rule.min !== undefined && length < rule.min) return false;
  if (rule.max !== undefined && length > rule.max) return false;
  const regex = rule.pattern ? wholeMatch(rule.pattern) : null;
  return regex ? regex.test(value) : true;
}

/** '+880', '880' → '+880' when the settings offer it; undefined otherwise. */
export function normaliseDialingCode(settings: StoredRegisterSettings, code: string): string | undefined {
  const digits = code.trim().replace(/^\+/, '');
  const wanted = `+${digits}`;
  return /^\d{1,4}$/.test(digits) && settings.countryDialingCodes.includes(wanted) ? wanted : undefined;
}

/** Where an SMS goes and what identifies a member's phone: '+8801712345678'. */
export const fullNumber = (dialingCode: string, mobileNum: string) => `${dialingCode}${mobileNum.trim()}`;
