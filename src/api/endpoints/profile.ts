/**
 * Personal settings, real-name verification and feedback (SPEC §2 /m/set and /m/feedback, §4, §5,
 * §7 "/wps/member/info, nickname, email", "/wps/feedback (PUT)", §9). None moves money. Reads a
 * member has seen are per-user, so the service worker can show them offline; writes are online
 * only (the page keeps the input when offline).
 *
 * Images travel as multipart parts image1..image3 (png or jpg, 5 MB each, at most 3): the server
 * counts every file part, so a fourth under any name is refused with upload_too_many.
 */
import { z } from 'zod';
import type { FeedbackItem, OperatorFeedback, OperatorVerification, ProfileSettings, ProfileValue, VerificationStatus } from '../profile-wire';
import { PROFILE_LIMITS, VERIFICATION_STATES } from '../profile-wire';
import type { ListValue } from '../catalogue-wire';
import { ERROR_CODE } from '../error-codes';
import { MEMBER_FRESH_READ, MEMBER_ACTION, MEMBER_UPDATE, OPERATOR_READ, OPERATOR_ACTION } from './call-kinds';
import { endpoint } from './define';
import { intParam, multilineText, optionalText, text } from './params';

/** A file part of a multipart body (the server checks its type and size itself). */
const filePart = z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File, 'must be a file');
const images = { image1: filePart.optional(), image2: filePart.optional(), image3: filePart.optional() };
/** Three 5 MB images, their text fields and the multipart framing. */
const IMAGES_BODY_BYTES = PROFILE_LIMITS.maxImages * PROFILE_LIMITS.maxImageBytes + 512 * 1024;
const rowId = z.number().int().positive().max(2 ** 31 - 1);
const mobileFields = { mobileNum: text(32).min(1, 'is required'), countryDialingCode: text(8).min(1, 'is required') };

export const profileEndpoints = {
  /** The operator's bounds the forms check against: minimum age, feedback words, image limits. */
  profileSettings: endpoint<ProfileSettings>()({ method: 'GET', path: '/wps/member/profile/settings', access: 'public', cache: 'shared' }),

  profile: endpoint<ProfileValue>()({ method: 'GET', path: '/wps/member/profile', access: 'member', cache: 'per-user' }),

  profileNickname: endpoint<ProfileValue>()({
    ...MEMBER_UPDATE,
    alsoMethods: ['POST'],
    path: '/wps/member/nickname',
    refusesTrial: 'no_permission',
    body: z.object({ nickname: text(64).min(1, 'is required') }),
    refusals: { [ERROR_CODE.noPermission]: 'free_reject' },
  }),

  profileEmail: endpoint<ProfileValue>()({
    ...MEMBER_UPDATE,
    alsoMethods: ['POST'],
    path: '/wps/member/email',
    refusesTrial: 'no_permission',
    body: z.object({ email: text(255).min(1, 'is required') }),
    refusals: {
      [ERROR_CODE.emailInvalid]: 'in_email_incorrect',
      [ERROR_CODE.noPermission]: 'free_reject',
    },
  }),

  /** YYYY-MM-DD from 1900-01-01; the member at least the operator's minimum age (age_too_young). */
  profileBirthday: endpoint<ProfileValue>()({
    ...MEMBER_UPDATE,
    path: '/wps/member/birthday',
    refusesTrial: 'no_permission',
    body: z.object({ birthday: text(10).min(1, 'is required') }),
    refusals: {
      [ERROR_CODE.ageTooYoung]: 'profile_error_unknown',
      [ERROR_CODE.birthdayInvalid]: 'profile_birthday_invalid',
      [ERROR_CODE.noPermission]: 'free_reject',
    },
  }),

  /** '' goes back to following the device. */
  profileLanguage: endpoint<ProfileValue>()({
    ...MEMBER_UPDATE,
    path: '/wps/member/language',
    refusesTrial: 'no_permission',
    body: z.object({ language: z.enum(['en', 'bn', 'zh', ''], 'must be en, bn, zh or empty') }),
    refusals: { [ERROR_CODE.noPermission]: 'free_reject' },
  }),

  /** An SMS code to the new number (the dev outbox in development), like the registration SMS. */
  profileMobileCode: endpoint<{ expirationTime: number }>()({
    ...MEMBER_ACTION,
    path: '/wps/verification/sms/profile',
    refusesTrial: 'no_permission',
    body: z.object(mobileFields),
    refusals: {
      [ERROR_CODE.mobileExists]: 'profile_mobile_taken',
      [ERROR_CODE.noPermission]: 'free_reject',
      [ERROR_CODE.tooManyRequests]: 'profile_too_many',
    },
  }),

  /** The number changes only with the code sent to it. */
  profileMobile: endpoint<ProfileValue>()({
    ...MEMBER_UPDATE,
    path: '/wps/member/mobile',
    refusesTrial: 'no_permission',
    body: z.object({ ...mobileFields, verificationCode: text(16).min(1, 'is required') }),
    refusals: {
      [ERROR_CODE.noPermission]: 'free_reject',
      [ERROR_CODE.verificationCodeError]: 'verification_code_error',
    },
  }),

  verificationStatus: endpoint<VerificationStatus>()({ method: 'GET', path: '/wps/member/verification', access: 'member', cache: 'per-user' }),

  /** Up to 3 images and a remark of at most 140 characters; refused whole when any file is bad. */
  verificationSubmit: endpoint<VerificationStatus>()({
    method: 'POST',
    path: '/wps/member/verification',
    access: 'member',
    refusesTrial: 'no_permission',
    cache: 'never',
    body: z.object({ remark: optionalText(PROFILE_LIMITS.remarkMax), ...images }).catchall(z.unknown()),
    encoding: 'multipart',
    maxBodyBytes: IMAGES_BODY_BYTES,
    refusals: {
      [ERROR_CODE.alreadyVerified]: 'profile_state_verified',
      [ERROR_CODE.noPermission]: 'free_reject',
      [ERROR_CODE.uploadTooLarge]: 'profile_upload_size',
      [ERROR_CODE.uploadTooMany]: 'profile_upload_count',
      [ERROR_CODE.uploadTypeNotAllowed]: 'profile_upload_type',
      [ERROR_CODE.verificationPending]: 'profile_verify_pending_error',
    },
  }),

  /** One of the member's own verification or feedback images (bytes, not an envelope); 404 for anyone else's. */
  memberUpload: endpoint<never>()({
    ...MEMBER_FRESH_READ,
    path: '/wps/member/upload',
    query: z.object({ id: intParam(1, 2 ** 31 - 1) }),
    refusals: { [ERROR_CODE.notFound]: 'profile_error_unknown' },
  }),

  /** The member's feedback, newest first, with the operator's replies. */
  feedbackList: endpoint<ListValue<FeedbackItem>>()({ method: 'GET', path: '/wps/feedback', access: 'member', cache: 'per-user' }),

  /** SPEC §7 /wps/feedback (PUT): content within the operator's word bounds, up to 3 images. */
  feedbackSubmit: endpoint<FeedbackItem>()({
    method: 'PUT',
    path: '/wps/feedback',
    access: 'member',
    refusesTrial: 'no_permission',
    cache: 'never',
    body: z.object({ content: multilineText(10_000).min(1, 'is required'), ...images }).catchall(z.unknown()),
    encoding: 'multipart',
    maxBodyBytes: IMAGES_BODY_BYTES,
    refusals: {
      [ERROR_CODE.feedbackWordCount]: 'feedback_word_range',
      [ERROR_CODE.noPermission]: 'free_reject',
      [ERROR_CODE.uploadTooLarge]: 'profile_upload_size',
      [ERROR_CODE.uploadTooMany]: 'profile_upload_count',
      [ERROR_CODE.uploadTypeNotAllowed]: 'profile_upload_type',
    },
  }),

  operatorVerifications: endpoint<ListValue<OperatorVerification>>()({
    ...OPERATOR_READ,
    path: '/operator/verifications',
    query: z.object({ state: z.enum(VERIFICATION_STATES).default('review') }),
  }),

  /** Decide a submission under review, once: verified, or rejected with a note the member sees. */
  operatorVerificationDecide: endpoint<OperatorVerification>()({
    ...OPERATOR_ACTION,
    path: '/operator/verification/decide',
    body: z.object({ id: rowId, decision: z.enum(['verified', 'rejected']), note: optionalText(200) }),
    refusals: {
      [ERROR_CODE.alreadyDecided]: 'unknown_error',
      [ERROR_CODE.verificationNotFound]: 'unknown_error',
    },
  }),

  operatorFeedback: endpoint<ListValue<OperatorFeedback>>()({
    ...OPERATOR_READ,
    path: '/operator/feedback',
    query: z.object({ replied: z.enum(['true', 'false']).optional() }),
  }),

  operatorFeedbackReply: endpoint<OperatorFeedback>()({
    ...OPERATOR_ACTION,
    path: '/operator/feedback/reply',
    body: z.object({ id: rowId, reply: multilineText(2000).min(1, 'is required') }),
    refusals: { [ERROR_CODE.feedbackNotFound]: 'unknown_error' },
  }),
};
