/**
 * Signing a browser context in as a seeded member through the dev helper: the login answer goes
 * into sessionStorage (SPEC §3 MC_SESSION_INFO) of every page the context opens.
 */
import { ENDPOINTS } from '../src/api/endpoints';
import { expect, type BrowserContext } from '@playwright/test';
import type { LoginValue } from '../src/api/wire';

export async function signInAs(context: BrowserContext, baseUrl: string, account = 'demo'): Promise<LoginValue> {
  const response = await context.request.post(`${baseUrl}${ENDPOINTS.devSession.path}`, { data: { account } });
  expect(response.ok(), `POST /dev/session for ${account}`).toBe(true);
  const login = (await response.json()).value as LoginValue;
  await context.addInitScript((info) => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
  }, { ...login, merchantCode: 'DEMO' });
  return login;
}

/** The opt-in automation handle (src/app/automation.ts): `window.lobby.worker` in every page. */
export async function enableAutomation(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => localStorage.setItem('lobby.automation', '1'));
}

/** Signing a browser context in as a new trial guest (SPEC §3: type 4, its name under trialName). */
export async function signInAsTrial(context: BrowserContext, baseUrl: string): Promise<LoginValue> {
  const response = await context.request.post(`${baseUrl}${ENDPOINTS.freeplay.path}`, { data: {} });
  expect(response.ok(), `POST ${ENDPOINTS.freeplay.path}`).toBe(true);
  const login = { ...((await response.json()).value as LoginValue), type: 4 };
  await context.addInitScript((info) => {
    sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
    sessionStorage.setItem('trialName', info.userName);
  }, { ...login, merchantCode: 'DEMO' });
  return login;
}
