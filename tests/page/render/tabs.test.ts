// @vitest-environment jsdom
// The one tab strip: tabs with their roles and state, the choice by click and by the keyboard
// (arrows wrap, Home and End), only the chosen tab in the Tab order, and the tab→panel link.
import { act, createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '../../../src/ui/Tabs';
import { tabFrom } from '../../../src/ui/tab-choice';
import { click, render, unmountAll } from './render';

const OPTIONS = [
  { id: 'form', label: 'Form' },
  { id: 'cards', label: 'Cards' },
  { id: 'report', label: 'Report' },
] as const;
type Id = (typeof OPTIONS)[number]['id'];

function Strip({ start = 'form' as Id }) {
  const [active, setActive] = useState<Id>(start);
  return createElement(Tabs<Id>, { options: OPTIONS, active, onSelect: setActive, label: 'Withdraw', idPrefix: 'w', panelId: 'w-panel' });
}

const tabs = (container: HTMLElement) => [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
const chosen = (container: HTMLElement) => tabs(container).filter((tab) => tab.getAttribute('aria-selected') === 'true').map((tab) => tab.textContent);

async function press(element: Element, key: string) {
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

afterEach(unmountAll);

describe('Tabs', () => {
  it('renders a named tablist whose chosen tab alone is selected and in the Tab order', async () => {
    const { container } = await render(createElement(Strip));
    const list = container.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).toBe('Withdraw');
    expect(list.className).toBe('tabs');
    expect(chosen(container)).toEqual(['Form']);
    expect(tabs(container).map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs(container).map((tab) => [tab.id, tab.getAttribute('aria-controls')])).toEqual([
      ['w-form', 'w-panel'],
      ['w-cards', 'w-panel'],
      ['w-report', 'w-panel'],
    ]);
    expect(tabs(container)[0]!.className).toBe('tabs__tab tabs__tab--active');
  });

  it('chooses by click', async () => {
    const { container } = await render(createElement(Strip));
    await click(tabs(container)[2]!);
    expect(chosen(container)).toEqual(['Report']);
    expect(tabs(container).map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('moves and chooses with the arrows (wrapping), Home and End, focus following', async () => {
    const { container } = await render(createElement(Strip));
    const first = tabs(container)[0]!;
    await press(first, 'ArrowRight');
    expect(chosen(container)).toEqual(['Cards']);
    expect(document.activeElement).toBe(tabs(container)[1]);
    await press(tabs(container)[1]!, 'End');
    expect(chosen(container)).toEqual(['Report']);
    await press(tabs(container)[2]!, 'ArrowRight');
    expect(chosen(container)).toEqual(['Form']);
    await press(tabs(container)[0]!, 'ArrowLeft');
    expect(chosen(container)).toEqual(['Report']);
    await press(tabs(container)[2]!, 'Home');
    expect(chosen(container)).toEqual(['Form']);
    expect(document.activeElement).toBe(tabs(container)[0]);
    // Other keys are the page's.
    await press(tabs(container)[0]!, 'Enter');
    expect(chosen(container)).toEqual(['Form']);
  });
});

describe('tabFrom', () => {
  const ids = OPTIONS.map((option) => option.id);
  it('takes the tab the address names, else the fallback (the first by default)', () => {
    expect(tabFrom(ids, 'cards')).toBe('cards');
    for (const other of [null, '', 'Cards', 'nope']) expect(tabFrom(ids, other)).toBe('form');
    expect(tabFrom(ids, null, 'report')).toBe('report');
    expect(tabFrom(ids, 'cards', 'report')).toBe('cards');
  });
});
