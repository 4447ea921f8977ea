/**
 * The account calls of SPEC §7 as the page makes them (DESIGN §3: money and identity are online
 * only, so these go straight to the server, never through the worker's outbox). Every call is a
 * registry entry made through the one ApiClient: sealed and form bodies are encoded by the client
 * as the entry says, and a failure's envelope value (a failed login's `captcha`) arrives on the
 * ApiError itself. DOM-free apart from reading where and as whom to talk.
 */
import type { LoginFailureValue, RegisterSettings } from '../../api/account-wire';
import type { ChangePasswordPayload, LoginPayload, RegistrationPayload, SetPasswordPayload, SmsRequest } from '../../api/endpoints';
import { ApiClient, type CallInput } from '../../api/client';
import { ENDPOINTS, type EndpointSpec } from '../../api/endpoints';
import { ApiError, ERROR_CODE, errorCodeOf, type ErrorCode } from '../../api/errors';
import { sealBody } from '../../api/sealed-body';
import type { LoginValue } from '../../api/member-wire';
import { config } from '../../config';
import { session } from '../../state/session';
import { storedApiBase } from '../settings';

const clientConfig = () => ({ baseUrl: storedApiBase() ?? config.apiBase, merchant: config.merchant, token: session.info?.token ?? null });

export const accountClient = new ApiClient(clientConfig);

/** SPEC §7: the Device header says OTHERS when the site runs as an installed app. */
export function standaloneDisplay(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

function deviceHeaders(): Record<string, string> {
  return standaloneDisplay() ? { Device: 'OTHERS' } : {};
}

type SealedEndpoint = EndpointSpec & { encoding: 'sealed' };

/** Seal the JSON for one of the sealed entries and send it. */
async function sealedCall<E extends SealedEndpoint>(
  endpoint: E,
  json: unknown,
  publicKey: string,
  extra: Omit<CallInput<E>, 'sealed'> = {} as Omit<CallInput<E>, 'sealed'>,
) {
  const sealed = await sealBody(json, publicKey);
  return accountClient.call(endpoint, { ...extra, sealed } as CallInput<E>);
}

/** A call the server does not answer as a wps envelope (wrong method on another backend). */
const unanswered = (error: unknown) => error instanceof ApiError && (error.code === ERROR_CODE.badResponse || error.status === 404 || error.status === 405);

export const accountApi = {
  /** Network first through the SW, so the sealing key is current; its last copy when offline. */
  registerSettings: (): Promise<RegisterSettings> => accountClient.call(ENDPOINTS.registerSettings, { cache: 'no-cache' }),

  /** SPEC §7: POST, "GET in one reading" — the other method is tried when the first is not served. */
  async captcha() {
    try {
      return await accountClient.call(ENDPOINTS.captcha);
    } catch (error) {
      if (unanswered(error)) return accountClient.call(ENDPOINTS.captcha, { method: 'GET' });
      throw error;
    }
  },

  checkUsername: (username: string) => accountClient.call(ENDPOINTS.checkUsername, { query: { username } }),

  /** SPEC §7 "affiliate check": code and domain; a failure envelope or a false answer means invalid. */
  async affiliateValid(code: string, domain: string): Promise<boolean> {
    try {
      const value: unknown = await accountClient.call(ENDPOINTS.affiliateCheck, { query: { code, domain } });
      if (typeof value === 'boolean') return value;
      if (value && typeof value === 'object') {
        const answer = value as { success?: boolean; valid?: boolean };
        return answer.success ?? answer.valid ?? true;
      }
      return true;
    } catch (error) {
      if (isOffline(error)) throw error;
      return false;
    }
  },

  register: (payload: RegistrationPayload, publicKey: string, byMobile: boolean) =>
    sealedCall(byMobile ? ENDPOINTS.registerMobile : ENDPOINTS.register, payload, publicKey),

  /** Rejects with an ApiError whose `captcha` says the next try needs one (SPEC §8). */
  async login(payload: LoginPayload, publicKey: string): Promise<LoginValue> {
    try {
      return await sealedCall(ENDPOINTS.login, payload, publicKey, { headers: deviceHeaders() });
    } catch (error) {
      const failure = error instanceof ApiError ? (error.value as LoginFailureValue | null | undefined) : undefined;
      throw Object.assign(error as object, { captcha: failure?.captcha === true });
    }
  },

  /** SPEC §4 "Trial play": the answer is a type-4 session. */
  async freeplay(): Promise<LoginValue> {
    const value = await accountClient.call(ENDPOINTS.freeplay, { headers: deviceHeaders() });
    if (!value.token || !value.userName) throw new ApiError(ERROR_CODE.badResponse, 'A trial answer without a token or a name');
    return { token: value.token, userName: value.userName, type: value.type ?? 4, firstTimeLogin: value.firstTimeLogin ?? false };
  },

  /** A new slider challenge for an SMS request (SPEC §3); every call is a new picture. */
  sliderCaptcha: () => accountClient.call(ENDPOINTS.sliderCaptcha),

  smsWait: () => accountClient.call(ENDPOINTS.smsWait),
  sms: (kind: 'noLogin' | 'register', request: SmsRequest) =>
    accountClient.call(kind === 'register' ? ENDPOINTS.smsRegister : ENDPOINTS.smsNoLogin, { body: request }),

  /** SPEC §7: form-encoded {username, email}. */
  forgotByEmail: (username: string, email: string) =>
    accountClient.call(ENDPOINTS.forgotByEmail, { body: { username, email }, timeoutMs: 9999 }),

  setPasswordByPhone: (payload: SetPasswordPayload, publicKey: string) =>
    sealedCall(ENDPOINTS.setPasswordByPhone, payload, publicKey, { timeoutMs: 15_000 }),

  changePassword: (payload: ChangePasswordPayload) =>
    accountClient.call(ENDPOINTS.changePassword, { body: payload }),
};

/** DESIGN §3: identity calls are online only; this says a failure was the network, not the server. */
export function isOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof ApiError && (error.code === ERROR_CODE.offline || error.code === ERROR_CODE.timeout);
}

export function errorCode(error: unknown): ErrorCode {
  return errorCodeOf(error);
}
