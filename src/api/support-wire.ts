/** Mail and the live chat on the wire (SPEC §2 "Mail", §7): inbox messages and pages, chat messages and threads. */

/** One message of the member's inbox (SPEC §2 "Mail"). */
export interface InboxMessage {
  id: number;
  title: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
  read: boolean;
  /** ISO 8601. */
  sentAt: string;
}

/** GET /wps/member/inbox: one page, unread first then newest first. */
export interface InboxPage {
  list: InboxMessage[];
  pageNum: number;
  pageSize: number;
  totalPages: number;
  totalCount: number;
}

/** One line of the live chat (flag CBS3) between a member and the operator. */
export interface ChatMessage {
  id: number;
  /** The id the sending device chose (the idempotency of a send); null for operator lines. */
  clientId: string | null;
  from: 'member' | 'operator';
  /** Plain text, never HTML. */
  text: string;
  /** ISO 8601. */
  sentAt: string;
  /** Operator lines: whether the member has seen it. Member lines: always true. */
  read: boolean;
}

/** GET /wps/cbs/messages: the whole conversation, oldest first (a member's chat is short). */
export interface ChatThread {
  messages: ChatMessage[];
  /** Operator lines the member has not seen (SPEC §4 unread total). */
  unread: number;
}
