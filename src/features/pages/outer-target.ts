import { FRAMEABLE_PREFIXES, underPrefix } from '../../api/endpoints/constants';

/**
 * What the in-app frame (OutterApp, SPEC §2 named pages) may do with a `url` query. Only the pages
 * of this site made to be framed (FRAMEABLE_PREFIXES) are framed: a link such as /m/outterApp?url=https://phish.example must never show a
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
  if (url.origin === origin) {
    // Anything else of this origin is the lobby itself or its API: never framed inside the lobby.
    return underPrefix(url.pathname, FRAMEABLE_PREFIXES) ? { kind: 'frame', src: url.pathname + url.search + url.hash } : { kind: 'invalid' };
  }
  return { kind: 'external', url: url.href, host: url.host };
}
