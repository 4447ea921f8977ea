/**
 * Which menu or popup is open (valtio). Open menus and popups make the page non-scrolling
 * (SPEC §4); the layout reads `scrollLocked` and applies it to <body>.
 */
import { proxy } from 'valtio';

/** Popups the shell can open; each maps to a lazily loaded component in src/app/popups.ts. */
export type PopupName =
  | 'language'
  | 'speed'
  | 'referral'
  | 'install'
  | 'customerService'
  | 'logout'
  | 'terms';

export const ui = proxy({
  sideMenu: false,
  balanceMenu: false,
  popup: null as PopupName | null,
  /** The player chose to hide the header balance (SPEC §2: masked with asterisks). */
  balanceHidden: false,
  /** A balance refresh is in flight: the balance shows masked until it settles. */
  balanceRefreshing: false,
  get scrollLocked(): boolean {
    return this.sideMenu || this.popup !== null;
  },
});

export function openPopup(name: PopupName): void {
  ui.sideMenu = false;
  ui.balanceMenu = false;
  ui.popup = name;
}

export function closePopup(): void {
  ui.popup = null;
}
