/**
 * Default register/login configuration (GET registerSettings, SPEC §2, §5). Kept in the settings
 * table under `registerSettings` so an operator changes a rule or a field with an UPDATE; the
 * encryption key is added when served, never stored here.
 *
 * Messages are catalogue keys of src/i18n/locales/en/messages.json.
 */
import type { FieldRule, RegisterFieldConfig, RegisterSettings, RuleName } from '../../src/api/account-wire';

export type StoredRegisterSettings = Omit<RegisterSettings, 'encryptionPublicKey'>;

const USERNAME: FieldRule = { min: 4, max: 16, pattern: '[A-Za-z0-9]{4,16}', message: 'account_format' };
const PASSWORD: FieldRule = { min: 6, max: 20, message: 'password_format' };
const MOBILE: FieldRule = { min: 1, max: 20, pattern: '\\d{1,20}', message: 'mobile_format' };
const SMS_CODE: FieldRule = { min: 1, max: 10, pattern: '\\d{1,10}', message: 'verification_code_error' };

export const DEFAULT_RULES: Record<RuleName, FieldRule> = {
  loginUsername: USERNAME,
  loginPassword: PASSWORD,
  loginMobileNum: MOBILE,
  verificationCode: SMS_CODE,
  mobileNum: MOBILE,
  password: PASSWORD,
};

const shown = (name: RegisterFieldConfig['name'], rule?: FieldRule, required = false): RegisterFieldConfig => ({
  name,
  shown: true,
  required,
  ...(rule ? { rule } : {}),
});
const hidden = (name: RegisterFieldConfig['name'], rule?: FieldRule): RegisterFieldConfig => ({
  name,
  shown: false,
  required: false,
  ...(rule ? { rule } : {}),
});

/**
 * `required` is for the username tab; the mobile tab always requires mobileNum and its SMS code
 * (account/registration.ts), whatever this says.
 */
export const DEFAULT_FIELDS: RegisterFieldConfig[] = [
  shown('email', { max: 64, pattern: '\\w+([-+.]\\w+)*@\\w+([-.]\\w+)*(\\.[A-Za-z]{2,3}){1,3}', message: 'in_email_incorrect' }),
  shown('nickname', { min: 1, max: 20, pattern: '[^<>&"\']{1,20}', message: 'name_format' }),
  shown('mobileNum', MOBILE),
  shown('verificationCode', SMS_CODE),
  shown('birthday', { pattern: '\\d{4}-\\d{2}-\\d{2}', message: 'date_of_birth' }),
  shown('affiliateCode', { max: 32, pattern: '[A-Za-z0-9]{1,32}', message: 'invitation_code_error' }),
  shown('recommenderId', { max: 12, pattern: '\\d{1,12}', message: 'referrer_link_error' }),
  hidden('paymentPassword', { min: 6, max: 6, pattern: '\\d{6}', message: 'password_format' }),
  hidden('idNumber', { max: 32, pattern: '[A-Za-z0-9-]{1,32}', message: 'name_format' }),
  hidden('qqNum', { max: 12, pattern: '\\d{5,12}', message: 'name_format' }),
  hidden('facebook', { max: 64, message: 'name_format' }),
  hidden('wechat', { max: 64, message: 'name_format' }),
  hidden('line', { max: 64, message: 'name_format' }),
  hidden('whatsapp', { max: 20, pattern: '\\+?\\d{5,20}', message: 'mobile_format' }),
  hidden('zalo', { max: 20, pattern: '\\+?\\d{5,20}', message: 'mobile_format' }),
  hidden('payeeName', { max: 64, pattern: '[^<>&"\']{1,64}', message: 'name_format' }),
];

export const DEFAULT_REGISTER_SETTINGS: StoredRegisterSettings = {
  methods: { username: true, mobile: true },
  fields: DEFAULT_FIELDS,
  rules: DEFAULT_RULES,
  mobileCodeLogin: true,
  changePassword: { byMail: true, byVerification: true },
  // Off until an operator configures a Firebase project (FIREBASE_* env).
  social: { initialised: false, facebook: false, google: false },
  countryDialingCodes: ['+880', '+86', '+1', '+91'],
};
