/**
 * The images of a real-name submission or a feedback (SPEC §5, §9: png or jpg, 5 MB each, at most
 * 3). Every file part of the body counts, whatever its name. All are checked before any is kept,
 * and they are stored inside the caller's transaction with the row that needs them, so a refusal
 * (or a failure later on) leaves nothing behind.
 */
import type { Executor } from '../db/connection';
import { ERROR_CODE } from '../../src/api/error-codes';
import { PROFILE_LIMITS } from '../../src/api/profile-wire';
import { fileBytes } from '../lib/multipart';
import { checkImage, storeUpload, type UploadCheck } from '../lib/uploads';
import { isInteger, jsonListOf } from '../lib/json-list';

export interface CheckedImage {
  mime: string;
  bytes: Uint8Array;
}

export type ImagesCheck = { ok: true; images: CheckedImage[] } | Extract<UploadCheck, { ok: false }>;

function bytesOf(part: unknown): Uint8Array | null {
  try {
    return fileBytes(part);
  } catch {
    return null; // a text field
  }
}

/** The body's file parts in field-name order (image1, image2, image3), checked and encoded again. */
export async function checkImages(body: Record<string, unknown>): Promise<ImagesCheck> {
  const files = Object.keys(body)
    .sort()
    .map((name) => bytesOf(body[name]))
    .filter((bytes): bytes is Uint8Array => bytes !== null);
  if (files.length > PROFILE_LIMITS.maxImages) {
    return { ok: false, status: 400, code: ERROR_CODE.uploadTooMany, message: `At most ${PROFILE_LIMITS.maxImages} images` };
  }
  const images: CheckedImage[] = [];
  for (const bytes of files) {
    const check = await checkImage(bytes);
    if (!check.ok) return check;
    images.push({ mime: check.mime, bytes: check.bytes });
  }
  return { ok: true, images };
}

export async function storeImages(trx: Executor, memberId: number, purpose: 'verification' | 'feedback', images: CheckedImage[], now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const image of images) ids.push(await storeUpload(trx, { memberId, purpose, mime: image.mime, bytes: image.bytes, now }));
  return ids;
}

/** upload_ids JSON → ids (a hand-edited row that is not an array of numbers reads as none). */
export function idsOf(json: string): number[] {
  return jsonListOf(json, isInteger);
}

/** One of the member's own verification or feedback images; undefined for anyone else's. */
export async function memberImage(db: Executor, memberId: number, id: number) {
  return db
    .selectFrom('uploads')
    .select(['id', 'mime', 'bytes'])
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('purpose', 'in', ['verification', 'feedback'])
    .executeTakeFirst();
}
