/**
 * Malformed inputs built from a registry schema: each takes a base input (fields that pass one by
 * one) and breaks it in one way. The result is a value to serialise in the call's encoding, or raw
 * JSON text for what a value cannot say (duplicate keys, prototype keys, broken JSON). Whether the
 * server must refuse it is decided afterwards against the schema (requests.ts), not assumed here.
 */
import type { z } from 'zod';
import type { Rng } from '../../../server/seed/prng';
import { accepts, fieldsOf, isRequired } from './schema';

export type Broken = { label: string; value: unknown } | { label: string; text: string };

/** Strings that break length limits or carry characters a naive handler chokes on. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  'e\u0301'.repeat(300),
  '𝕏'.repeat(300),
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00%ff',
  '${7*7}{{7*7}}',
  'x'.repeat(5_000),
];

/** A string past every field's limit and, at this size, past the 64 KB body limit too. */
export const OVERSIZED = 'y'.repeat(70_000);

const NUMBERS: unknown[] = [-1, -0, 0, 1.5, 0.001, 1e308, -1e308, 2 ** 53 + 1, 2 ** 31, Number.NaN, Number.POSITIVE_INFINITY, '12', '1e3', '0x10'];
const WRONG_TYPES: unknown[] = [12345, true, false, null, [], ['a', 'b'], {}, { nested: { deeper: [1] } }, '', 'not-a-value'];
const WHOLE_BODIES: unknown[] = [null, 12, 'text', true, [], [{}]];
const BAD_JSON = ['{', '{"a":', '{"a":1,}', "{'a':1}", '{"a":NaN}', '[1,2', '{"a":"\\x"}', 'nul', '{"a":1}}', '\u0000'];

type Fields = Record<string, unknown>;

/** The one field to break: a required one when there is any, so leaving it out also breaks the input. */
function pickField(schema: z.ZodType, rng: Rng): string | undefined {
  const names = Object.keys(fieldsOf(schema));
  if (!names.length) return undefined;
  const required = names.filter((name) => isRequired(fieldsOf(schema)[name]!));
  return rng.pick(required.length && rng.chance(0.6) ? required : names);
}

/** Sets `name` to the first candidate its field refuses, or undefined when it accepts them all. */
function refused(schema: z.ZodType, name: string, candidates: unknown[], rng: Rng): unknown {
  const field = fieldsOf(schema)[name]!;
  return rng.shuffle(candidates).find((candidate) => !accepts(field, candidate));
}

/** Other fields dressed in nasty strings, beside the one broken field (they never make it valid). */
function decorate(base: Fields, skip: string, rng: Rng): Fields {
  const out = { ...base };
  for (const name of Object.keys(out)) if (name !== skip && typeof out[name] === 'string' && rng.chance(0.3)) out[name] = rng.pick(NASTY_STRINGS);
  return out;
}

const MUTATORS: ((schema: z.ZodType, base: Fields, rng: Rng) => Broken | undefined)[] = [
  function missingRequired(schema, base, rng) {
    const required = Object.entries(fieldsOf(schema)).filter(([, field]) => isRequired(field));
    if (!required.length) return undefined;
    const [name] = rng.pick(required);
    const { [name]: _dropped, ...rest } = base;
    return { label: `missing ${name}`, value: rng.chance(0.5) ? decorate(rest, name, rng) : rest };
  },
  function wrongType(schema, base, rng) {
    const name = pickField(schema, rng);
    if (!name) return undefined;
    const value = refused(schema, name, WRONG_TYPES, rng);
    return value === undefined ? undefined : { label: `${name} wrong type`, value: { ...decorate(base, name, rng), [name]: value } };
  },
  function nastyString(schema, base, rng) {
    const name = pickField(schema, rng);
    if (!name) return undefined;
    const value = refused(schema, name, [...NASTY_STRINGS, 'z'.repeat(rng.int(65, 9_000))], rng);
    return value === undefined ? undefined : { label: `${name} nasty string`, value: { ...base, [name]: value } };
  },
  function oversized(schema, base, rng) {
    const name = pickField(schema, rng) ?? 'blob';
    return { label: `${name} oversized`, value: { ...base, [name]: OVERSIZED } };
  },
  function badNumber(schema, base, rng) {
    const name = pickField(schema, rng);
    if (!name) return undefined;
    const value = refused(schema, name, NUMBERS, rng);
    return value === undefined ? undefined : { label: `${name} bad number ${String(value)}`, value: { ...base, [name]: value } };
  },
  function arrayForObject(_schema, base, rng) {
    return rng.chance(0.5) ? { label: 'array for the object', value: [base] } : { label: 'not an object', value: rng.pick(WHOLE_BODIES) };
  },
  function prototypeKeys(schema, base, rng) {
    // A body that is refused anyway, carrying keys that would pollute a merge into a plain object.
    const broken = MUTATORS[rng.int(0, 1)]!(schema, base, rng) ?? { label: '', value: { ...base, __fuzz: 1 } };
    const inner = 'value' in broken ? JSON.stringify(broken.value) : broken.text;
    if (!inner?.startsWith('{')) return undefined;
    const poison = '"__proto__":{"polluted":"yes","isOperator":true},"constructor":{"prototype":{"polluted":"yes"}}';
    return { label: `prototype keys + ${broken.label}`, text: inner === '{}' ? `{${poison}}` : `{${poison},${inner.slice(1)}` };
  },
  function duplicateKeys(schema, base, rng) {
    // The valid value first, the refused one last: JSON.parse keeps the last, so must the server.
    const name = pickField(schema, rng);
    if (!name || !(name in base)) return undefined;
    const bad = refused(schema, name, WRONG_TYPES, rng);
    if (bad === undefined) return undefined;
    const inner = JSON.stringify(base);
    return { label: `duplicate ${name}`, text: `${inner.slice(0, -1)},${JSON.stringify(name)}:${JSON.stringify(bad) ?? 'null'}}` };
  },
  function badJson(_schema, _base, rng) {
    return { label: 'malformed JSON', text: rng.pick(BAD_JSON) };
  },
  function emptyBody() {
    return { label: 'empty body', text: '' };
  },
];

export const MUTATOR_COUNT = MUTATORS.length;

/** The `index`-th way of breaking the input (callers cycle through them so each is tried). */
export function breakInput(index: number, schema: z.ZodType, base: Fields, rng: Rng): Broken | undefined {
  return MUTATORS[index % MUTATORS.length]!(schema, base, rng);
}
