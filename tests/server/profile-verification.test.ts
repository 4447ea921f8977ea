/**
 * Real-name verification (SPEC §4 under review → already verified, §5/§9 uploads): up to 3 png or
 * jpg images of at most 5 MB and a 140-character remark; any bad file refuses the whole submission
 * and nothing is stored; the operator decides once; images are served only to their member and the
 * operator.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/api/endpoints';
import { ERROR_CODE } from '../../src/api/error-codes';
import type { OperatorVerification, ProfileValue, VerificationStatus } from '../../src/api/profile-wire';
import type { ListValue } from '../../src/api/catalogue-wire';
import { OPERATOR_HEADERS, serverForFile } from './helpers';
import { code, jpg, png, profileClient } from './profile-helpers';

const { server, client } = serverForFile(profileClient);

const submit = (token: string, files: Record<string, [Blob, string]>, remark = 'My ID card') =>
  client.multipart<VerificationStatus>(ENDPOINTS.verificationSubmit.path, token, { remark }, files);
const status = async (token: string) => (await client.get<VerificationStatus>(ENDPOINTS.verificationStatus.path, token)).body;
const decide = (id: number, decision: 'verified' | 'rejected', note?: string) =>
  client.operator<OperatorVerification>(ENDPOINTS.operatorVerificationDecide.path, { id, decision, note });

describe('submitting', () => {
  it('refuses bad files by their bytes, too many, an over-long remark or none at all — keeping nothing', async () => {
    const { token } = await client.newMember();
    const counts = async () => [await client.count('uploads'), await client.count('verification_docs')];
    const before = await counts();

    const gif = new Blob([new TextEncoder().encode('GIF89a....')], { type: 'image/png' });
    const badType = await submit(token, { image1: [png(), 'a.png'], image2: [gif, 'b.png'] });
    expect([badType.status, code(badType.body)]).toEqual([400, ERROR_CODE.uploadTypeNotAllowed]);

    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new Uint8Array(await png().arrayBuffer()));
    const tooLarge = await submit(token, { image1: [png(), 'a.png'], image2: [new Blob([big], { type: 'image/png' }), 'big.png'] });
    expect([tooLarge.status, code(tooLarge.body)]).toEqual([413, ERROR_CODE.uploadTooLarge]);

    const four = await submit(token, { image1: [png(), 'a.png'], image2: [png(), 'b.png'], image3: [png(), 'c.png'], extra: [png(), 'd.png'] });
    expect([four.status, code(four.body)]).toEqual([400, ERROR_CODE.uploadTooMany]);

    expect(code((await submit(token, { image1: [png(), 'a.png'] }, 'x'.repeat(141))).body)).toBe(ERROR_CODE.invalidParameter);
    expect(code((await submit(token, {})).body)).toBe(ERROR_CODE.invalidParameter);

    expect(await counts()).toEqual(before);
    expect((await status(token)).value).toMatchObject({ state: 'none', images: [] });
  });

  it('takes 3 images of up to 5 MB each with a 140-character remark', async () => {
    const { token } = await client.newMember();
    const fiveMb = new Uint8Array(5 * 1024 * 1024);
    fiveMb.set(new Uint8Array(await png().arrayBuffer()));
    const files = { image1: [new Blob([fiveMb]), 'a.png'], image2: [new Blob([fiveMb]), 'b.png'], image3: [jpg(), 'c.jpg'] } as Record<string, [Blob, string]>;
    const { body } = await submit(token, files, 'r'.repeat(140));
    expect(body).toMatchObject({ success: true, value: { state: 'review', remark: 'r'.repeat(140) } });
    expect(body.success && body.value.images).toHaveLength(3);
  });
});

describe('the state machine', () => {
  it('goes under review → rejected with a note → resubmitted → verified, and stays verified', async () => {
    const { token } = await client.newMember();
    const first = await submit(token, { image1: [png(), 'id.png'] });
    expect(first.body).toMatchObject({ value: { state: 'review' } });
    const firstId = first.body.success ? first.body.value.id! : 0;

    // Only one under review at a time.
    expect(code((await submit(token, { image1: [png(), 'id.png'] })).body)).toBe(ERROR_CODE.verificationPending);

    const queue = await client.operator<ListValue<OperatorVerification>>(`${ENDPOINTS.operatorVerifications.path}?state=review`);
    expect(queue.body.success && queue.body.value.list.map((d) => d.id)).toContain(firstId);

    expect((await decide(firstId, 'rejected', 'The photo is blurred')).body).toMatchObject({ value: { state: 'rejected', note: 'The photo is blurred' } });
    expect((await status(token)).value).toMatchObject({ state: 'rejected', note: 'The photo is blurred' });
    // Decided once.
    const again = await decide(firstId, 'verified');
    expect([again.status, code(again.body)]).toEqual([409, ERROR_CODE.alreadyDecided]);

    const second = await submit(token, { image1: [png(), 'id2.png'] });
    const secondId = second.body.success ? second.body.value.id! : 0;
    expect(secondId).toBeGreaterThan(firstId);
    expect((await decide(secondId, 'verified')).body).toMatchObject({ value: { state: 'verified' } });
    expect((await status(token)).value).toMatchObject({ state: 'verified', note: '' });
    expect((await client.get<ProfileValue>(ENDPOINTS.profile.path, token)).body).toMatchObject({ value: { verification: 'verified' } });

    const more = await submit(token, { image1: [png(), 'id3.png'] });
    expect([more.status, code(more.body)]).toEqual([409, ERROR_CODE.alreadyVerified]);
    expect(code((await decide(999_999, 'verified')).body)).toBe(ERROR_CODE.verificationNotFound);
  });

  it('needs the operator key to list or decide', async () => {
    const list = await server.app.request(ENDPOINTS.operatorVerifications.path, { headers: { 'X-Operator-Key': 'wrong' } });
    const decideWrong = await server.app.request(ENDPOINTS.operatorVerificationDecide.path, {
      method: 'POST',
      headers: { 'X-Operator-Key': 'wrong', 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 1, decision: 'verified' }),
    });
    expect([list.status, decideWrong.status]).toEqual([403, 403]);
  });
});

describe('images', () => {
  it('serves a member their own images, and nobody else (the operator sees them too)', async () => {
    const owner = await client.newMember();
    const other = await client.newMember();
    const { body } = await submit(owner.token, { image1: [png(8), 'mine.png'] });
    const imageId = body.success ? body.value.images[0]! : 0;
    const path = `${ENDPOINTS.memberUpload.path}?id=${imageId}`;

    const mine = await server.app.request(path, { headers: { Authorization: owner.token } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Content-Type')).toBe('image/png');
    // The image as stored: encoded again (lib/uploads.ts), the same picture.
    expect(await sharp(new Uint8Array(await mine.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 8, height: 8 });

    const theirs = await server.app.request(path, { headers: { Authorization: other.token } });
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ success: false, errorCode: ERROR_CODE.notFound });
    expect((await server.app.request(path)).status).toBe(401);

    const operator = await server.app.request(`${ENDPOINTS.operatorUpload.path}?id=${imageId}`, { headers: OPERATOR_HEADERS });
    expect([operator.status, operator.headers.get('Content-Type')]).toEqual([200, 'image/png']);
  });

  it("never serves a deposit receipt through the member's image call", async () => {
    const { id, token } = await client.newMember();
    const { id: uploadId } = await server.db
      .insertInto('uploads')
      .values({ member_id: id, purpose: 'receipt', mime: 'image/png', size: 1, sha256: 'x', bytes: new Uint8Array([1]), created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await server.app.request(`${ENDPOINTS.memberUpload.path}?id=${uploadId}`, { headers: { Authorization: token } })).status).toBe(404);
  });
});
