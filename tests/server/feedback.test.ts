/**
 * Feedback (SPEC §7 /wps/feedback PUT, §5 "between {0} and {1} words", §9 images): the word bounds
 * from the operator's settings, images checked like every upload with nothing kept on a refusal,
 * the member's own list, and the operator's reply showing there.
 */
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import { countWords, type FeedbackItem, type OperatorFeedback } from '../../src/api/profile-wire';
import type { ListValue } from '../../src/api/catalogue-wire';
import { serverForFile } from './helpers';
import { code, png, profileClient } from './profile-helpers';

const { server, client } = serverForFile(profileClient);

const send = (token: string, content: string, files: Record<string, [Blob, string]> = {}) =>
  client.multipart<FeedbackItem>(ENDPOINTS.feedbackSubmit.path, token, { content }, files, 'PUT');
const list = async (token: string) => {
  const { body } = await client.get<ListValue<FeedbackItem>>(ENDPOINTS.feedbackList.path, token);
  if (!body.success) throw new Error(body.errorCode);
  return body.value.list;
};
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('counting words', () => {
  it('counts spaced words, and each Chinese character as one', () => {
    expect(countWords('  The app is   great, thanks!  ')).toBe(5);
    expect(countWords('আমি খুব খুশি')).toBe(3);
    expect(countWords('游戏很好')).toBe(4);
    expect(countWords(' … — ')).toBe(0);
  });
});

describe('submitting feedback', () => {
  it('refuses content outside the word bounds (5–300 by default, or as the operator sets)', async () => {
    const { token } = await client.newMember();
    const short = await send(token, words(4));
    expect([short.status, code(short.body)]).toEqual([400, ERROR_CODE.feedbackWordCount]);
    expect(code((await send(token, words(301))).body)).toBe(ERROR_CODE.feedbackWordCount);
    expect(code((await send(token, words(5))).body)).toBe('success');

    await client.setting('feedbackWords', { min: 2, max: 3 });
    try {
      expect(code((await send(token, words(4))).body)).toBe(ERROR_CODE.feedbackWordCount);
      expect(code((await send(token, words(2))).body)).toBe('success');
    } finally {
      await client.setting('feedbackWords', { min: 5, max: 300 });
    }
  });

  it('keeps nothing when an image is bad or there are too many', async () => {
    const { token } = await client.newMember();
    const before = [await client.count('uploads'), await client.count('feedback')];
    const script = new Blob(['<script>alert(1)</script>'], { type: 'image/jpeg' });
    expect(code((await send(token, words(6), { image1: [png(), 'a.png'], image2: [script, 'x.jpg'] })).body)).toBe(ERROR_CODE.uploadTypeNotAllowed);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new Uint8Array(await png().arrayBuffer()));
    const large = await send(token, words(6), { image1: [new Blob([big]), 'big.png'] });
    expect([large.status, code(large.body)]).toEqual([413, ERROR_CODE.uploadTooLarge]);
    const four = { image1: [png(), 'a.png'], image2: [png(), 'b.png'], image3: [png(), 'c.png'], image4: [png(), 'd.png'] } as Record<string, [Blob, string]>;
    expect(code((await send(token, words(6), four)).body)).toBe(ERROR_CODE.uploadTooMany);
    // A good file but too few words: nothing kept either.
    expect(code((await send(token, words(1), { image1: [png(), 'a.png'] })).body)).toBe(ERROR_CODE.feedbackWordCount);
    expect([await client.count('uploads'), await client.count('feedback')]).toEqual(before);
    expect(await list(token)).toEqual([]);
  });

  it('lists the member’s own feedback, newest first, with images they alone can open', async () => {
    const me = await client.newMember();
    const other = await client.newMember();
    await send(me.token, 'First: the lobby loads fast here');
    const second = await send(me.token, 'Second: a screenshot of the problem', { image1: [png(), 'shot.png'] });
    await send(other.token, 'Someone else wrote this one too');
    const mine = await list(me.token);
    expect(mine.map((f) => f.content)).toEqual(['Second: a screenshot of the problem', 'First: the lobby loads fast here']);
    const imageId = second.body.success ? second.body.value.images[0]! : 0;
    expect(mine[0]!.images).toEqual([imageId]);
    const path = `${ENDPOINTS.memberUpload.path}?id=${imageId}`;
    expect((await server.app.request(path, { headers: { Authorization: me.token } })).status).toBe(200);
    expect((await server.app.request(path, { headers: { Authorization: other.token } })).status).toBe(404);
  });

  it('refuses a trial guest', async () => {
    const { token } = await client.newMember(4);
    expect(code((await send(token, words(6))).body)).toBe(ERROR_CODE.noPermission);
  });
});

describe("the operator's reply", () => {
  it('lists unanswered feedback and the reply shows in the member’s list', async () => {
    const { token, account } = await client.newMember();
    const sent = await send(token, 'Please add more cricket games soon');
    const id = sent.body.success ? sent.body.value.id : 0;

    const open = await client.operator<ListValue<OperatorFeedback>>(`${ENDPOINTS.operatorFeedback.path}?replied=false`);
    expect(open.body.success && open.body.value.list.find((f) => f.id === id)).toMatchObject({ account, reply: null });

    const replied = await client.operator<OperatorFeedback>(ENDPOINTS.operatorFeedbackReply.path, { id, reply: 'Thanks, more are coming in May.' });
    expect(replied.body).toMatchObject({ success: true, value: { id, reply: 'Thanks, more are coming in May.' } });
    expect((await list(token))[0]).toMatchObject({ id, reply: 'Thanks, more are coming in May.', repliedAt: expect.any(String) });

    const answered = await client.operator<ListValue<OperatorFeedback>>(`${ENDPOINTS.operatorFeedback.path}?replied=false`);
    expect(answered.body.success && answered.body.value.list.some((f) => f.id === id)).toBe(false);
    expect(code((await client.operator(ENDPOINTS.operatorFeedbackReply.path, { id: 999_999, reply: 'x' })).body)).toBe(ERROR_CODE.feedbackNotFound);
  });
});
