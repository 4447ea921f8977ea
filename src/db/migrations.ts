/**
 * Numbered schema versions. Never edit a shipped entry: add the next number.
 * Each entry lists only the tables it adds or changes (Dexie carries the rest forward);
 * `upgrade` moves data when a shape changes.
 */
import type { Transaction } from 'dexie';

export interface Migration {
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

export const MIGRATIONS: Record<number, Migration> = {
  1: {
    stores: {
      // service worker
      http: '&key, userKey, storedAt',
      // worker: catalogue and content
      settings: '&key',
      // Compound indexes ending in `sort` let a view read "the first N of a list" without loading it all.
      games:
        '&nodeId, gameType, vassalage, [gameType+vassalage], [vassalage+gameClassify], [gameType+isNew], [vassalage+sort], [gameType+sort], [gameType+gameClassify+sort], hotRank, nameKey, sort',
      vendors: '&vassalage, sort',
      categories: '&gameCategory, sort',
      vendorCategories: '&[gameCategory+vassalage], gameCategory, vassalage',
      banners: '&id, groupName, language',
      announcements: '&id, kind, language',
      promotions: '&id, language',
      help: '&tag, language',
      winners: '&rank',
      syncState: '&key',
      speed: '&domain',
      jackpot: '&id',
      // worker: per-user rows
      session: '&userKey',
      member: '&userKey',
      favourites: '&[userKey+nodeId], userKey, [userKey+addedAt]',
      recent: '&[userKey+nodeId], userKey, [userKey+playedAt]',
      inbox: '&[userKey+id], userKey',
      outbox: '++seq, &opId, userKey, [userKey+seq]',
    },
  },
  2: {
    stores: {
      // Help was keyed by tag alone, so one language's tree overwrote another's: keyed per language now.
      help: null,
      helpItems: '&[language+tag], language, [language+sort]',
      promotionCategories: '&[language+id], language',
      chat: '&[userKey+id], userKey',
    },
  },
  3: {
    stores: {
      // Acknowledged ops, kept briefly so a list answer older than them still merges them.
      sentOps: '&seq, userKey, sentAt',
    },
  },
};

export const LATEST_VERSION = Math.max(...Object.keys(MIGRATIONS).map(Number));
