/**
 * What the server inlines into the app shell it serves for a cold first visit (no device data
 * yet), so the first screen renders from the HTML instead of waiting for the worker to boot, sync
 * and write Dexie: the same answers the worker would fetch, in their wire shapes. Shared by the
 * server (writes it) and the page (reads it once). DOM-free and dependency-free.
 */
import type { RegisterSettings } from './account-wire';
import type { Banner, VendorData, WireGame } from './catalogue-wire';
import type { SystemStatus, Whitelabel } from './system-wire';

/** The id of the `<script type="application/json">` element that carries it. */
export const FIRST_PAINT_ELEMENT_ID = 'first-paint';

export interface FirstPaintData {
  /** The language these answers were read in. */
  language: string;
  status: SystemStatus;
  whitelabel: Whitelabel;
  vendors: VendorData;
  /** Banner groups by name (home: m_home; the game pages their type's). */
  banners: Record<string, Banner[]>;
  /** The hot games, in rank order (home only; else empty). */
  hot: WireGame[];
  /** What the account forms render from (account pages only). */
  registerSettings?: RegisterSettings;
}

/** JSON safe inside a script element: no `</script>` or `<!--` can close or confuse it. */
export function serialiseFirstPaint(data: FirstPaintData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
