/**
 * The device copy: after a load the worker has filled the app's IndexedDB database with the
 * catalogue (games, vendors) and the announcements, read here with the plain IndexedDB API.
 */
import { isVisible, tableCounts } from '../page';
import { until } from '../until';
import type { Case } from './case';
import { SELECTORS } from './selectors';

const TABLES = ['games', 'vendors', 'announcements'];

export const storage: Case = {
  id: 'indexeddb',
  title: 'IndexedDB filled: games, vendors, announcements',
  relies: ['indexedDB', 'persistentStorage'],
  async run({ page, shot, note }) {
    await page.reload();
    await until('a game tile on home', () => isVisible(page, SELECTORS.tile));
    const counts = await until(
      `rows in ${TABLES.join(', ')}`,
      async () => {
        const found = await tableCounts(page, TABLES);
        return found && TABLES.every((table) => (found[table] ?? 0) > 0) ? found : null;
      },
      60_000,
    );
    note(TABLES.map((table) => `${table} ${counts[table]}`).join(', '));
    await shot();
  },
};
