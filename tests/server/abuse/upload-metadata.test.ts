/**
 * Uploaded images are kept as pixels, not as the bytes sent: a jpg carrying EXIF with GPS and
 * bytes hidden after its end, and a png with a text chunk and a trailer, are stored without any of
 * it, still as a jpg and a png of the same size; a file that only starts like an image is refused.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/api/endpoints';
import { ERROR_CODE } from '../../../src/api/error-codes';
import type { FeedbackItem } from '../../../src/api/profile-wire';
import { serverForFile } from '../helpers';
import { profileClient } from '../profile-helpers';

const TRAILER = 'HIDDEN-AFTER-THE-IMAGE';
const GPS_LATITUDE = '23/1 46/1 1234/100';

const { server, client } = serverForFile(profileClient);

/** A 64×48 photo as a phone would send it: EXIF with a position, and something appended. */
async function photoWithSecrets(): Promise<Uint8Array<ArrayBuffer>> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 9', ImageDescription: 'home address' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: GPS_LATITUDE, GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .toBuffer();
  return new Uint8Array(Buffer.concat([jpeg, Buffer.from(TRAILER)]));
}

async function screenshotWithSecrets(): Promise<Uint8Array<ArrayBuffer>> {
  const png = await sharp({ create: { width: 32, height: 20, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 1 } } })
    .png()
    .withMetadata()
    .withExif({ IFD0: { ImageDescription: 'secret note' } })
    .toBuffer();
  return new Uint8Array(Buffer.concat([png, Buffer.from(TRAILER)]));
}

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

async function storedImages(memberId: number) {
  return server.db.selectFrom('uploads').select(['mime', 'size', 'bytes']).where('member_id', '=', memberId).orderBy('id').execute();
}

describe('uploaded images', () => {
  it('are stored without EXIF, GPS or trailing bytes, as the same kind of image', async () => {
    const photo = await photoWithSecrets();
    const screenshot = await screenshotWithSecrets();
    // The files as sent do carry all of it.
    expect(text(photo)).toContain('Exif');
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(text(photo)).toContain(TRAILER);
    expect(text(screenshot)).toContain('secret note');

    const { id, token } = await client.newMember();
    const files = {
      image1: [new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg'],
      image2: [new Blob([screenshot], { type: 'image/png' }), 'shot.png'],
    } as Record<string, [Blob, string]>;
    const sent = await client.multipart<FeedbackItem>(ENDPOINTS.feedbackSubmit.path, token, { content: 'The deposit page froze, photo and screenshot attached' }, files, 'PUT');
    expect(sent.status).toBe(200);

    const [storedPhoto, storedShot] = await storedImages(id);
    for (const stored of [storedPhoto!, storedShot!]) {
      const bytes = new Uint8Array(stored.bytes);
      const kept = text(bytes);
      expect(kept).not.toContain(TRAILER);
      expect(kept).not.toContain('Exif');
      expect(kept).not.toContain('PhoneMaker');
      expect(kept).not.toContain('secret note');
      expect(kept).not.toContain('home address');
      expect(stored.size).toBe(bytes.length);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
    expect(storedPhoto!.mime).toBe('image/jpeg');
    expect(await sharp(new Uint8Array(storedPhoto!.bytes)).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(storedShot!.mime).toBe('image/png');
    expect(await sharp(new Uint8Array(storedShot!.bytes)).metadata()).toMatchObject({ format: 'png', width: 32, height: 20 });
  });

  it('a file that only starts like an image is refused and nothing is kept', async () => {
    const { id, token } = await client.newMember();
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('<script>alert(1)</script>')]);
    const sent = await client.multipart(ENDPOINTS.feedbackSubmit.path, token, { content: 'A file that is not an image at all' }, { image1: [new Blob([fake]), 'x.jpg'] }, 'PUT');
    expect([sent.status, sent.body.success ? 'ok' : sent.body.errorCode]).toEqual([400, ERROR_CODE.uploadTypeNotAllowed]);
    expect(await storedImages(id)).toEqual([]);
  });
});
