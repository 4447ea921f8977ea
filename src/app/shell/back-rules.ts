/**
 * The header's back arrow (SPEC §2 "Back arrow"). Pure: where a tap goes from a path.
 * - 'none': no arrow (home);
 * - a path: go there (login, activity, forget, download → home; register → '/'; help detail →
 *   help list → home);
 * - 'history': one step back, or home when the app has no history of its own.
 */
import { HOME_PATH, href } from '../../routes';

export type BackTarget = 'none' | 'history' | string;

const TO_HOME = new Set([href('login'), href('activity'), href('forget'), href('download')]);

export function backTarget(path: string): BackTarget {
  if (path === HOME_PATH) return 'none';
  // SPEC §2 lists register among the "to home" pages and also says its back goes to '/';
  // the specific rule wins ('/' is an alias of home anyway).
  if (path === href('register')) return '/';
  if (TO_HOME.has(path)) return HOME_PATH;
  // SPEC §2 "Help": back goes from a help detail to the list, and from the list to home.
  if (path === href('helpDetail')) return href('help');
  if (path === href('help')) return HOME_PATH;
  return 'history';
}

/** Resolve 'history' against whether there is an in-app page to return to. */
export function resolveBack(target: BackTarget, canGoBack: boolean): 'none' | 'history' | string {
  if (target !== 'history') return target;
  return canGoBack ? 'history' : HOME_PATH;
}
