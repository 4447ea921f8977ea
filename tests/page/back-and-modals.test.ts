import { describe, expect, it } from 'vitest';
import { backDestination, parentPath } from '../../src/ui/back-rules';
import { scrollTargetFor } from '../../src/app/shell/scroll-rules';
import { MODAL_PRIORITY, nextModal, type ModalRequest } from '../../src/state/modal-queue';
import { href, ROUTE_LIST } from '../../src/routes';

describe('parent routes (where back goes without history)', () => {
  it('sends each page to its SPEC parent', () => {
    expect(parentPath(href('forget'))).toBe(href('login'));
    expect(parentPath(href('noticeDetail', { id: 3 }))).toBe(href('notice'));
    expect(parentPath(href('activityDetail'))).toBe(href('activity'));
    expect(parentPath(href('helpDetail', { tag: 'x' }))).toBe(href('help'));
    for (const name of ['changePsw', 'gameRecord', 'manualRebate', 'rewardCenter', 'vipBenefits', 'webEmail', 'settings'] as const) {
      expect(parentPath(href(name))).toBe(href('memberHome'));
    }
    expect(parentPath(href('agentSalaryContract'))).toBe(href('agentHome'));
    expect(parentPath(href('hotGames'))).toBe(href('home'));
    expect(parentPath('/nowhere')).toBe(href('home'));
  });

  it('gives every route a parent that is a route, and none its own', () => {
    const paths = new Set(ROUTE_LIST.map((route) => route.path));
    for (const route of ROUTE_LIST) {
      const parent = parentPath(route.path);
      expect(paths.has(parent)).toBe(true);
      if (route.name !== 'home') expect(parent).not.toBe(route.path);
    }
  });
});

describe('one back decision', () => {
  it('steps back in history while the app has some', () => {
    expect(backDestination(href('forget'), { canGoBack: true })).toBe('history');
    expect(backDestination(href('noticeDetail'), { canGoBack: true, arrow: true })).toBe('history');
  });

  it('goes to the parent, never out of the app, without history', () => {
    expect(backDestination(href('forget'), { canGoBack: false })).toBe(href('login'));
    expect(backDestination(href('noticeDetail'), { canGoBack: false, arrow: true })).toBe(href('notice'));
    expect(backDestination(href('gameRecord'), { canGoBack: false, arrow: true })).toBe(href('memberHome'));
  });

  it('keeps the header arrow fixed targets of SPEC §2 and no back on home', () => {
    expect(backDestination(href('forget'), { canGoBack: true, arrow: true })).toBe(href('home'));
    expect(backDestination(href('register'), { canGoBack: false, arrow: true })).toBe('/');
    expect(backDestination(href('home'), { canGoBack: true, arrow: true })).toBe('none');
    expect(backDestination(href('home'), { canGoBack: true })).toBe('none');
  });
});

describe('where a page opens', () => {
  it('at the top after a navigation to another page', () => {
    expect(scrollTargetFor('push', false, 500)).toBe(0);
    expect(scrollTargetFor('replace', false, undefined)).toBe(0);
  });
  it('where it was after going back', () => {
    expect(scrollTargetFor('pop', false, 511)).toBe(511);
    expect(scrollTargetFor('pop', true, undefined)).toBe(0);
  });
  it('unmoved when only the query changes', () => {
    expect(scrollTargetFor('push', true, 300)).toBeNull();
  });
});

describe('modal queue', () => {
  const request = (id: string, priority: number, seq: number): ModalRequest => ({ id, priority, seq });

  it('shows the highest priority first, the earliest among equals', () => {
    expect(nextModal(null, [request('home-popups', MODAL_PRIORITY.announcements, 0), request('contract-alert', MODAL_PRIORITY.contractAlert, 1)])).toBe('contract-alert');
    expect(nextModal(null, [request('a', 1, 3), request('b', 1, 2)])).toBe('b');
    expect(nextModal(null, [])).toBeNull();
  });

  it('never replaces the modal on screen, and shows the next once it closes', () => {
    const waiting = [request('home-popups', MODAL_PRIORITY.announcements, 0), request('contract-alert', MODAL_PRIORITY.contractAlert, 1)];
    expect(nextModal('home-popups', waiting)).toBe('home-popups');
    expect(nextModal('home-popups', waiting.slice(1))).toBe('contract-alert');
  });
});
