// @vitest-environment jsdom
/**
 * Opening a notice marks it read (SPEC §4). A reload straight onto a notice's detail renders the
 * notice from the device before the worker has restored the session; the worker would refuse a
 * mark then ("not signed in"), so the page holds the mark and sends it once the session is there.
 */
import { act, createElement, useEffect, useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMarkRead } from '../../src/features/notices/useMarkRead';
import { session } from '../../src/state/session';
import { render, unmountAll, waitFor } from './render/render';

const sent = vi.hoisted(() => [] as number[]);

vi.mock('../../src/bridge/worker', () => ({
  worker: () => ({
    notices: {
      markRead: async (id: number) => {
        sent.push(id);
        return 'queued';
      },
    },
  }),
}));

/** Like the detail page: the notice is marked once, when it first shows. */
function Opens({ notice }: { notice: { id: number; read: boolean } }) {
  const markRead = useMarkRead();
  const marked = useRef(false);
  useEffect(() => {
    if (marked.current) return;
    marked.current = true;
    markRead(notice);
  }, [markRead, notice]);
  return null;
}

beforeEach(() => {
  sent.length = 0;
  session.info = { token: 't', merchantCode: 'DEMO', userName: 'demo', type: 0, firstTimeLogin: false };
  session.userKey = '';
});
afterEach(() => unmountAll());

describe('marking a notice read', () => {
  it('waits for the worker to restore the session, then sends the mark once', async () => {
    await render(createElement(Opens, { notice: { id: 7, read: false } }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual([]);
    await act(async () => {
      session.userKey = 'user-1';
    });
    await waitFor(() => expect(sent).toEqual([7]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toEqual([7]);
  });

  it('sends at once when the session is already restored, and nothing for a notice already read', async () => {
    session.userKey = 'user-1';
    await render(createElement(Opens, { notice: { id: 8, read: true } }));
    await render(createElement(Opens, { notice: { id: 9, read: false } }));
    await waitFor(() => expect(sent).toEqual([9]));
  });
});
