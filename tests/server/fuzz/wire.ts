/**
 * Serialising a broken input in a call's encoding, and predicting what the server's parsers make
 * of it (server/lib/body.ts, multipart.ts, open-body.ts, query.ts): the prediction is what the
 * schema is asked about, so "refused by construction" means refused for what the server reads.
 */
import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { getQueryParams } from 'hono/utils/url';
import { spkiBytes } from '../../../src/api/sealed-body';

/** What a parser makes of the request: an input for the schema, or "malformed" (always refused). */
export type Parsed = { input: unknown } | 'malformed';

export interface WireBody {
  contentType?: string;
  body?: string | FormData;
  parsed: Parsed;
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

function textOf(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Form fields the way a browser form sends them: arrays as `name[]`, the rest as text (files kept). */
export function formEntries(value: unknown): [string, string | File][] {
  if (value === null || typeof value !== 'object') return [['value', textOf(value)]];
  const entries: [string, string | File][] = [];
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined) continue;
    if (Array.isArray(field)) for (const item of field) entries.push([`${name}[]`, textOf(item)]);
    else entries.push([name, field instanceof File ? field : textOf(field)]);
  }
  return entries;
}

/** Hono's parseBody without `all`: the last value of a name wins, `name[]` collects an array. */
function formObject(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const form: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of entries) {
    if (!name.endsWith('[]')) form[name] = value;
    else form[name] = [...((form[name] as unknown[] | undefined) ?? []), value];
  }
  return form;
}

export function jsonBody(text: string, contentType: string): WireBody {
  if (!JSON_TYPE.test(contentType.split(';')[0]!.trim())) return { contentType, body: text, parsed: { input: {} } };
  try {
    return { contentType, body: text, parsed: { input: JSON.parse(text) as unknown } };
  } catch {
    return { contentType, body: text, parsed: 'malformed' };
  }
}

export function urlencodedBody(value: unknown): WireBody {
  const search = new URLSearchParams();
  for (const [name, field] of formEntries(value)) search.append(name, typeof field === 'string' ? field : field.name);
  return { contentType: 'application/x-www-form-urlencoded', body: search.toString(), parsed: { input: formObject(search.entries()) } };
}

export function multipartBody(value: unknown): WireBody {
  const form = new FormData();
  const entries = formEntries(value);
  for (const [name, field] of entries) form.append(name, field);
  // FormData sets its own multipart content type with the boundary.
  return { body: form, parsed: { input: formObject(entries) } };
}

/** A query string for a broken input, and what the server's query validator reads from it. */
export function queryOf(value: unknown, extra = ''): { search: string; parsed: Parsed } {
  const search = new URLSearchParams();
  for (const [name, field] of formEntries(value)) search.append(name.replace(/\[\]$/, ''), typeof field === 'string' ? field : field.name);
  const text = [search.toString(), extra].filter(Boolean).join('&');
  const queries = getQueryParams(`http://fuzz.invalid/?${text}`) as Record<string, string[]>;
  const present = Object.entries(queries)
    .map(([name, values]) => [name, values.length === 1 ? values[0] : values] as const)
    .filter(([, field]) => field !== '');
  return { search: text ? `?${text}` : '', parsed: { input: Object.fromEntries(present) } };
}

/** Seals raw text the way src/api/sealed-body.ts seals JSON, so the text inside can be anything. */
export function sealRaw(text: string, publicKey: string): { body: string; header: string } {
  const key = createPublicKey({ key: Buffer.from(spkiBytes(publicKey)), format: 'der', type: 'spki' });
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const sealed = Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const header = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return { body: sealed.toString('base64'), header: header.toString('base64') };
}

/** The JSON text inside a sealed body, and what the server makes of it once opened. */
export function sealedParse(text: string): Parsed {
  try {
    return { input: JSON.parse(text) as unknown };
  } catch {
    return 'malformed';
  }
}
