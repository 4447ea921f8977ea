import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { describe, expect, it } from 'vitest';
import { encryptCustomerServiceUrl } from '../../server/system/customer-service';
import { BALANCE_MASK, formatBalance } from '../../src/ui/balance';
import { customerServiceLinks, decryptCsPath } from '../../src/app/shell/customer-service';
import { activityHref, coverImage, firstActivities } from '../../src/app/layout/side-menu-rules';
import { stripVendors } from '../../src/ui/provider-strip';
import { referralLink } from '../../src/app/shell/referral';
import { href } from '../../src/routes';

const lib = { AES, enc: { Utf8 } };

describe('balance (SPEC §2 "Balance drop menu")', () => {
  it('shows 2 decimals with grouped thousands', () => {
    expect(formatBalance(1234.5)).toBe('1,234.50');
    expect(formatBalance(0)).toBe('0.00');
    expect(formatBalance(1234567.891)).toBe('1,234,567.89');
    expect(formatBalance(-12.3)).toBe('-12.30');
    // A balance not known yet is masked, never shown as a zero the member does not have.
    expect(formatBalance(undefined)).toBe(BALANCE_MASK);
    expect(formatBalance(null)).toBe(BALANCE_MASK);
  });

  it('masks the balance with asterisks when hidden', () => {
    expect(formatBalance(99.99, { hidden: true, refreshing: false })).toBe(BALANCE_MASK);
    expect(BALANCE_MASK).toMatch(/^\*+$/);
  });

  it('masks the balance with asterisks while refreshing', () => {
    expect(formatBalance(99.99, { hidden: false, refreshing: true })).toBe(BALANCE_MASK);
  });
});

describe('customer service links (SPEC §3)', () => {
  // Produced by server/system/customer-service.ts for the seeded live-chat URL.
  const REAL =
    'U2FsdGVkX19Ptzid3Z0/3DUJSIkS6dwkw4cQiO5W2H2WeLb5/vwR7jGFl6xUQWDEFM1xO3imYx4+BgoSiNNELw==chZBHV0S';

  it('decrypts a real ciphertext from the server with its last 8 characters as the passphrase', () => {
    expect(decryptCsPath(REAL, lib)).toBe('https://example.com/support/livechat');
  });

  it('reads back whatever the server encrypts', () => {
    const url = 'https://t.me/lobby_support?start=vip';
    expect(decryptCsPath(encryptCustomerServiceUrl(url), lib)).toBe(url);
  });

  it('drops entries that do not decrypt to a link', () => {
    const wrongKey = REAL.slice(0, -8) + 'AAAAAAAA';
    const links = customerServiceLinks(
      [
        { csType: 'LIVECHAT', title: 'Live', path: REAL },
        { csType: 'TELEGRAM', title: 'Broken', path: wrongKey },
        { csType: 'FACEBOOK', title: 'Short', path: 'abc' },
      ],
      lib,
    );
    expect(links).toEqual([{ csType: 'LIVECHAT', title: 'Live', url: 'https://example.com/support/livechat' }]);
    expect(customerServiceLinks(undefined, lib)).toEqual([]);
  });
});

describe('provider strip and activities (SPEC §2)', () => {
  const vendors = [
    { vassalage: 'PGE', sort: 2 },
    { vassalage: 'JILI', sort: 1 },
    { vassalage: 'TCG_LOTTO_VN', sort: 3 },
    { vassalage: 'SBO', sort: 4 },
  ];
  const vendorCategories = [
    { vassalage: 'JILI', gameCategory: 'RNG' },
    { vassalage: 'JILI', gameCategory: 'FISH' },
    { vassalage: 'PGE', gameCategory: 'LOTT' },
    { vassalage: 'PGE', gameCategory: 'RNG' },
    { vassalage: 'TCG_LOTTO_VN', gameCategory: 'LOTT' },
    { vassalage: 'TCG_LOTTO_VN', gameCategory: 'ELOTT' },
    { vassalage: 'SBO', gameCategory: 'SPORTS' },
  ];

  it('excludes vendors found only in LOTT, ELOTT or SPORTS, in vendor order', () => {
    expect(stripVendors(vendors, vendorCategories).map((v) => v.vassalage)).toEqual(['JILI', 'PGE']);
  });

  it('shows the first three promotions and links each to its detail', () => {
    const promos = [1, 2, 3, 4, 5].map((id) => ({ id }));
    expect(firstActivities(promos).map((p) => p.id)).toEqual([1, 2, 3]);
    expect(firstActivities([])).toEqual([]);
    expect(activityHref(7)).toBe(href('activityDetail', { id: '7' }));
  });

  it('uses the image with the lowest sequence as the cover', () => {
    const images = [
      { url: 'b.png', sequence: 2 },
      { url: 'a.png', sequence: 1 },
    ];
    expect(coverImage({ announcementImages: images })).toBe('a.png');
    expect(coverImage({ announcementImages: [] })).toBe('');
  });

  it('builds an invitation link to registration carrying the code', () => {
    expect(referralLink('https://lobby.example', 'ann lee')).toBe('https://lobby.example/m/register?affiliateCode=ann%20lee');
  });
});
