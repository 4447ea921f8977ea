/** Signing in through the login form, typed key by key; the header then shows the balance. */
import { href } from '../../src/routes';
import { isVisible, openInApp, pathOf, signedInAs } from '../page';
import { until } from '../until';
import type { Case } from './case';
import { SELECTORS } from './selectors';

export const login: Case = {
  id: 'login',
  title: 'login through the form (demo)',
  relies: ['webCrypto'],
  async run({ page, shot }) {
    await openInApp(page, href('login'));
    await until('the login form', () => isVisible(page, SELECTORS.loginUsername));
    await page.type(SELECTORS.loginUsername, 'demo');
    await page.type(SELECTORS.loginPassword, 'demo1234');
    await page.click(SELECTORS.loginSubmit);
    await until('signed in as demo', async () => (await signedInAs(page)) === 'demo');
    await until('away from the login page', async () => (await pathOf(page)) !== href('login'));
    await until('the balance in the header', () => isVisible(page, SELECTORS.balance));
    await shot();
  },
};
