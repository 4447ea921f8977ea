/** Kysely tables — A member's own rows the offline engine syncs: mail, favourites, recent games, read marks, the chat, and the idempotent ops applied. */
import type { Generated } from 'kysely';

export interface InboxMessageTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  content: string;
  read: number;
  sent_at: string;
  /** Set when the member deleted it: never listed or counted again. */
  deleted_at: string | null;
}

export interface FavouriteTable {
  member_id: number;
  node_id: number;
  added_at: string;
}

export interface RecentGameTable {
  member_id: number;
  node_id: number;
  played_at: string;
}

export interface AnnouncementReadTable {
  member_id: number;
  announcement_id: number;
  read_at: string;
}

/** One idempotent op the server has applied (or is applying: status null). */
export interface AppliedOpTable {
  op_id: string;
  member_id: number;
  method: string;
  path: string;
  /** SHA-256 of the request the key first came with; null on rows older than migration 009. */
  request_hash: string | null;
  status: number | null;
  body: string | null;
  replays: number;
  applied_at: string;
  /** When a transaction of the op committed its effect (029); null while nothing has. */
  effect_at: Generated<string | null>;
}

export interface PromotionReadTable {
  member_id: number;
  promotion_id: number;
  read_at: string;
}

export interface ChatMessageTable {
  id: Generated<number>;
  member_id: number;
  sender: 'member' | 'operator';
  client_id: string | null;
  text: string;
  sent_at: string;
  read_at: string | null;
}
