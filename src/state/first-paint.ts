/**
 * The answers the server inlined into the shell of a cold first visit (src/api/first-paint.ts),
 * as device rows. Views show them only while the device has nothing of its own: the moment the
 * worker's first sync writes Dexie, the live queries take over and this is never read again.
 * Read once; null on every visit served from the service worker's precached shell.
 */
import { FIRST_PAINT_ELEMENT_ID, type FirstPaintData } from '../api/first-paint';
import type { BannerRow, CategoryRow, GameRow, VendorRow } from '../db/rows';
import { toBannerRows, toGameRow, toVendorRows } from '../db/normalise';

export interface FirstPaintRows {
  status: FirstPaintData['status'];
  whitelabel: FirstPaintData['whitelabel'];
  categories: CategoryRow[];
  vendors: VendorRow[];
  banners: (group: string) => BannerRow[];
  hot: GameRow[];
  registerSettings: FirstPaintData['registerSettings'];
}

function read(): FirstPaintRows | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(FIRST_PAINT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as FirstPaintData;
    const now = Date.now();
    const { vendors, categories } = toVendorRows(data.vendors);
    // Sorted once here: views ask for a group on every render.
    const banners = Object.fromEntries(
      Object.entries(data.banners).map(([group, list]) => [group, toBannerRows(list, data.language).sort((a, b) => a.sequence - b.sequence)]),
    );
    return {
      status: data.status,
      whitelabel: data.whitelabel,
      categories,
      vendors: vendors.sort((a, b) => a.sort - b.sort),
      banners: (group) => banners[group] ?? [],
      hot: data.hot.map((game, index) => toGameRow(game, now, index + 1)),
      registerSettings: data.registerSettings,
    };
  } catch {
    return null; // a damaged inline copy only costs the head start
  }
}

let cached: FirstPaintRows | null | undefined;

export function firstPaint(): FirstPaintRows | null {
  if (cached === undefined) cached = read();
  return cached;
}

/** The device's rows once it has any, else the inlined ones (an empty list stays empty). */
export function orFirstPaint<T>(rows: T[] | undefined, fallback: (data: FirstPaintRows) => T[]): T[] | undefined {
  if (rows?.length) return rows;
  const data = firstPaint();
  return data ? fallback(data) : rows;
}
