/**
 * Files members upload (SPEC §5: png or jpg, at most 5 MB each). The type is read from the
 * file's first bytes, never from its name or the Content-Type the browser guessed, so a renamed
 * script is refused. Stored in the database beside the order that needs it; served only to the
 * operator (server/deposit/routes.ts).
 *
 * What is stored is never the bytes as sent: the image is decoded and encoded again (sharp, i.e.
 * libvips), turned upright first, so its metadata (EXIF with GPS, camera, comments) and anything
 * hidden after or inside it are gone, and a file that does not decode as the image it claims to
 * be is refused.
 */
import type { Executor } from '../db/connection';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ERROR_CODE, type ErrorCode } from '../../src/api/error-codes';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The image type the bytes are, or null when they are neither png nor jpg. */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}

/** A photo of a receipt or an ID needs no more; more would only cost memory to decode. */
export const MAX_UPLOAD_PIXELS = 40_000_000;

type ImageType = 'image/png' | 'image/jpeg';

export type UploadCheck =
  | { ok: true; mime: ImageType; /** the image encoded again: what to store */ bytes: Uint8Array }
  | { ok: false; status: 400 | 413; code: ErrorCode; message: string };

/** Size first (cheap and what a member can fix), then the type, then the image itself. */
export async function checkImage(bytes: Uint8Array): Promise<UploadCheck> {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    return { ok: false, status: 413, code: ERROR_CODE.uploadTooLarge, message: `A file may be at most ${MAX_UPLOAD_BYTES} bytes` };
  }
  const mime = imageTypeOf(bytes);
  if (!mime) return { ok: false, status: 400, code: ERROR_CODE.uploadTypeNotAllowed, message: 'Only png or jpg images are accepted' };
  const clean = await reencode(bytes, mime);
  if (!clean) return { ok: false, status: 400, code: ERROR_CODE.uploadTypeNotAllowed, message: 'The file is not a png or jpg image that can be read' };
  return { ok: true, mime, bytes: clean };
}

/** The pixels alone, upright, in the same format; null when they do not decode. */
async function reencode(bytes: Uint8Array, mime: ImageType): Promise<Uint8Array | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).rotate();
    const out = mime === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
    return new Uint8Array(out);
  } catch {
    return null;
  }
}

/** Inside the caller's transaction, so a refused order leaves no orphan file. */
export async function storeUpload(trx: Executor, input: { memberId: number; purpose: string; mime: string; bytes: Uint8Array; now: Date }): Promise<number> {
  const row = await trx
    .insertInto('uploads')
    .values({
      member_id: input.memberId,
      purpose: input.purpose,
      mime: input.mime,
      size: input.bytes.length,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      bytes: input.bytes,
      created_at: input.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function readUpload(db: Executor, id: number) {
  return db.selectFrom('uploads').select(['id', 'member_id', 'mime', 'size', 'bytes']).where('id', '=', id).executeTakeFirst();
}
