import { describe, expect, it } from 'vitest';
import { backTarget } from '../../src/ui/back-rules';
import { canMarkRead, noticeDate, queryNumber, shownAsRead, spaceBlocks } from '../../src/features/notices/notice-rules';
import { createReadThrottle, MARK_READ_THROTTLE_MS, type ThrottleClock } from '../../src/features/notices/read-throttle';
import { href } from '../../src/routes';

/** A clock that moves only when told, with the timers it holds. */
function manualClock() {
  let now = 1_000;
  const timers: { at: number; run: () => void }[] = [];
  const clock: ThrottleClock = { now: () => now, later: (run, delayMs) => timers.push({ at: now + delayMs, run }) };
  const advance = (ms: number) => {
    now += ms;
    for (let due = timers.find((t) => t.at <= now); due; due = timers.find((t) => t.at <= now)) {
      timers.splice(timers.indexOf(due), 1);
      due.run();
    }
  };
  return { clock, advance };
}

describe('who marks a notice read (SPEC §4, §6)', () => {
  it('a member marks read; a guest and a trial member (type 4) do not', () => {
    expect(canMarkRead({ type: 0 })).toBe(true);
    expect(canMarkRead({ type: 1 })).toBe(true);
    expect(canMarkRead(null)).toBe(false);
    expect(canMarkRead({ type: 4 })).toBe(false);
  });

  it('shows as read with no session, for type 4, or when read', () => {
    expect(shownAsRead(false, null)).toBe(true);
    expect(shownAsRead(false, { type: 4 })).toBe(true);
    expect(shownAsRead(true, { type: 0 })).toBe(true);
    expect(shownAsRead(false, { type: 0 })).toBe(false);
  });
});

describe('what the screens read from the server and the URL', () => {
  it('shows the start date as YYYY-MM-DD', () => {
    expect(noticeDate('2025-02-26 12:00:00')).toBe('2025-02-26');
    expect(noticeDate('2025-02-26')).toBe('2025-02-26');
    expect(noticeDate('')).toBe('');
    expect(noticeDate(undefined)).toBe('');
    expect(noticeDate('soon')).toBe('');
  });

  it('takes ids as positive whole numbers and indexes from 0; anything else means nothing', () => {
    expect(queryNumber('12')).toBe(12);
    expect(queryNumber('0')).toBeNull();
    expect(queryNumber('0', { allowZero: true })).toBe(0);
    for (const bad of ['', null, undefined, '-1', '1.5', 'abc', '1e3', ' 7', '12345678901']) expect(queryNumber(bad)).toBeNull();
  });
});

describe('the list preview', () => {
  it('keeps the words of neighbouring blocks apart', () => {
    expect(spaceBlocks('<p>a</p><ul><li>b</li><li>c</li></ul>x<br>y')).toBe('<p>a</p> <ul><li>b</li> <li>c</li> </ul> x<br> y');
  });
});

describe('back from the help centre (SPEC §2 "Help")', () => {
  it('goes from a detail to the list and from the list to home', () => {
    expect(backTarget(href('helpDetail'))).toBe(href('help'));
    expect(backTarget(href('help'))).toBe(href('home'));
  });
});

describe('read marks throttled to one per 150 ms (SPEC §7, §9)', () => {
  /** A throttle on a manual clock, and the ids it has sent so far. */
  const throttled = () => {
    const { clock, advance } = manualClock();
    const sent: number[] = [];
    const mark = createReadThrottle((id) => sent.push(id), MARK_READ_THROTTLE_MS, clock);
    return { sent, mark, advance };
  };

  it('sends the first at once and the next ones one interval apart, dropping none', () => {
    const { sent, mark, advance } = throttled();
    mark(1);
    mark(2);
    mark(3);
    expect(sent).toEqual([1]);
    advance(MARK_READ_THROTTLE_MS - 1);
    expect(sent).toEqual([1]);
    advance(1);
    expect(sent).toEqual([1, 2]);
    advance(MARK_READ_THROTTLE_MS);
    expect(sent).toEqual([1, 2, 3]);
  });

  it('ignores a repeat of an id still waiting', () => {
    const { sent, mark, advance } = throttled();
    mark(1);
    mark(2);
    mark(2);
    advance(MARK_READ_THROTTLE_MS * 3);
    expect(sent).toEqual([1, 2]);
  });

  it('sends at once again after a quiet interval', () => {
    const { sent, mark, advance } = throttled();
    mark(1);
    advance(MARK_READ_THROTTLE_MS * 2);
    mark(2);
    expect(sent).toEqual([1, 2]);
  });
});
