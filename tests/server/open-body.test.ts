import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openBody, UnsealError } from '../../server/lib/open-body';
import { base64ToBytes, bytesToBase64, sealBody } from '../../src/api/sealed-body';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

describe('sealed bodies: client seal (WebCrypto) → server open (node:crypto)', () => {
  it('round-trips a JSON payload, unicode included', async () => {
    const payload = { username: 'demo', password: 'pässwörd 密码 ✓', captcha: '1234', nested: { n: 1 } };
    const { body, encryptionHeader } = await sealBody(payload, spki);
    expect(JSON.parse(openBody(privateKey, encryptionHeader, body))).toEqual(payload);
  });

  it('accepts a PEM public key too', async () => {
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const { body, encryptionHeader } = await sealBody({ a: 1 }, pem);
    expect(openBody(privateKey, encryptionHeader, body)).toBe('{"a":1}');
  });

  it('seals each body with a fresh key and iv', async () => {
    const [a, b] = [await sealBody({ a: 1 }, spki), await sealBody({ a: 1 }, spki)];
    expect(a.body).not.toBe(b.body);
    expect(a.encryptionHeader).not.toBe(b.encryptionHeader);
  });

  it('refuses a tampered body (GCM tag)', async () => {
    const { body, encryptionHeader } = await sealBody({ amount: 1 }, spki);
    const bytes = base64ToBytes(body);
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(() => openBody(privateKey, encryptionHeader, bytesToBase64(bytes))).toThrow(UnsealError);
  });

  it('refuses a key wrapped for another server', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const { body, encryptionHeader } = await sealBody({ a: 1 }, other);
    expect(() => openBody(privateKey, encryptionHeader, body)).toThrow(UnsealError);
  });

  it.each([
    ['not base64', '!!!', 'AAAA'],
    ['a short body', null, 'AAAA'],
    ['an empty header', '', null],
  ])('refuses %s', async (_label, header, body) => {
    const sealed = await sealBody({ a: 1 }, spki);
    expect(() => openBody(privateKey, header ?? sealed.encryptionHeader, body ?? sealed.body)).toThrow(UnsealError);
  });
});
