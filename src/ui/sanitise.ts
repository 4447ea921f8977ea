/**
 * The one sanitiser for untrusted server HTML (announcements, promotions, help, mail, popups):
 * DOMPurify with a strict configuration of our own instance, so no other code's hooks or settings
 * can loosen it.
 * - HTML only (no SVG or MathML), no scripts, no event handlers (DOMPurify never keeps them);
 * - no <style>, no style attributes, no class or id: server HTML cannot restyle or hide the page,
 *   nor borrow the app's classes to look like its controls;
 * - no forms, inputs, buttons or frames of any kind;
 * - links only to http(s), mailto and tel (or a path of this site); each opens in a new browsing
 *   context without access to this one;
 * - images only from http(s) (or this site): no data: or blob: sources.
 * DOM-dependent: page code only.
 */
import createDOMPurify, { type Config } from 'dompurify';

const FORBIDDEN_TAGS = [
  'style', 'link', 'meta', 'base', 'title', 'template', 'slot', 'noscript',
  'form', 'input', 'button', 'textarea', 'select', 'option', 'optgroup', 'fieldset', 'label', 'output', 'datalist',
  'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', 'video', 'audio', 'source', 'track', 'canvas', 'dialog',
];

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: ['style', 'class', 'id', 'name', 'srcset', 'action', 'formaction', 'background', 'ping', 'xmlns', 'autofocus', 'tabindex'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: true,
  // Absolute http(s), mailto and tel, or a path of this site (no protocol-relative "//host").
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|\/(?!\/)|#)/i,
};

const HTTP_IMAGE = /^(?:https?:\/\/|\/(?!\/))/i;

let instance: ReturnType<typeof createDOMPurify> | undefined;

function purifier() {
  if (instance) return instance;
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!HTTP_IMAGE.test(src)) node.remove();
      else {
        node.setAttribute('loading', 'lazy');
        node.setAttribute('referrerpolicy', 'no-referrer');
      }
    }
  });
  instance = purify;
  return purify;
}

/** Safe HTML for rendering; '' for anything that is not a string. */
export function sanitiseHtml(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  return purifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}

/** The text of untrusted HTML, whitespace collapsed (list previews, SPEC §2 "preview as plain text"). */
export function htmlToPlainText(html: unknown): string {
  if (typeof html !== 'string' || !html) return '';
  const clean = purifier().sanitize(html, { ...CONFIG, RETURN_DOM: true }) as unknown as HTMLElement;
  return (clean.textContent ?? '').replace(/\s+/g, ' ').trim();
}
