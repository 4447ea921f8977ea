/** Content on the wire (SPEC §2, §3, §7): announcements, promotions with their categories and statuses, help items. */
import type { Banner } from './catalogue-wire';

export interface Announcement {
  id: number;
  title: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
  startDate: string;
  read: boolean;
}

export interface Promotion {
  id: number;
  title: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
  startDate: string;
  endDate: string;
  noExpiry: 0 | 1;
  promoAnnouncementCategoryIds: number[];
  announcementImages: { url: string; sequence: number }[];
  /** With a member's token only: SPEC §4 "Promotion read flag goes false to true". */
  read?: boolean;
  /**
   * Where the member stands (SPEC §4 activity status labels). Without a token: what the promotion
   * offers now (comingSoon, closed, join, apply, none), so a guest can be offered Join → login.
   * Absent in the announcement call's promotion group.
   */
  status?: PromotionStatus;
}

/**
 * SPEC §4 activity status labels, computed by the server per member. `join` and `apply` are the
 * two actions a member can take; `none` is a promotion with nothing to do but read.
 */
export const PROMOTION_STATUSES = [
  'none', 'join', 'joined', 'apply', 'applying', 'process', 'claim', 'claimed', 'issued', 'rejected', 'closed', 'comingSoon',
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** A promotion category tab (SPEC §2 "Promotions: category tabs, first default"). */
export interface PromotionCategory {
  id: number;
  name: string;
}

/** GET /wps/promotion: the tabs and every promotion in the requested language. */
export interface PromotionList {
  categories: PromotionCategory[];
  list: Promotion[];
}

/** POST /wps/promotion/join: the member's status after the action. */
export interface PromotionJoinValue {
  promotionId: number;
  status: PromotionStatus;
}

/** Content types of SPEC §3: A announcement, PL player ticker, B banner, PU popup, PR promotion, H hot. */
export const ANNOUNCEMENT_TYPES = ['A', 'PL', 'B', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

/** GET /wps/announcement answer: one group per requested type (SPEC §3 "Announcement response groups"). */
export interface AnnouncementGroups {
  promotion?: Promotion[];
  banners?: Banner[];
  player?: Announcement[];
  popup?: Announcement[];
  hot?: Announcement[];
}

export interface HelpItem {
  title: string;
  tag: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
  children: HelpItem[];
}
