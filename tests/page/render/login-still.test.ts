// @vitest-environment jsdom
// The still picture the server draws for /m/login (server/still-pictures.ts) is laid out by the
// login form's own classes: each box it draws stands where the form draws one with the same class,
// in the same order, with the same text.
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RegisterSettings } from '../../../src/api/account-wire';
import { accountApi } from '../../../src/features/account/api';
import LoginPage from '../../../src/features/account/LoginPage';
import { FALLBACK_SETTINGS } from '../../../src/features/account/useAccountSettings';
import { accountTexts, loginStill } from '../../../server/still-pictures';
import { render, startEnglish, unmountAll, waitFor } from './render';

const FORM_CLASSES = [
  'account-tabs', 'account-tab', 'account-field', 'account-field__label', 'account-field__row', 'account-field__input',
  'account-form__row', 'account-check', 'account-link', 'account-submit', 'account-link--center',
];

/** The form's boxes by class, in document order, with their own text (what a still picture copies). */
function boxes(root: Element) {
  const found: string[] = [];
  for (const el of root.querySelectorAll('*')) {
    const own = [...el.classList].filter((name) => FORM_CLASSES.includes(name));
    if (!own.length) continue;
    const text = [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent).join('').trim();
    found.push(`${own.join('.')}${text ? `: ${text}` : ''}`);
  }
  return found;
}

beforeAll(startEnglish);
afterEach(() => {
  unmountAll();
  vi.restoreAllMocks();
});

describe('the login still picture', () => {
  for (const [name, settings] of [
    ['plain', FALLBACK_SETTINGS],
    ['with mobile code login and the forgot link', { ...FALLBACK_SETTINGS, mobileCodeLogin: true, changePassword: { byMail: true, byVerification: false } }],
  ] as [string, RegisterSettings][]) {
    it(`draws the form’s boxes and texts as the form lays them out (${name})`, async () => {
      vi.spyOn(accountApi, 'registerSettings').mockResolvedValue(settings);
      const { container } = await render(createElement(LoginPage));
      await waitFor(() => expect(container.querySelector('form')).not.toBeNull());
      const still = document.createElement('div');
      still.innerHTML = loginStill(await accountTexts('en'), settings);
      // The form's boxes up to the register link (the largest text); what follows it comes with the app.
      const app = boxes(container.querySelector('form')!);
      const drawn = boxes(still);
      expect(drawn).toEqual(app.slice(0, drawn.length));
      expect(drawn.at(-1)).toMatch(/^account-link\.account-link--center: /);
      expect(still.querySelector('.account-page .account-form')).not.toBeNull();
      expect(container.querySelector('.account-page > .account-form')).not.toBeNull();
    });
  }
});
