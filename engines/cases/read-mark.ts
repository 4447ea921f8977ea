/** An announcement opened (so marked read) while the network is down (see offline-change.ts). */
import { ENDPOINTS } from '../../src/api/endpoints';
import { href } from '../../src/routes';
import { attributeOf, countOf, openInApp } from '../page';
import { until } from '../until';
import type { Case } from './case';
import { changeWhileDown, OUTBOX_FEATURES } from './offline-change';
import { SELECTORS } from './selectors';

export const readMark: Case = {
  id: 'read-mark-offline',
  title: 'a read mark made offline reaches the server once after reconnect',
  relies: OUTBOX_FEATURES,
  async run(context) {
    const { page, view } = context;
    await openInApp(page, href('notice'));
    await until('the announcements', async () => (await countOf(page, SELECTORS.noticeItem)) > 1);
    const id = await until('an unread announcement', () =>
      page.evaluate(
        ({ item, header }) => {
          const unread = [...document.querySelectorAll(item)].find((element) => element.getAttribute('data-read') === '0');
          // The header controls the body `notice-body-<id>`: the announcement's id.
          return Number(unread?.querySelector(header)?.getAttribute('aria-controls')?.replace('notice-body-', '') ?? 0);
        },
        { item: SELECTORS.noticeItem, header: '.notice__header' },
      ),
    );
    // By its id, not its place: the list may redraw as it syncs.
    const header = `[aria-controls="notice-body-${id}"]`;
    const item = `${SELECTORS.noticeItem}:has(> ${header})`;
    await changeWhileDown(context, {
      what: `read mark of announcement ${id}`,
      act: () => page.click(header),
      shown: async () => (await attributeOf(page, item, 'data-read')) === '1',
      onServer: async () => (await view.announcementRead(id)) === true,
      path: ENDPOINTS.announcementRead.path,
    });
  },
};
