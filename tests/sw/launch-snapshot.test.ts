/**
 * The shell with a launch snapshot drawn in (src/api/launch-snapshot.ts): used only for the build
 * that drew it, never with anything that could run, and with the stylesheets it was drawn with.
 */
import { describe, expect, it } from 'vitest';
import { isLaunchSnapshot, shellWithSnapshot, SNAPSHOT_ATTRIBUTE, SNAPSHOT_MAX_CHARS, type LaunchSnapshot } from '../../src/api/launch-snapshot';

const SHELL = [
  '<!doctype html><html lang="bn"><head>',
  '<script type="module" crossorigin src="/assets/index-AAA.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/index-CSS.css">',
  '</head><body><div id="root"></div></body></html>',
].join('');

const snapshot = (change: Partial<LaunchSnapshot> = {}): LaunchSnapshot => ({
  path: '/m/home',
  html: '<main><p data-testid="game-tile">Ocean War</p></main>',
  stylesheets: ['/assets/index-CSS.css', '/assets/HomePage-X1.css'],
  entry: '/assets/index-AAA.js',
  lang: 'en',
  dir: 'ltr',
  savedAt: 1,
  ...change,
});

describe('shellWithSnapshot', () => {
  it('draws the screen inside the root as an inert picture, in its language, with the stylesheets the shell lacks', () => {
    const html = shellWithSnapshot(SHELL, snapshot())!;
    expect(html).toContain(`<div id="root"><div ${SNAPSHOT_ATTRIBUTE} inert><main><p data-testid="game-tile">Ocean War</p></main></div></div>`);
    expect(html).toContain('<html lang="en" dir="ltr"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/HomePage-X1.css"></head>');
    // The shell's own stylesheet is linked once.
    expect(html.match(/index-CSS\.css/g)).toHaveLength(1);
  });

  it("is not used under another build: the entry script must be the shell's", () => {
    expect(shellWithSnapshot(SHELL, snapshot({ entry: '/assets/index-OLD.js' }))).toBeNull();
    expect(shellWithSnapshot(SHELL, snapshot({ entry: '' }))).toBeNull();
  });

  it.each([
    ['a script', '<main><script>alert(1)</script></main>'],
    ['a script in capitals', '<main><SCRIPT src="/x.js"></SCRIPT></main>'],
    ['a frame', '<iframe src="/x"></iframe>'],
    ['an object', '<object data="/x"></object>'],
    ['too much markup', `<p>${'x'.repeat(SNAPSHOT_MAX_CHARS)}</p>`],
  ])('refuses markup with %s', (_, html) => {
    expect(shellWithSnapshot(SHELL, snapshot({ html }))).toBeNull();
  });

  it.each([
    ['another origin', 'https://elsewhere.example/a.css'],
    ['a path outside the build', '/api/a.css'],
    ['a quote that would close the attribute', '/assets/a.css" onload="x'],
  ])('refuses a stylesheet from %s', (_, href) => {
    expect(shellWithSnapshot(SHELL, snapshot({ stylesheets: [href] }))).toBeNull();
  });

  it('refuses a language that is not a language tag, and writes any direction but rtl as ltr', () => {
    expect(shellWithSnapshot(SHELL, snapshot({ lang: 'en"><b' }))).toBeNull();
    expect(shellWithSnapshot(SHELL, snapshot({ dir: 'sideways' }))).toContain('<html lang="en" dir="ltr"');
    expect(shellWithSnapshot(SHELL, snapshot({ lang: 'ar', dir: 'rtl' }))).toContain('<html lang="ar" dir="rtl"');
  });

  it('leaves a shell whose root is not empty alone (a server shell with its own still picture)', () => {
    expect(shellWithSnapshot(SHELL.replace('<div id="root"></div>', '<div id="root"><p>still</p></div>'), snapshot())).toBeNull();
  });
});

describe('isLaunchSnapshot', () => {
  it('accepts a whole snapshot and nothing less', () => {
    expect(isLaunchSnapshot(snapshot())).toBe(true);
    expect(isLaunchSnapshot(null)).toBe(false);
    expect(isLaunchSnapshot({ ...snapshot(), html: 1 })).toBe(false);
    expect(isLaunchSnapshot({ ...snapshot(), stylesheets: [1] })).toBe(false);
    const { entry: _entry, ...withoutEntry } = snapshot();
    expect(isLaunchSnapshot(withoutEntry)).toBe(false);
  });
});
