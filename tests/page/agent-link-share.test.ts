// @vitest-environment jsdom
/**
 * The invitation link's Share button (jsdom, the English catalogue): shown only where the browser
 * has a share sheet, it hands over the register address with the code; a sheet the agent closes
 * is no error; data the browser cannot share, or a refused sheet, copies the link instead.
 */
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateLink } from '../../src/api/agent-wire';
import { LinkCard } from '../../src/features/agent/LinkCard';
import { loadCatalogueArea } from '../../src/i18n/areas';
import { href } from '../../src/routes';
import { toasts } from '../../src/state/toasts';
import { byLabel, click, queryByLabel, render, startEnglish, unmountAll, waitFor } from './render/render';

const LINK: AffiliateLink = { id: 7, code: 'AGT700', rebateRate: 1, memberType: 'member', registered: 0, createdAt: '2026-01-01T00:00:00Z' };
const url = () => `${location.origin}${href('register')}?affiliateCode=AGT700`;

const writeText = vi.fn(async (_text: string) => undefined);

/** Gives navigator the members a test names (jsdom has no share sheet and no clipboard). */
function navigatorHas(members: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(members)) Object.defineProperty(navigator, name, { value, configurable: true });
}

beforeAll(async () => {
  await startEnglish();
  await loadCatalogueArea('agent', 'en');
});
beforeEach(() => {
  toasts.current = null;
  writeText.mockClear();
  navigatorHas({ clipboard: { writeText } });
});
afterEach(() => {
  unmountAll();
  for (const name of ['share', 'canShare', 'clipboard']) delete (navigator as unknown as Record<string, unknown>)[name];
});

const card = async () => (await render(createElement('ul', null, createElement(LinkCard, { link: LINK })))).container;

describe('sharing an invitation link', () => {
  it('offers copying alone where the browser has no share sheet', async () => {
    const container = await card();
    expect(queryByLabel(container, 'Share link AGT700')).toBeNull();
    await click(byLabel(container, 'Copy link AGT700'));
    await waitFor(() => expect(toasts.current?.key).toBe('agent_link_copied'));
    expect(writeText).toHaveBeenCalledWith(url());
  });

  it('opens the share sheet with the register address and the code', async () => {
    const share = vi.fn(async (_data: ShareData) => undefined);
    const canShare = vi.fn((_data: ShareData) => true);
    navigatorHas({ share, canShare });
    const container = await card();
    await click(byLabel(container, 'Share link AGT700'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]![0]).toEqual({ title: 'Join the lobby', text: 'Register with my invitation code AGT700.', url: url() });
    expect(canShare).toHaveBeenCalledWith(share.mock.calls[0]![0]);
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts.current).toBeNull();
  });

  it('takes a closed sheet as the agent’s choice: no error, no copy', async () => {
    navigatorHas({ share: vi.fn(async () => Promise.reject(new DOMException('Share canceled', 'AbortError'))) });
    const container = await card();
    await click(byLabel(container, 'Share link AGT700'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(writeText).not.toHaveBeenCalled();
    expect(toasts.current).toBeNull();
  });

  it('copies the link where the sheet refuses it or cannot take it', async () => {
    const share = vi.fn(async () => Promise.reject(new DOMException('No user gesture', 'NotAllowedError')));
    navigatorHas({ share });
    let container = await card();
    await click(byLabel(container, 'Share link AGT700'));
    await waitFor(() => expect(toasts.current?.key).toBe('agent_link_copied'));
    expect(writeText).toHaveBeenCalledWith(url());

    unmountAll();
    toasts.current = null;
    writeText.mockClear();
    share.mockClear();
    navigatorHas({ canShare: () => false });
    container = await card();
    await click(byLabel(container, 'Share link AGT700'));
    await waitFor(() => expect(toasts.current?.key).toBe('agent_link_copied'));
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(url());
  });
});
