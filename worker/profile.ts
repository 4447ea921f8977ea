/**
 * `profile` area of the worker API: personal settings, real-name verification and feedback.
 * Reads ask the network first (`no-cache`); offline the service worker answers its per-user copy,
 * so what the member last saw still shows. Writes are online only and never queued: the page keeps
 * the input and says a connection is needed.
 *
 * WARNING: answers cross to the page by structured clone, which drops an ApiError's code and
 * status; so failures come back as a value, not as a thrown error.
 */
import { buildUrl } from '../src/api/client';
import { ENDPOINTS } from '../src/api/endpoints';

import { memberCall } from './call-result';

import { client, currentConfig } from './context';


/** Three 5 MB images on a slow line need longer than the usual 10 s. */
const UPLOAD_TIMEOUT_MS = 90_000;

const read = { cache: 'no-cache' } as const;

/** Files as the parts image1..image3 the server expects. */
const imageParts = (files: readonly File[]) => Object.fromEntries(files.slice(0, 3).map((file, i) => [`image${i + 1}`, file])) as { image1?: File; image2?: File; image3?: File };

export const profile = {
  settings: () => memberCall(() => client.call(ENDPOINTS.profileSettings, read)),
  read: () => memberCall(() => client.call(ENDPOINTS.profile, read)),
  verification: () => memberCall(() => client.call(ENDPOINTS.verificationStatus, read)),
  feedback: () => memberCall(async () => (await client.call(ENDPOINTS.feedbackList, read)).list),

  setNickname: (nickname: string) => memberCall(() => client.call(ENDPOINTS.profileNickname, { body: { nickname } })),
  setEmail: (email: string) => memberCall(() => client.call(ENDPOINTS.profileEmail, { body: { email } })),
  setBirthday: (birthday: string) => memberCall(() => client.call(ENDPOINTS.profileBirthday, { body: { birthday } })),
  setLanguage: (language: 'en' | 'bn' | 'zh' | '') => memberCall(() => client.call(ENDPOINTS.profileLanguage, { body: { language } })),
  sendMobileCode: (mobileNum: string, countryDialingCode: string) =>
    memberCall(() => client.call(ENDPOINTS.profileMobileCode, { body: { mobileNum, countryDialingCode } })),
  changeMobile: (mobileNum: string, countryDialingCode: string, verificationCode: string) =>
    memberCall(() => client.call(ENDPOINTS.profileMobile, { body: { mobileNum, countryDialingCode, verificationCode } })),

  submitVerification: (remark: string, files: readonly File[]) =>
    memberCall(() => client.call(ENDPOINTS.verificationSubmit, { body: { remark, ...imageParts(files) }, timeoutMs: UPLOAD_TIMEOUT_MS })),
  submitFeedback: (content: string, files: readonly File[]) =>
    memberCall(() => client.call(ENDPOINTS.feedbackSubmit, { body: { content, ...imageParts(files) }, timeoutMs: UPLOAD_TIMEOUT_MS })),

  /**
   * One of the member's own images as a Blob (the call answers bytes, not an envelope, and needs
   * the token an <img> cannot send); null when it cannot be had (offline, or not theirs).
   */
  async image(id: number): Promise<Blob | null> {
    const { baseUrl, merchant, token } = currentConfig();
    if (!token) return null;
    try {
      const url = buildUrl(baseUrl, ENDPOINTS.memberUpload.path, { id }, (globalThis as { location?: { origin: string } }).location?.origin);
      const res = await fetch(url, { headers: { Authorization: token, Merchant: merchant } });
      return res.ok ? await res.blob() : null;
    } catch {
      return null;
    }
  },
};
