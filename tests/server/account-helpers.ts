/**
 * Account-call helpers over a TestServer: seal bodies with the client's own code
 * (src/api/sealed-body.ts) under the server's public key from registerSettings, read captcha codes
 * through the dev hook and SMS/email from the dev outbox.
 */
import { ENDPOINTS, fillPath } from '../../src/api/endpoints';
import type { RegisterSettings } from '../../src/api/account-wire';
import type { RegistrationPayload } from '../../src/api/endpoints';
import { ENCRYPTION_HEADER, SEALED_BODY_CONTENT_TYPE, sealBody } from '../../src/api/sealed-body';
import type { ListValue } from '../../src/api/catalogue-wire';
import type { DevOutboxEntry } from '../../src/api/member-wire';
import { answerOf, type Answer, type TestServer } from './helpers';

export function accountClient(server: TestServer) {
  let settings: RegisterSettings | undefined;

  // Through app.request alone: the production tests hand in a server that has nothing else.
  async function call<T>(path: string, init: RequestInit = {}): Promise<Answer<T>> {
    return answerOf<T>(await server.app.request(path, init));
  }

  async function value<T>(path: string, init: RequestInit = {}): Promise<T> {
    const { status, body } = await call<T>(path, init);
    if (!body.success) throw new Error(`${path} → ${status} ${body.errorCode}: ${body.message}`);
    return body.value;
  }

  async function registerSettings(): Promise<RegisterSettings> {
    settings ??= await value<RegisterSettings>(ENDPOINTS.registerSettings.path);
    return settings;
  }

  /** POST (or `method`) a sealed JSON body, as the client does. */
  async function sealed<T>(path: string, json: unknown, options: { method?: string; headers?: Record<string, string> } = {}) {
    const { encryptionPublicKey } = await registerSettings();
    const { body, encryptionHeader } = await sealBody(json, encryptionPublicKey);
    return call<T>(path, {
      method: options.method ?? 'POST',
      headers: { 'Content-Type': SEALED_BODY_CONTENT_TYPE, [ENCRYPTION_HEADER]: encryptionHeader, ...options.headers },
      body,
    });
  }

  /** A fresh captcha and the code behind it. */
  async function captcha(): Promise<{ captchaId: string; code: string }> {
    const { captchaId } = await value<{ captchaId: string }>(ENDPOINTS.captcha.path, { method: 'POST' });
    const { code } = await value<{ code: string }>(fillPath(ENDPOINTS.devCaptchaCode.path, { captchaId }));
    return { captchaId, code };
  }

  async function outbox(recipient: string): Promise<DevOutboxEntry[]> {
    return (await value<ListValue<DevOutboxEntry>>(`${ENDPOINTS.devOutbox.path}?recipient=${encodeURIComponent(recipient)}`)).list;
  }

  /** The 6-digit code of the latest SMS to a full number ('+880…'). */
  async function smsCode(recipient: string): Promise<string> {
    const [latest] = await outbox(recipient);
    const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no SMS code for ${recipient}`);
    return code;
  }

  return { call, value, registerSettings, sealed, captcha, outbox, smsCode };
}

/** A registration payload with every optional field empty (SPEC §3). */
export function registration(overrides: Partial<RegistrationPayload>): RegistrationPayload {
  return {
    countryDialingCode: '+880',
    registerUrl: 'lobby.example.com',
    registerMethod: 'PWA',
    username: '',
    password: '',
    confirmPassword: '',
    affiliateCode: '',
    paymentPassword: '',
    recommenderId: '',
    nickname: '',
    payeeName: '',
    email: '',
    mobileNum: '',
    idNumber: '',
    qqNum: '',
    facebook: '',
    wechat: '',
    line: '',
    whatsapp: '',
    zalo: '',
    birthday: '',
    captcha: '',
    captchaId: '',
    type: 0,
    domain: 'lobby.example.com',
    verificationCode: '',
    ...overrides,
  };
}

/** 'ok' for a success envelope, else its error code: one comparable value per answer. */
export const errorOf = (body: { success: boolean; errorCode?: string }) => (body.success ? 'ok' : body.errorCode);
