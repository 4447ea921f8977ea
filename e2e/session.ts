/**
 * Signing a browser context in as a seeded member through the dev helper: the login answer goes
 * into sessionStorage (SPEC §3 MC_SESSION_INFO) of every page the context opens.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import { LOCAL_KEYS, SESSION_KEYS } from '../src/api/names';
import { expect, type BrowserContext } from '@playwright/test';
import type { LoginValue } from '../src/api/member-wire';
import { valueOf } from './api';
import { presetStorage, type StoragePreset } from './helpers';

/** What a signed-in context holds besides the session: the app's language, today's popups hidden. */
export type SignInOptions = StoragePreset;

/**
 * `signInAs(context, server.url, 'agent', { language: 'bn', hidePopups: true })`: the member's
 * session in every page, and the options' storage as a returning player has it.
 */
export async function signInAs(context: BrowserContext, baseUrl: string, account = 'demo', options: SignInOptions = {}): Promise<LoginValue> {
  const response = await context.request.post(`${baseUrl}${ENDPOINTS.devSession.path}`, { data: { account } });
  expect(response.ok(), `POST /dev/session for ${account}`).toBe(true);
  const login = await valueOf<LoginValue>(response);
  await context.addInitScript(({ key, info }) => sessionStorage.setItem(key, JSON.stringify(info)), {
    key: SESSION_KEYS.sessionInfo,
    info: { ...login, merchantCode: 'DEMO' },
  });
  await presetStorage(context, options);
  return login;
}

/** The opt-in automation handle (src/app/automation.ts): `window.lobby.worker` in every page. */
export async function enableAutomation(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => localStorage.setItem(key, '1'), LOCAL_KEYS.automation);
}

/** Signing a browser context in as a new trial guest (SPEC §3: type 4, its name under trialName). */
export async function signInAsTrial(context: BrowserContext, baseUrl: string, options: SignInOptions = {}): Promise<LoginValue> {
  const response = await context.request.post(`${baseUrl}${ENDPOINTS.freeplay.path}`, { data: {} });
  expect(response.ok(), `POST ${ENDPOINTS.freeplay.path}`).toBe(true);
  const login = { ...(await valueOf<LoginValue>(response)), type: 4 };
  await context.addInitScript(
    ({ keys, info }) => {
      sessionStorage.setItem(keys.sessionInfo, JSON.stringify(info));
      sessionStorage.setItem(keys.trialName, info.userName);
    },
    { keys: { sessionInfo: SESSION_KEYS.sessionInfo, trialName: SESSION_KEYS.trialName }, info: { ...login, merchantCode: 'DEMO' } },
  );
  await presetStorage(context, options);
  return login;
}
