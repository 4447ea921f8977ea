/**
 * The fuzz's requests, built from the endpoint registry: for every entry, malformed inputs from
 * its schemas in its encoding, under every kind of caller, plus wrong credentials, wrong methods
 * and garbage path parameters. Each request is refused by construction — its input fails the
 * entry's schema as the server will read it, or its caller may not make the call, or no such call
 * or object exists — so answering it must change nothing. Candidates that would pass are dropped
 * (and counted), never sent.
 */
import type { z } from 'zod';
import { ENDPOINTS, methodsOf, type EndpointSpec } from '../../../src/api/endpoints';
import { ENCRYPTION_HEADER, SEALED_BODY_CONTENT_TYPE } from '../../../src/api/sealed-body';
import type { Rng } from '../../../server/seed/prng';
import { breakInput, MUTATOR_COUNT, NASTY_STRINGS, type Broken } from './mutations';
import { accepts, fieldsOf, kindOf, sampleFile, sampleFileBytes, validBase } from './schema';
import { jsonBody, multipartBody, queryOf, sealedParse, sealRaw, urlencodedBody, type Parsed, type WireBody } from './wire';

export interface Credentials {
  member: string;
  trial: string;
  /** A member token that has been logged out. */
  revoked: string;
  play: string;
  operatorKey: string;
  /** The server's sealing key (registerSettings.encryptionPublicKey). */
  publicKey: string;
}

/** Why the request must be refused. */
export type Reason = 'input' | 'credentials' | 'method' | 'path' | 'unknown id' | 'bad file' | 'wrong secret';

export interface FuzzRequest {
  entry: string;
  reason: Reason;
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

export interface BuildStats {
  /** Candidates dropped because the schema would accept them as the server reads them. */
  dropped: number;
}

type Caller = 'none' | 'junk' | 'member' | 'trial' | 'revoked' | 'play' | 'operator' | 'wrongOperator' | 'operatorAsToken';

/** Callers the entry lets through to its validation (so a malformed input reaches the schema). */
const ADMITTED: Record<EndpointSpec['access'], Caller[]> = {
  public: ['none', 'member', 'trial', 'junk'],
  member: ['member', 'member', 'trial'],
  player: ['play'],
  operator: ['operator'],
};

/** Callers the entry refuses whatever they send. */
const REFUSED: Record<EndpointSpec['access'], Caller[]> = {
  public: [],
  member: ['none', 'junk', 'revoked', 'operatorAsToken', 'play'],
  player: ['none', 'junk', 'member'],
  operator: ['none', 'wrongOperator', 'member', 'operatorAsToken'],
};

const JUNK_TOKENS = ['junk', 'Bearer ', 'a'.repeat(64), 'Bearer ' + 'A'.repeat(43), '\u00ff\u00fe', 'null', 'Bearer undefined'];
const GARBAGE_PARAMS = ['-1', '0', '99999999999999999999', 'NaN', '1.5', '%00', '..%2F..%2Fetc', '𝕏𝕏𝕏', 'x'.repeat(600), "'%20OR%201=1", '__proto__', 'constructor'];
const ALL_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

function callerHeaders(caller: Caller, creds: Credentials, rng: Rng): Record<string, string> {
  const bearer = (token: string) => ({ Authorization: rng.chance(0.8) ? `Bearer ${token}` : token });
  switch (caller) {
    case 'none':
      return {};
    case 'junk':
      return { Authorization: rng.pick(JUNK_TOKENS) };
    case 'member':
      return bearer(creds.member);
    case 'trial':
      return bearer(creds.trial);
    case 'revoked':
      return bearer(creds.revoked);
    case 'play':
      return bearer(creds.play);
    case 'operator':
      return { 'X-Operator-Key': creds.operatorKey };
    case 'wrongOperator':
      return { 'X-Operator-Key': rng.pick(['', 'wrong', `${creds.operatorKey}x`, creds.operatorKey.toUpperCase()]) };
    case 'operatorAsToken':
      return bearer(creds.operatorKey);
  }
}

const refusedInput = (schema: z.ZodType, parsed: Parsed) => parsed === 'malformed' || !accepts(schema, parsed.input);

/** A version-4-shaped UUID from the seeded generator, so a run is the same every time. */
function uuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

const idempotencyKey = (rng: Rng) => rng.pick([uuid(rng), uuid(rng), 'not-a-uuid', 'x'.repeat(300), '\u00e9']);

/** A broken input in a JSON call: mostly a JSON content type, sometimes another (then read as {}). */
function jsonWire(broken: Broken, rng: Rng): WireBody {
  const text = 'text' in broken ? broken.text : (JSON.stringify(broken.value) ?? '');
  const contentType = rng.chance(0.85)
    ? rng.pick(['application/json', 'application/json; charset=utf-8', 'application/merge-patch+json'])
    : rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=zz', '']);
  return jsonBody(text, contentType);
}

function formWire(broken: Broken, rng: Rng, multipart: boolean): WireBody {
  if ('text' in broken) {
    // JSON where a form is expected: read as no fields at all.
    return rng.chance(0.5) || multipart ? jsonBody(broken.text, 'application/json') : { ...urlencodedBody({}), body: broken.text, parsed: parsedUrlencoded(broken.text) };
  }
  return multipart ? multipartBody(broken.value) : urlencodedBody(broken.value);
}

function parsedUrlencoded(text: string): Parsed {
  const form: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of new URLSearchParams(text)) {
    if (!name.endsWith('[]')) form[name] = value;
    else form[name] = [...((form[name] as unknown[] | undefined) ?? []), value];
  }
  return { input: form };
}

/** Sealed bodies that never open: no header, junk header or body, a tampered or cut ciphertext. */
function garbageSealed(rng: Rng, creds: Credentials): { label: string; headers: Record<string, string>; body: string } {
  const real = sealRaw('{"username":"demo","password":"x"}', creds.publicKey);
  const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
  const variants: { label: string; headers: Record<string, string>; body: string }[] = [
    { label: 'plain JSON, no Encryption header', headers: {}, body: '{"username":"demo","password":"demo1234"}' },
    { label: 'junk Encryption header', headers: { [ENCRYPTION_HEADER]: rng.pick(['!!', 'QUJD', 'x'.repeat(2000), ' ']) }, body: real.body },
    { label: 'junk sealed body', headers: { [ENCRYPTION_HEADER]: real.header }, body: rng.pick(['', 'not base64!', 'QUJD', 'A'.repeat(40)]) },
    { label: 'tampered ciphertext', headers: { [ENCRYPTION_HEADER]: real.header }, body: flip(real.body, rng.int(0, real.body.length - 3)) },
    { label: 'cut ciphertext', headers: { [ENCRYPTION_HEADER]: real.header }, body: real.body.slice(0, rng.int(4, real.body.length - 4)).replace(/=+$/, '') },
    { label: 'wrong key', headers: { [ENCRYPTION_HEADER]: flip(real.header, 10) }, body: real.body },
  ];
  return rng.pick(variants);
}

/** Methods no entry mounts on this path. */
function unmountedMethods(path: string): string[] {
  const mounted = new Set(Object.values(ENDPOINTS as Record<string, EndpointSpec>).filter((e) => e.path === path).flatMap(methodsOf));
  // HEAD follows GET in Hono; leave it out.
  return ALL_METHODS.filter((method) => !mounted.has(method as never));
}

/** encodeURIComponent that turns a lone surrogate into U+FFFD instead of throwing, as URLSearchParams does. */
const encode = (text: string) => encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const fillGarbage = (path: string, rng: Rng) => path.replace(/:([A-Za-z_]\w*)/g, () => rng.pick(GARBAGE_PARAMS));
const hasParams = (path: string) => /:[A-Za-z_]/.test(path);

/** Fields that name a stored object by its id (a chat's `upToId` is a bound, not a name). */
const ID_FIELD = /^(id|.*Id)$/;
const NOT_NAMES = new Set(['upToId', 'clientId', 'roundId']);

/** The base with every id field set to the largest id its schema takes (none exists); undefined when the result is not valid. */
function unknownIds(schema: z.ZodType, base: Record<string, unknown>, forForm: boolean): Record<string, unknown> | undefined {
  const fields = fieldsOf(schema);
  const names = Object.keys(fields).filter((name) => ID_FIELD.test(name) && !NOT_NAMES.has(name));
  if (!names.length) return undefined;
  const named = { ...base };
  for (const name of names) {
    const id = [2 ** 31, 2 ** 31 - 1, 999_999_999].map((n) => (forForm ? String(n) : n)).find((n) => accepts(fields[name]!, n));
    if (id === undefined) return undefined;
    named[name] = id;
  }
  return accepts(schema, named) ? named : undefined;
}

/** Headers the middleware reads before any call (compression, ETags, CORS, language, merchant), garbled. */
const JUNK_HEADERS: Record<string, string[]> = {
  'Accept-Encoding': ['gzip;q=abc', 'br;q=-1, *;q=2', 'x'.repeat(2000), 'identity;q=0, *;q=0'],
  'If-None-Match': ['*', 'W/"', '"' + 'a'.repeat(500) + '"', ','],
  Origin: ['null', 'http://evil.example', 'http://127.0.0.1.evil.example', '\u00ff'],
  'Accept-Language': ['*;q=x', 'zz-ZZZZZZZZZ', 'en;q=1e309', ''],
  Merchant: ['', "' OR 1=1", 'x'.repeat(300)],
  'X-Forwarded-For': ['1.2.3.4, 5.6.7.8', 'not-an-ip', '::1', ''],
  Range: ['bytes=0-0', 'bytes=-1', 'lines=1-2'],
};

function junkHeaders(rng: Rng): Record<string, string> {
  const headers: Record<string, string> = {};
  if (!rng.chance(0.3)) return headers;
  for (const [name, values] of Object.entries(JUNK_HEADERS)) if (rng.chance(0.3)) headers[name] = rng.pick(values);
  return headers;
}

/**
 * Account fields no request can get right by chance: a captcha never issued, a code never sent, a
 * password that is not the member's, a name that is taken. Only the fields the schema has.
 */
function wrongSecrets(schema: z.ZodType, rng: Rng): Record<string, unknown> {
  const wrong: Record<string, unknown> = {
    type: 'username',
    username: 'demo',
    password: rng.pick(['wrong-Pass-123', 'Demo1234', ' ']),
    captcha: rng.pick(['zzzz', '0000']),
    captchaId: rng.pick(['no-such-captcha', uuid(rng)]),
    verificationCode: rng.pick(['000000', '999999', '12']),
    mobileNum: '1700000000',
    countryDialingCode: '+880',
    firebaseIdToken: rng.chance(0.5) ? 'not.a.jwt' : '',
  };
  const fields = fieldsOf(schema);
  return Object.fromEntries(Object.entries(wrong).filter(([name, value]) => name in fields && accepts(fields[name]!, value)));
}

/** A file no upload takes: its bytes are not a PNG or JPEG whatever it is called, or it is too large. */
function badFile(rng: Rng): { label: string; file: File } {
  const variants = [
    () => ({ label: 'file: script named .png', file: new File(['<script>alert(1)</script>'], 'receipt.png', { type: 'image/png' }) }),
    () => ({ label: 'file: empty', file: new File([], 'receipt.jpg', { type: 'image/jpeg' }) }),
    () => ({ label: 'file: svg', file: new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'r.svg', { type: 'image/svg+xml' }) }),
    () => {
      const bytes = new Uint8Array(5 * 1024 * 1024 + 1);
      bytes.set(sampleFileBytes);
      return { label: 'file: PNG past 5 MB', file: new File([bytes], 'big.png', { type: 'image/png' }) };
    },
  ];
  return rng.pick(variants)();
}

export function buildRequests(rng: Rng, creds: Credentials, rounds: number, stats: BuildStats): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (const [name, entry] of Object.entries(ENDPOINTS as Record<string, EndpointSpec>)) {
    const push = (reason: Reason, label: string, method: string, url: string, headers: Record<string, string>, body?: string | FormData) =>
      requests.push({ entry: name, reason, label, method, url, headers: { ...junkHeaders(rng), ...headers }, body });
    const admitted = (extra: Record<string, string> = {}) => ({ ...callerHeaders(rng.pick(ADMITTED[entry.access]), creds, rng), ...extra });
    const keyHeaders = (): Record<string, string> =>
      entry.money || (entry.idempotent && rng.chance(0.5)) ? { 'Idempotency-Key': idempotencyKey(rng) } : {};

    // A method nobody mounts on this path: no such call.
    for (const method of unmountedMethods(entry.path).slice(0, 3)) {
      push('method', 'unmounted method', method, fillGarbage(entry.path, rng), admitted(), method === 'GET' ? undefined : '{}');
    }

    // Path parameters naming nothing that exists.
    if (hasParams(entry.path)) {
      for (let i = 0; i < rounds * 4; i++) push('path', 'garbage path parameter', rng.pick(methodsOf(entry)), fillGarbage(entry.path, rng), admitted());
    }

    const bodySchema = entry.body;
    const querySchema = entry.query;

    // Callers the entry refuses, with an input it would otherwise take.
    for (const caller of REFUSED[entry.access]) {
      for (let i = 0; i < 2; i++) {
        const method = rng.pick(methodsOf(entry));
        const search = querySchema ? queryOf(validBase(querySchema, rng, true)).search : '';
        const base = bodySchema ? validBase(bodySchema, rng, entry.encoding !== 'json') : undefined;
        const wire = base === undefined ? undefined : entry.encoding === 'multipart' ? multipartBody(base) : entry.encoding === 'form' ? urlencodedBody(base) : jsonBody(JSON.stringify(base), 'application/json');
        const headers = { ...callerHeaders(caller, creds, rng), ...keyHeaders(), ...(wire?.contentType ? { 'Content-Type': wire.contentType } : {}) };
        push('credentials', `caller ${caller}`, method, fillGarbage(entry.path, rng) + search, headers, wire?.body);
      }
    }

    // A money call without its Idempotency-Key, from its own member.
    if (entry.money && bodySchema) {
      const base = validBase(bodySchema, rng, entry.encoding !== 'json');
      const wire = entry.encoding === 'multipart' ? multipartBody(base) : jsonBody(JSON.stringify(base), 'application/json');
      push('credentials', 'money call without Idempotency-Key', entry.method, entry.path, { ...callerHeaders('member', creds, rng), ...(wire.contentType ? { 'Content-Type': wire.contentType } : {}) }, wire.body);
    }

    if (querySchema) {
      for (let i = 0; i < rounds * MUTATOR_COUNT; i++) {
        const broken = breakInput(i, querySchema, validBase(querySchema, rng, true), rng);
        if (!broken) continue;
        // Raw JSON text has no query form: it becomes a parameter name of its own.
        const { search, parsed } = 'text' in broken ? queryOf({}, encode(broken.text)) : queryOf(broken.value, rng.chance(0.1) ? 'zz=%E0%A4%A' : '');
        if (!refusedInput(querySchema, parsed)) {
          stats.dropped++;
          continue;
        }
        push('input', `query ${broken.label}`, rng.pick(methodsOf(entry)), fillGarbage(entry.path, rng) + search, { ...admitted(), ...keyHeaders() });
      }
    }

    if (bodySchema && entry.encoding) {
      const forForm = entry.encoding === 'form' || entry.encoding === 'multipart';
      for (let i = 0; i < rounds * MUTATOR_COUNT; i++) {
        const broken = breakInput(i, bodySchema, validBase(bodySchema, rng, forForm), rng);
        if (!broken) continue;
        let wire: WireBody;
        const extra: Record<string, string> = {};
        if (entry.encoding === 'sealed') {
          const text = 'text' in broken ? broken.text : (JSON.stringify(broken.value) ?? '');
          const sealed = sealRaw(text, creds.publicKey);
          extra[ENCRYPTION_HEADER] = sealed.header;
          wire = { contentType: SEALED_BODY_CONTENT_TYPE, body: sealed.body, parsed: sealedParse(text) };
        } else if (entry.encoding === 'json') wire = jsonWire(broken, rng);
        else wire = formWire(broken, rng, entry.encoding === 'multipart');
        if (!refusedInput(bodySchema, wire.parsed)) {
          stats.dropped++;
          continue;
        }
        if (wire.contentType !== undefined) extra['Content-Type'] = wire.contentType;
        push('input', `${entry.encoding} ${broken.label}`, rng.pick(methodsOf(entry)), fillGarbage(entry.path, rng), { ...admitted(), ...keyHeaders(), ...extra }, wire.body);
      }
      if (entry.encoding === 'sealed') {
        for (let i = 0; i < rounds * 4; i++) {
          const garbage = garbageSealed(rng, creds);
          push('input', `sealed ${garbage.label}`, rng.pick(methodsOf(entry)), entry.path, { ...admitted(), 'Content-Type': SEALED_BODY_CONTENT_TYPE, ...garbage.headers }, garbage.body);
        }
      }
    }

    // A well-formed write naming an object that does not exist: refused by the handler itself.
    if (bodySchema && entry.encoding && entry.encoding !== 'sealed' && entry.method !== 'GET') {
      for (let i = 0; i < rounds; i++) {
        const forForm = entry.encoding === 'form' || entry.encoding === 'multipart';
        const named = unknownIds(bodySchema, validBase(bodySchema, rng, forForm), forForm);
        if (!named) break;
        const wire = entry.encoding === 'multipart' ? multipartBody(named) : entry.encoding === 'form' ? urlencodedBody(named) : jsonBody(JSON.stringify(named), 'application/json');
        const headers = { ...admitted(), ...(entry.money ? { 'Idempotency-Key': uuid(rng) } : {}), ...(wire.contentType ? { 'Content-Type': wire.contentType } : {}) };
        push('unknown id', `unknown ${Object.keys(named).filter((k) => ID_FIELD.test(k)).join(', ')}`, rng.pick(methodsOf(entry)), entry.path, headers, wire.body);
      }
    }

    // Well-formed sealed calls with a wrong password, code or captcha, or a name already taken.
    if (bodySchema && entry.encoding === 'sealed') {
      for (let i = 0; i < rounds; i++) {
        const secrets = wrongSecrets(bodySchema, rng);
        const named = { ...validBase(bodySchema, rng, false), ...secrets };
        if (!accepts(bodySchema, named)) continue;
        const sealed = sealRaw(JSON.stringify(named), creds.publicKey);
        push('wrong secret', `sealed ${Object.keys(secrets).join(', ')}`, rng.pick(methodsOf(entry)), entry.path, {
          ...admitted(),
          'Content-Type': SEALED_BODY_CONTENT_TYPE,
          [ENCRYPTION_HEADER]: sealed.header,
        }, sealed.body);
      }
    }

    // Well-formed multipart calls whose files are not images, or past the 5 MB a file may have.
    if (bodySchema && entry.encoding === 'multipart') {
      const fileFields = Object.entries(fieldsOf(bodySchema)).filter(([, field]) => kindOf(field) === 'custom' && accepts(field, sampleFile())).map(([name]) => name);
      for (let i = 0; i < rounds && fileFields.length; i++) {
        const base = validBase(bodySchema, rng, true);
        const bad = badFile(rng);
        const present = fileFields.filter((name) => base[name] instanceof File);
        for (const name of present.length ? present : [fileFields[0]!]) base[name] = bad.file;
        if (!accepts(bodySchema, base)) continue;
        const wire = multipartBody(base);
        push('bad file', bad.label, rng.pick(methodsOf(entry)), entry.path, { ...admitted(), ...(entry.money ? { 'Idempotency-Key': uuid(rng) } : {}) }, wire.body);
      }
    }

    // Members and operators: a few more refused callers with junk in the query, for entries without input.
    if (!bodySchema && !querySchema && entry.access !== 'public') {
      for (let i = 0; i < rounds * 2; i++) {
        const caller = rng.pick(REFUSED[entry.access]);
        const junk = `?${rng.pick(['token', 'id', 'pageNo'])}=${encode(rng.pick(NASTY_STRINGS).slice(0, 200))}`;
        push('credentials', `caller ${caller} + junk query`, rng.pick(methodsOf(entry)), fillGarbage(entry.path, rng) + junk, callerHeaders(caller, creds, rng));
      }
    }
  }
  return requests;
}
