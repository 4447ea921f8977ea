// @vitest-environment jsdom
/** Inbox, chat and customer-service rules of the page (SPEC §2 "Mail", §3 customer service, §2 badge). */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { describe, expect, it } from 'vitest';
import { encryptCustomerServiceUrl } from '../../server/system/customer-service';
import { unreadBadge, unreadTotalOf } from '../../src/access/rules';
import { csTarget, customerServiceLinks, decryptCsPath } from '../../src/app/shell/customer-service';
import { formatChatTime, parseDraft, sendableText, unseenOperatorLines } from '../../src/features/chat/chat-rules';
import { formatMailDate, hasMore, messageIdOf, previewOf, sortInbox } from '../../src/features/inbox/inbox-rules';
import { href } from '../../src/routes';

const lib = { AES, enc: { Utf8 } };

describe('inbox list rules', () => {
  it('puts unread before read, newest first within each, ties by id', () => {
    const rows = [
      { id: 1, read: 1 as const, sentAt: 500 },
      { id: 2, read: 0 as const, sentAt: 100 },
      { id: 3, read: 0 as const, sentAt: 300 },
      { id: 4, read: 1 as const, sentAt: 900 },
      { id: 5, read: 0 as const, sentAt: 300 },
    ];
    expect(sortInbox(rows).map((r) => r.id)).toEqual([5, 3, 2, 4, 1]);
  });

  it('previews the HTML as one line of plain text, blocks apart, cut at a word', () => {
    expect(previewOf('<p>Hi demo,</p><p>Your <strong>deposit</strong> arrived.</p><ul><li>One</li><li>Two</li></ul>')).toBe(
      'Hi demo, Your deposit arrived. One Two',
    );
    expect(previewOf('<script>alert(1)</script><p>safe</p>')).not.toContain('alert');
    const long = previewOf(`<p>${'word '.repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(121);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('formats dates as YYYY-MM-DD HH:mm and reads ?id= strictly', () => {
    expect(formatMailDate(new Date(2025, 5, 1, 9, 5).getTime())).toBe('2025-06-01 09:05');
    expect(formatMailDate(0)).toBe('');
    expect(messageIdOf('?id=42')).toBe(42);
    for (const bad of ['', '?id=', '?id=0', '?id=-1', '?id=1.5', '?id=abc', '?id=99999999999']) expect(messageIdOf(bad), bad).toBeNull();
  });

  it('offers more while the server has pages the device does not', () => {
    expect(hasMore({ pagesLoaded: 1, totalPages: 7 })).toBe(true);
    expect(hasMore({ pagesLoaded: 7, totalPages: 7 })).toBe(false);
    expect(hasMore(null)).toBe(false);
  });
});

describe('the header badge (SPEC §2, §4)', () => {
  it('sums inbox, announcements and chat, and shows 99+ above 99', () => {
    expect(unreadTotalOf({ unreadMail: 2, unreadAnnouncements: 3, unreadChat: 1 })).toBe(6);
    expect(unreadTotalOf({ unreadMail: 120, unreadAnnouncements: 0 })).toBe(120);
    expect(unreadTotalOf({ unreadMail: '3', unreadAnnouncements: -1, unreadChat: Number.NaN })).toBe(0);
    expect(unreadTotalOf(undefined)).toBe(0);
    expect(unreadBadge(unreadTotalOf({ unreadMail: 98, unreadAnnouncements: 1, unreadChat: 0 }))).toBe('99');
    expect(unreadBadge(unreadTotalOf({ unreadMail: 98, unreadAnnouncements: 1, unreadChat: 1 }))).toBe('99+');
  });
});

describe('live chat rules', () => {
  it('sends trimmed text of 1 to 1000 characters only', () => {
    expect(sendableText('  hello \n')).toBe('hello');
    expect(sendableText('   ')).toBeNull();
    expect(sendableText('x'.repeat(1001))).toBeNull();
  });

  it('keeps a draft for its own account only', () => {
    const raw = JSON.stringify({ user: 'demo', text: 'typed', clientId: 'abc-12345' });
    expect(parseDraft(raw, 'demo')).toEqual({ user: 'demo', text: 'typed', clientId: 'abc-12345' });
    expect(parseDraft(raw, 'agent')).toBeNull();
    expect(parseDraft('{broken', 'demo')).toBeNull();
    expect(parseDraft(null, 'demo')).toBeNull();
  });

  it('counts unseen operator lines and shows times of today and of other days', () => {
    expect(unseenOperatorLines([{ from: 'operator', read: 0 }, { from: 'operator', read: 1 }, { from: 'member', read: 1 }])).toBe(1);
    const now = new Date(2025, 5, 2, 18, 0).getTime();
    expect(formatChatTime(new Date(2025, 5, 2, 9, 7).getTime(), now)).toBe('09:07');
    expect(formatChatTime(new Date(2025, 5, 1, 23, 59).getTime(), now)).toBe('06-01 23:59');
  });
});

describe('customer-service links (SPEC §3)', () => {
  const isAppPath = (path: string) => path === href('liveChat') || path === href('home');

  it('accepts same-site paths but never another host spelt as a path', () => {
    expect(decryptCsPath(encryptCustomerServiceUrl(href('liveChat')), lib)).toBe(href('liveChat'));
    expect(decryptCsPath(encryptCustomerServiceUrl('/support/telegram'), lib)).toBe('/support/telegram');
    for (const bad of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'support/telegram', '/a b']) {
      expect(decryptCsPath(encryptCustomerServiceUrl(bad), lib), bad).toBe('');
    }
  });

  it('opens app routes with the router and everything else through the in-app frame', () => {
    expect(csTarget(href('liveChat'), isAppPath)).toEqual({ kind: 'app', path: href('liveChat') });
    expect(csTarget('/support/telegram', isAppPath)).toEqual({ kind: 'outer', url: '/support/telegram' });
    expect(csTarget('https://t.me/x', isAppPath)).toEqual({ kind: 'outer', url: 'https://t.me/x' });
  });

  it('lists every seeded channel', () => {
    const entries = ([href('liveChat'), '/support/telegram'] as const).map((url, i) => ({
      csType: i ? ('TELEGRAM' as const) : ('LIVECHAT' as const),
      title: url,
      path: encryptCustomerServiceUrl(url),
    }));
    expect(customerServiceLinks(entries, lib).map((l) => l.url)).toEqual([href('liveChat'), '/support/telegram']);
  });
});
