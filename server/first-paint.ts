/**
 * What the served app shell carries for a cold first visit, so the first screen does not wait for
 * the worker: filled per navigation request. (Placeholder: answers the shell unchanged.)
 */
import type { Db } from './db/connection';

export interface FirstPaintContext {
  db: Db;
  /** The navigation's path, e.g. /m/home. */
  path: string;
}

export async function firstPaintHtml(html: string, _context: FirstPaintContext): Promise<string> {
  return html;
}
