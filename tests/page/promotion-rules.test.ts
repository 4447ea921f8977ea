/** SPEC §2 "Promotions" and §4 activity status as the pages decide them (src/features/promotions/promotion-rules.ts). */
import { describe, expect, it } from 'vitest';
import {
  actionFor,
  ALL_TAB,
  coverOf,
  datesLine,
  displayDate,
  inTab,
  ownStatus,
  promotionIdOf,
  selectedTab,
  tabsOf,
  unread,
} from '../../src/features/promotions/promotion-rules';

const tabs = tabsOf([{ id: 1, name: 'Welcome' }, { id: 2, name: 'Daily' }], 'All');

describe('tabs', () => {
  it('puts All first: the default tab', () => {
    expect(tabs.map((tab) => tab.name)).toEqual(['All', 'Welcome', 'Daily']);
    expect(selectedTab(null, tabs)).toBe(ALL_TAB);
  });

  it('selects by ?category=, falling back to the first tab for anything unknown', () => {
    expect(selectedTab('2', tabs)).toBe(2);
    for (const bad of ['9', 'x', '', '1.5', '-1']) expect(selectedTab(bad, tabs)).toBe(ALL_TAB);
  });

  it('lists every promotion under All, and a category\'s own under it', () => {
    const promotions = [{ id: 1, promoAnnouncementCategoryIds: [1] }, { id: 2, promoAnnouncementCategoryIds: [1, 2] }, { id: 3, promoAnnouncementCategoryIds: [2] }];
    expect(inTab(promotions, ALL_TAB).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(inTab(promotions, 1).map((p) => p.id)).toEqual([1, 2]);
    expect(inTab(promotions, 4)).toEqual([]);
  });
});

describe('dates', () => {
  it('shows YYYY/MM/DD', () => {
    expect(displayDate('2025-06-14 00:00:00')).toBe('2025/06/14');
  });

  it('says long-term with noExpiry 1, one date when start and end are the same day, else both', () => {
    expect(datesLine({ startDate: '2025-01-01 00:00:00', endDate: '2025-01-01 00:00:00', noExpiry: 1 })).toEqual({ kind: 'longTerm' });
    expect(datesLine({ startDate: '2030-01-01 00:00:00', endDate: '2030-01-01 23:59:59', noExpiry: 0 })).toEqual({ kind: 'single', date: '2030/01/01' });
    expect(datesLine({ startDate: '2025-02-01 00:00:00', endDate: '2030-12-31 23:59:59', noExpiry: 0 })).toEqual({
      kind: 'range',
      start: '2025/02/01',
      end: '2030/12/31',
    });
  });
});

describe('images', () => {
  it('takes sequence 1 as the cover whatever the order it came in', () => {
    expect(coverOf({ announcementImages: [{ url: '/b', sequence: 2 }, { url: '/a', sequence: 1 }] })).toBe('/a');
    expect(coverOf({ announcementImages: [] })).toBe('');
  });
});

describe('whose status', () => {
  it('shows a row\'s status and unread mark only to the user it was read for', () => {
    const member = { userKey: 'u1', status: 'claim' as const, read: false };
    expect(ownStatus(member, 'u1')).toBe('claim');
    expect(ownStatus(member, '')).toBeUndefined();
    expect(ownStatus(member, 'u2')).toBeUndefined();
    expect(ownStatus({ status: 'join' as const }, '')).toBeUndefined();
    expect(ownStatus({ userKey: '', status: 'join' as const }, '')).toBe('join');
    expect(unread(member, 'u1')).toBe(true);
    expect(unread({ ...member, read: true }, 'u1')).toBe(false);
    expect(unread(member, 'u2')).toBe(false);
    expect(unread({ userKey: '', read: false }, '')).toBe(false);
  });

  it('offers Join, Apply and Claim; every other status is a label only', () => {
    expect(actionFor('join')).toBe('join');
    expect(actionFor('apply')).toBe('apply');
    expect(actionFor('claim')).toBe('claim');
    for (const status of ['joined', 'applying', 'process', 'claimed', 'issued', 'rejected', 'closed', 'comingSoon', 'none', undefined] as const) {
      expect(actionFor(status)).toBeNull();
    }
  });
});

describe('detail id', () => {
  it('accepts a positive whole number only', () => {
    expect(promotionIdOf('7')).toBe(7);
    for (const bad of [null, '', '0', '-3', 'abc', '1e3', '2.5', '99999999999999999999']) expect(promotionIdOf(bad)).toBeNull();
  });
});
