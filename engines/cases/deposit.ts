/**
 * The deposit form while the network is down: money is online only, so nothing is sent, and what
 * the player typed stays. Where the engine takes the link down the app knows at once (submit is
 * disabled, the form says a connection is needed); where only the server is unreachable the
 * player's tap meets a failed request and the form asks to try again. Either way the amount is
 * kept and no order reaches the server.
 */
import assert from 'node:assert/strict';
import { href } from '../../src/routes';
import messages from '../../src/i18n/locales/en/messages.json';
import { isDisabled, isVisible, openInApp, textOf, valueOf } from '../page';
import { until } from '../until';
import type { Case } from './case';
import { SELECTORS } from './selectors';

const AMOUNT = '250';
/** What the form may say: a connection is needed, or no answer came (tap again, sent once). */
const ASKS_TO_RETRY = [messages.money_needs_connection, messages.money_retry_same];

export const deposit: Case = {
  id: 'deposit-offline',
  title: 'the deposit form keeps its input offline',
  relies: [],
  async run({ page, view, network, shot, note }) {
    await openInApp(page, href('voucherCenter'));
    await until('the deposit form', () => isVisible(page, SELECTORS.depositAmount));
    const orders = await view.depositOrders();
    await page.type(SELECTORS.depositAmount, AMOUNT);
    await until('the amount typed', async () => (await valueOf(page, SELECTORS.depositAmount)) === AMOUNT);

    await network.down();
    if (network.kind === 'link down, server refused') await until('submit disabled', async () => (await isDisabled(page, SELECTORS.depositSubmit)) === true);
    // With the link up the app learns of the outage from a failed request: a background read may
    // have met one already (submit is then disabled), else the player's tap does.
    else if ((await isDisabled(page, SELECTORS.depositSubmit)) === false) await page.click(SELECTORS.depositSubmit);
    const said = await until('the form asking to try again', async () => {
      const text = await textOf(page, SELECTORS.formMessage);
      return text && ASKS_TO_RETRY.includes(text) ? text : null;
    });
    note(`the form said: "${said}"`);
    assert.equal(await valueOf(page, SELECTORS.depositAmount), AMOUNT, 'the amount was lost');
    // The picture shows the amount and what the form said together.
    await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), SELECTORS.formMessage);
    await shot();
    assert.equal(await view.depositOrders(), orders, 'an order reached the server while the network was down');

    await network.up();
    await until('submit enabled again', async () => (await isDisabled(page, SELECTORS.depositSubmit)) === false, 60_000);
    assert.equal(await valueOf(page, SELECTORS.depositAmount), AMOUNT, 'the amount was lost when the network returned');
  },
};
