/**
 * Names and messages keep no NUL, no other control character, no bidi override, isolate or mark,
 * and no lone surrogate: every free-text field of the registry (query and body, every call) cleans
 * them away, the multi-line ones keeping their line breaks; and what the server stores from a
 * nickname, a chat line, a feedback and a bank card's holder is the clean text.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINTS } from '../../../src/api/endpoints';
import { cleanLine, cleanLines } from '../../../src/api/endpoints/clean-text';
import type { ChatMessage } from '../../../src/api/support-wire';
import { serverForFile } from '../helpers';
import { profileClient } from '../profile-helpers';
import { cardNumber, newMember } from '../withdraw-helpers';

/** Every kind of character the cleaning removes, around letters that must stay. */
const UNSAFE = ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009B', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\uDFFF', '\uD800'];
const DIRTY = `Na${UNSAFE.join('')}me`;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const LEFT = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Fields that are not free text and keep what was typed: passwords (hashed, never shown; a
 * character the member chose is theirs) and identifiers the server matches against its own lists
 * (a vendor, a bank, a card number, a game, a pick, a launch token), which refuse anything else.
 */
const NOT_FREE_TEXT = new Set([
  'password',
  'confirmPassword',
  'newPassword',
  'confirmNewPassword',
  'oldPassword',
  'paymentPassword',
  'vendor',
  'bankCode',
  'cardNumber',
  'gameCode',
  'pick',
  'launch',
]);

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  const def = (schema as unknown as { _zod?: { def?: { shape?: object; in?: { shape?: object }; schema?: { shape?: object } } } })?._zod?.def;
  return (def?.shape ?? def?.in?.shape ?? def?.schema?.shape) as Record<string, z.ZodType> | undefined;
}

const isClean = (text: string) => !LEFT.test(text) && !LONE_SURROGATE.test(text);

describe('the cleaning', () => {
  it('removes controls, bidi characters and lone surrogates; keeps letters, pairs and, on several lines, line breaks', () => {
    expect(cleanLine(DIRTY)).toBe('Name');
    expect(cleanLine('Ami \u{1F600} রহমান 张伟')).toBe('Ami \u{1F600} রহমান 张伟');
    expect(cleanLine('one\ntwo\tthree')).toBe('onetwothree');
    expect(cleanLines(`line one\r\nline\ttwo${UNSAFE.join('')}\rthree`)).toBe('line one\nline\ttwo\nthree');
  });

  it('is applied to every free-text field of every call, query and body', () => {
    const covered: string[] = [];
    const leaks: string[] = [];
    for (const [name, entry] of Object.entries(ENDPOINTS)) {
      for (const part of ['query', 'body'] as const) {
        const shape = shapeOf((entry as { query?: z.ZodType; body?: z.ZodType })[part]);
        for (const [field, schema] of Object.entries(shape ?? {})) {
          if (NOT_FREE_TEXT.has(field)) continue;
          const parsed = schema.safeParse(DIRTY);
          if (!parsed.success || typeof parsed.data !== 'string') continue; // refused, or not text
          covered.push(`${name}.${field}`);
          if (!isClean(parsed.data)) leaks.push(`${name} ${part}.${field}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The fields this is about are among those covered.
    for (const field of ['register.nickname', 'register.payeeName', 'register.username', 'profileNickname.nickname', 'chatSend.text', 'feedbackSubmit.content', 'bankCardAdd.holderName', 'operatorInboxSend.title', 'operatorInboxSend.content', 'operatorChatReply.text']) {
      expect(covered).toContain(field);
    }
  });
});

describe('what the server keeps', () => {
  const { server, client } = serverForFile(profileClient);

  it('a nickname, a chat line and a feedback are stored clean, line breaks kept where they belong', async () => {
    const { id, token } = await client.newMember();
    expect((await client.json(ENDPOINTS.profileNickname.path, token, { nickname: `Lucky${UNSAFE.join('')} Star` })).status).toBe(200);
    const member = await server.db.selectFrom('members').select('nickname').where('id', '=', id).executeTakeFirstOrThrow();
    expect(member.nickname).toBe('Lucky Star');

    const clientId = crypto.randomUUID();
    const chat = await client.json<ChatMessage>(ENDPOINTS.chatSend.path, token, { clientId, text: `Hello\u202Eevil\u0000\nsecond line` }, 'POST');
    expect(chat.status).toBe(200);
    expect(chat.body.success && chat.body.value.text).toBe('Helloevil\nsecond line');

    const words = Array.from({ length: 12 }, (_, i) => `word${i}`).join(' ');
    // (A lone surrogate cannot travel in a multipart body: UTF-8 makes it U+FFFD on the way.)
    const feedback = await client.multipart(ENDPOINTS.feedbackSubmit.path, token, { content: `${words}\u2066\u0000\r\n${words}\u202E` }, {}, 'PUT');
    expect(feedback.status).toBe(200);
    const stored = await server.db.selectFrom('feedback').select('content').where('member_id', '=', id).executeTakeFirstOrThrow();
    expect(stored.content).toBe(`${words}\n${words}`);
  });

  it("a bank card's holder name is stored clean", async () => {
    const member = await newMember(server);
    const added = await member.addCard(cardNumber(member.id), { holderName: `Rahim\u202E Uddin\u0000` });
    expect(added.status).toBe(200);
    const card = await server.db.selectFrom('bank_cards').select('holder_name').where('member_id', '=', member.id).executeTakeFirstOrThrow();
    expect(card.holder_name).toBe('Rahim Uddin');
  });
});
