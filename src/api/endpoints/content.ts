/** Content calls (SPEC §7 "Announcements"): banners, ticker, popups, promotions, hot notices. */
import { z } from 'zod';
import { ANNOUNCEMENT_TYPES, type AnnouncementGroups, type AnnouncementType } from '../content-wire';
import { ERROR_CODE } from '../error-codes';
import { MEMBER_WRITE } from './call-kinds';
import { endpoint } from './define';
import { codeParam, languageParam } from './params';

const isType = (value: string): value is AnnouncementType => (ANNOUNCEMENT_TYPES as readonly string[]).includes(value);

/** `types=B,PL,PU`: a comma list of content types, deduplicated. */
const types = z.string().transform((text, ctx) => {
  const list = [...new Set(text.split(',').map((t) => t.trim().toUpperCase()).filter(Boolean))];
  const unknown = list.filter((t) => !isType(t));
  if (list.length === 0 || unknown.length > 0) {
    ctx.issues.push({
      code: 'custom',
      input: text,
      message: `${unknown.length ? `unknown type ${unknown.join(', ')}; ` : ''}expected a comma list of ${ANNOUNCEMENT_TYPES.join(', ')}`,
    });
    return z.NEVER;
  }
  return list.filter(isType);
});

export const contentEndpoints = {
  /** Shared for a guest; per user with a token (each item carries the member's read flag). */
  announcements: endpoint<AnnouncementGroups>()({
    method: 'GET',
    path: '/wps/announcement',
    access: 'public',
    cache: 'shared-or-user',
    query: z.object({
      types,
      groupName: codeParam(),
      platform: codeParam(8),
      merchantCode: codeParam(),
      language: languageParam,
    }),
  }),

  /** SPEC §4: opening a notice marks it read (not for trial members, §6). Sent by the outbox. */
  announcementRead: endpoint<{ announcementId: number; read: true }>()({
    ...MEMBER_WRITE,
    path: '/wps/announcement/read',
    refusesTrial: 'no_permission',
    body: z.object({ announcementId: z.number().int().positive().max(2 ** 31 - 1), read: z.literal(true) }),
    refusals: { [ERROR_CODE.announcementNotFound]: 'unknown_error' },
  }),
};
