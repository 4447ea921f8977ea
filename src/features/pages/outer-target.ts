/**
 * What the in-app frame (OutterApp, SPEC §2 named pages) may do with a `url` query. Only pages of
 * this site are framed: a link such as /m/outterApp?url=https://phish.example must never show a
 * foreign page inside the lobby's own header, where it would look like part of the lobby. Any
 * other http(s) page is offered to open in the browser, with its host shown; anything else
 * (javascript:, data:, garbage) is refused.
 */
export type OuterTarget =
  | { kind: 'frame'; src: string }
  | { kind: 'external'; url: string; host: string }
  | { kind: 'invalid' };

export function outerTarget(raw: string | null | undefined, origin: string): OuterTarget {
  const text = (raw ?? '').trim();
  if (!text) return { kind: 'invalid' };
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'invalid' };
  // A path of the lobby itself: the app, not a page to frame.
  if (url.origin === origin && (url.pathname === '/' || url.pathname.startsWith('/m/') || url.pathname === '/m')) {
    return { kind: 'invalid' };
  }
  if (url.origin === origin) return { kind: 'frame', src: url.pathname + url.search + url.hash };
  return { kind: 'external', url: url.href, host: url.host };
}
