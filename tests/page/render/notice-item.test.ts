// @vitest-environment jsdom
// One collapsible announcement: a plain-text preview when collapsed, the sanitised HTML and a
// link to its detail when expanded, and an unread dot only while unread.
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementRow } from '../../../src/db/rows';
import { NoticeItem } from '../../../src/features/notices/NoticeItem';
import { loadCatalogueArea } from '../../../src/i18n/areas';
import { render, startEnglish, unmountAll } from './render';
import { href } from '../../../src/routes';

const notice: AnnouncementRow = {
  id: 7,
  title: 'Daily deposit bonus',
  content: '<p>Your <strong>first</strong> deposit</p><table><tr><td>5%</td></tr></table><img src="x" onerror="window.__xss=1"><a href="javascript:alert(1)">tap</a>',
  startDate: '2025-02-26 12:00:00',
  read: false,
  kind: 'player',
  language: 'en',
  sort: 0,
};

beforeAll(async () => {
  await startEnglish();
  await loadCatalogueArea('notices', 'en');
});
afterEach(unmountAll);

const item = (props: Partial<Parameters<typeof NoticeItem>[0]>) =>
  render(createElement(NoticeItem, { notice, expanded: false, read: false, onToggle: () => undefined, ...props }));

describe('NoticeItem', () => {
  it('collapsed: title, date, an unread dot and the text of the body without its markup', async () => {
    const { container } = await item({});
    const header = container.querySelector('button')!;
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(header.textContent).toContain('Daily deposit bonus');
    expect(container.querySelector('time')?.textContent).toBe('2025-02-26');
    expect(container.querySelector('[aria-label="Unread"]')).not.toBeNull();
    expect(container.querySelector('.notice__preview')?.textContent).toBe('Your first deposit 5% tap');
    expect(container.querySelector('table')).toBeNull();
  });

  it('expanded: the sanitised HTML and a link to the detail', async () => {
    const { container } = await item({ expanded: true });
    expect(container.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('strong')?.textContent).toBe('first');
    expect(container.querySelector('table')).not.toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('a[href^="javascript"]')).toBeNull();
    const more = [...container.querySelectorAll('a')].find((a) => a.textContent === 'View details');
    expect(more?.getAttribute('href')).toBe(href('noticeDetail', { id: '7' }));
  });

  it('no dot once read', async () => {
    const { container } = await item({ read: true });
    expect(container.querySelector('[aria-label="Unread"]')).toBeNull();
    expect(container.querySelector('[data-read="1"]')).not.toBeNull();
  });

  it('the header toggles it', async () => {
    let toggled = 0;
    const { container } = await item({ onToggle: () => toggled++ });
    container.querySelector('button')!.click();
    expect(toggled).toBe(1);
  });
});
