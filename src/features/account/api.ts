/**
 * The account calls of SPEC §7 as the page makes them (DESIGN §3: money and identity are online
 * only, so these go straight to the server, never through the worker's outbox or the SW cache).
 * DOM-free apart from reading where and as whom to talk: the build's merchant, the API base the
 * speed picker stored, and the session token.
 */
import { ACCOUNT_API, type CaptchaValue, type ChangePasswordPayload, type LoginFailureValue, type LoginPayload, type RegisterSettings, type RegistrationPayload, type SetPasswordPayload, type SmsRequest, type SmsValue } from '../../api/account-wire';
import { ApiClient, type RequestOptions } from '../../api/client';
import { ApiError, CLIENT_ERROR } from '../../api/errors';
import { ENCRYPTION_HEADER, SEALED_BODY_CONTENT_TYPE, sealBody } from '../../api/sealed-body';
import type { LoginValue } from '../../api/wire';
import { config } from '../../config';
import { session } from '../../state/session';
import { storedApiBase } from '../settings/api-base';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

/**
 * ApiClient always JSON-encodes a body. Sealed and form bodies are strings that must travel raw,
 * so they are passed as strings with their own Content-Type, and this fetch turns the JSON string
 * literal back into the raw text before it leaves. JSON bodies pass untouched.
 */
export const rawAwareFetch =
  (inner: typeof fetch = (input, init) => fetch(input, init)): typeof fetch =>
  (input, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const type = headers['Content-Type'] ?? '';
    if (typeof init?.body === 'string' && type && !type.startsWith('application/json')) {
      return inner(input, { ...init, body: JSON.parse(init.body) as string });
    }
    return inner(input, init);
  };

const clientConfig = () => ({ baseUrl: storedApiBase() ?? config.apiBase, merchant: config.merchant, token: session.info?.token ?? null });

export const accountClient = new ApiClient(clientConfig, rawAwareFetch());

/** SPEC §7: the Device header says OTHERS when the site runs as an installed app. */
export function standaloneDisplay(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}

function deviceHeaders(): Record<string, string> {
  return standaloneDisplay() ? { Device: 'OTHERS' } : {};
}

/**
 * A failed login may carry `value` (SPEC §8: value.captcha), which ApiError does not keep: this
 * client reads a copy of each failure envelope and hands its value to `onFailureValue`.
 */
function peekingClient(onFailureValue: (value: unknown) => void): ApiClient {
  const inner = rawAwareFetch();
  return new ApiClient(
    clientConfig,
    async (input, init) => {
      const response = await inner(input, init);
      // Read before the client does, so the value is known when its error reaches the caller.
      try {
        const envelope = (await response.clone().json()) as { success?: boolean; value?: unknown };
        if (envelope?.success === false) onFailureValue(envelope.value);
      } catch {
        // Not JSON: the client turns it into its own error.
      }
      return response;
    },
  );
}

async function sealed<T>(
  path: string,
  json: unknown,
  publicKey: string,
  extra: Partial<RequestOptions> = {},
  client: ApiClient = accountClient,
): Promise<T> {
  const { body, encryptionHeader } = await sealBody(json, publicKey);
  return client.request<T>(path, {
    method: 'POST',
    ...extra,
    body,
    headers: { 'Content-Type': SEALED_BODY_CONTENT_TYPE, [ENCRYPTION_HEADER]: encryptionHeader, ...extra.headers },
  });
}

/** A call the server does not answer as a wps envelope (wrong method on another backend). */
const unanswered = (error: unknown) => error instanceof ApiError && (error.code === CLIENT_ERROR.badResponse || error.status === 404 || error.status === 405);

export const accountApi = {
  registerSettings: () => accountClient.get<RegisterSettings>(ACCOUNT_API.registerSettings),

  /** SPEC §7: POST, "GET in one reading" — the other method is tried when the first is not served. */
  async captcha(): Promise<CaptchaValue> {
    try {
      return await accountClient.request<CaptchaValue>(ACCOUNT_API.captcha, { method: 'POST' });
    } catch (error) {
      if (unanswered(error)) return accountClient.get<CaptchaValue>(ACCOUNT_API.captcha);
      throw error;
    }
  },

  checkUsername: (username: string) => accountClient.get<unknown>(ACCOUNT_API.checkUsername, { username }),

  /** SPEC §7 "affiliate check": code and domain; a failure envelope or a false answer means invalid. */
  async affiliateValid(code: string, domain: string): Promise<boolean> {
    try {
      const value = await accountClient.get<unknown>(ACCOUNT_API.affiliateCheck, { code, domain });
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
    sealed<LoginValue>(byMobile ? ACCOUNT_API.registerMobile : ACCOUNT_API.register, payload, publicKey),

  /** Rejects with an ApiError whose `captcha` says the next try needs one (SPEC §8). */
  async login(payload: LoginPayload, publicKey: string): Promise<LoginValue> {
    let failure: LoginFailureValue | null = null;
    const client = peekingClient((value) => (failure = (value ?? null) as LoginFailureValue | null));
    try {
      return await sealed<LoginValue>(ACCOUNT_API.login, payload, publicKey, { headers: deviceHeaders() }, client);
    } catch (error) {
      const wantsCaptcha = (failure as LoginFailureValue | null)?.captcha === true;
      throw Object.assign(error as object, { captcha: wantsCaptcha });
    }
  },

  /** SPEC §4 "Trial play": the answer is a type-4 session (the name asked separately if absent). */
  async freeplay(): Promise<LoginValue> {
    const value = await accountClient.request<Partial<LoginValue>>(ACCOUNT_API.freeplay, { method: 'POST', headers: deviceHeaders() });
    if (!value.token) throw new ApiError(CLIENT_ERROR.badResponse, 'A trial answer without a token');
    let userName = value.userName;
    if (!userName) {
      const trial = await accountClient.get<{ userName?: string; account?: string }>(ACCOUNT_API.trialUser, undefined, {
        headers: { Authorization: value.token },
      });
      userName = trial.userName ?? trial.account ?? '';
    }
    return { token: value.token, userName, type: value.type ?? 4, firstTimeLogin: value.firstTimeLogin ?? false };
  },

  sms: (kind: 'noLogin' | 'register', request: SmsRequest) =>
    accountClient.request<SmsValue>(kind === 'register' ? ACCOUNT_API.smsRegister : ACCOUNT_API.smsNoLogin, {
      method: 'POST',
      body: request,
    }),

  /** SPEC §7: form-encoded {username, email}. */
  forgotByEmail: (username: string, email: string) =>
    accountClient.request<unknown>(ACCOUNT_API.forgotByEmail, {
      method: 'POST',
      body: new URLSearchParams({ username, email }).toString(),
      headers: { 'Content-Type': FORM_CONTENT_TYPE },
      timeoutMs: 9999,
    }),

  setPasswordByPhone: (payload: SetPasswordPayload, publicKey: string) =>
    sealed<LoginValue | null>(ACCOUNT_API.setPasswordByPhone, payload, publicKey, { timeoutMs: 15_000 }),

  changePassword: (payload: ChangePasswordPayload) =>
    accountClient.request<unknown>(ACCOUNT_API.changePassword, { method: 'POST', body: payload }),
};

/** DESIGN §3: identity calls are online only; this says a failure was the network, not the server. */
export function isOffline(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof ApiError && (error.code === CLIENT_ERROR.offline || error.code === CLIENT_ERROR.timeout);
}

export function errorCode(error: unknown): string {
  return error instanceof ApiError ? error.code : 'unknown';
}
