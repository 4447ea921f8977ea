// @vitest-environment jsdom
/**
 * What a launch snapshot keeps of the screen (src/app/launch-snapshot.ts): the screen with its
 * games, without what was open over it, a member's balance masked, and the build's entry script.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeSnapshot } from '../../src/app/launch-snapshot';

const SCREEN = `
  <header class="header"><span data-testid="balance">1,234.50</span></header>
  <main><div data-testid="game-tile"><span elementtiming="game-tile">Ocean War</span></div></main>`;

describe('takeSnapshot', () => {
  beforeEach(() => {
    document.head.innerHTML = '<script type="module" src="/assets/index-AAA.js"></script><link rel="stylesheet" href="/assets/HomePage-X.css"><link rel="stylesheet" href="https://fonts.example/a.css">';
    document.body.innerHTML = `<div id="root">${SCREEN}</div>`;
    document.documentElement.lang = 'en';
    history.replaceState(null, '', '/m/home');
  });
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('keeps the screen with its games, the balance masked, and the same-origin stylesheets of this build', () => {
    const snapshot = takeSnapshot()!;
    expect(snapshot.path).toBe('/m/home');
    expect(snapshot.entry).toBe('/assets/index-AAA.js');
    expect(snapshot.stylesheets).toEqual(['/assets/HomePage-X.css']);
    expect(snapshot.lang).toBe('en');
    expect(snapshot.html).toContain('Ocean War');
    expect(snapshot.html).toContain('data-testid="balance">****<');
    expect(snapshot.html).not.toContain('1,234.50');
    // The live screen is left as it was.
    expect(document.querySelector('[data-testid="balance"]')!.textContent).toBe('1,234.50');
  });

  it('leaves out a popup, the side menu and a toast open over the screen', () => {
    document.getElementById('root')!.insertAdjacentHTML(
      'beforeend',
      '<div class="popup-backdrop"><div role="dialog">Welcome</div></div><div class="side-menu-backdrop"><div class="side-menu" role="dialog">Menu</div></div><div class="toast">Saved</div>',
    );
    const { html } = takeSnapshot()!;
    expect(html).toContain('Ocean War');
    for (const word of ['Welcome', 'Menu', 'Saved']) expect(html).not.toContain(word);
  });

  it('keeps the first screen only: what lies below it, or right of it in a sideways row, is left out', () => {
    // jsdom lays nothing out: each element stands where its data-top / data-left say.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const top = Number((this as HTMLElement).dataset.top ?? 0);
      const left = Number((this as HTMLElement).dataset.left ?? 0);
      return { top, left, bottom: top + 100, right: left + 100, width: 100, height: 100, x: left, y: top, toJSON: () => ({}) };
    });
    const tile = (name: string, top: number, left: number) =>
      `<div data-testid="game-tile" data-top="${top}" data-left="${left}"><span elementtiming="game-tile">${name}</span></div>`;
    document.querySelector('main')!.innerHTML = `
      <section class="row">${tile('In view', 100, 0)}${tile('Just right', 100, 300)}${tile('Far right', 100, innerWidth * 2)}</section>
      <section class="grid" data-top="${innerHeight - 50}">${tile('Near the fold', innerHeight - 50, 0)}${tile('Far below', innerHeight * 3, 0)}</section>
      <section data-top="${innerHeight * 4}">${tile('Section below', innerHeight * 4, 0)}</section>`;
    const { html } = takeSnapshot()!;
    for (const kept of ['In view', 'Just right', 'Near the fold']) expect(html).toContain(kept);
    for (const dropped of ['Far right', 'Far below', 'Section below']) expect(html).not.toContain(dropped);
    // The live screen keeps all of it.
    expect(document.querySelectorAll('[data-testid="game-tile"]')).toHaveLength(6);
    vi.restoreAllMocks();
  });

  it('keeps nothing of a screen without its games yet, or of a route that is not a launch route', () => {
    document.querySelector('main')!.innerHTML = '<p>loading</p>';
    expect(takeSnapshot()).toBeNull();
    document.body.innerHTML = `<div id="root">${SCREEN}</div>`;
    history.replaceState(null, '', '/m/wallet');
    expect(takeSnapshot()).toBeNull();
  });
});
