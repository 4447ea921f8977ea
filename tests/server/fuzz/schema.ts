/**
 * Just enough of a registry schema's structure (zod 4 definitions) to build requests from it: the
 * fields of an object body or query, whether each is required, and a value each accepts. Whatever
 * the fuzz builds is judged by the schema itself (`accepts`), so a guess here that is wrong only
 * costs a candidate, never lets a valid request through.
 */
import type { z } from 'zod';
import type { Rng } from '../../../server/seed/prng';

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: z.ZodType[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

export const accepts = (schema: z.ZodType, value: unknown): boolean => schema.safeParse(value).success;

/** The schema under optional, nullable, default and the input side of a pipe (transforms). */
export function core(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
  return current;
}

/** The fields of an object schema (after unwrapping); {} for anything else. */
export function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  return defOf(core(schema)).shape ?? {};
}

export const isRequired = (field: z.ZodType) => !accepts(field, undefined);

/** The kind of value a field takes at its core: what a "wrong type" is measured against. */
export function kindOf(field: z.ZodType): string {
  return defOf(core(field)).type;
}

/** The PNG signature: enough for a file to pass as an image by its first bytes. */
export const sampleFileBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A file a multipart field may carry: a tiny PNG-looking blob. */
export const sampleFile = () => new File([sampleFileBytes], 'receipt.png', { type: 'image/png' });

/** Values that commonly satisfy the registry's fields: tried in turn until the field accepts one. */
const POOL: unknown[] = [
  'abc',
  '1',
  '10',
  '100',
  'demo',
  'en',
  'RNG',
  '2024-01-15',
  '+880',
  '1711111111',
  'someone@example.com',
  'A1',
  'true',
  'Abcdef12!',
  '123456',
  1,
  10,
  100,
  0,
  true,
  false,
  [1],
  ['1'],
];

/** Literal values a field names (enums, literals, unions of them). */
function literalsOf(field: z.ZodType): unknown[] {
  const def = defOf(core(field));
  if (def.entries) return Object.values(def.entries);
  if (def.values) return def.values;
  if (def.options) return def.options.flatMap(literalsOf);
  return [];
}

/** A value the field accepts, or undefined when none of the pool fits (the fuzz then leaves it out). */
export function validValue(field: z.ZodType, rng: Rng, forForm: boolean): unknown {
  if (kindOf(field) === 'custom' && accepts(field, sampleFile())) return sampleFile();
  const candidates = [...literalsOf(field), ...rng.shuffle(POOL)];
  for (const candidate of candidates) {
    const value = forForm && typeof candidate !== 'string' ? String(candidate) : candidate;
    if (accepts(field, value)) return value;
  }
  return undefined;
}

/** A base input whose fields each pass on their own (the whole may still fail a cross-field rule). */
export function validBase(schema: z.ZodType, rng: Rng, forForm: boolean): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fieldsOf(schema))) {
    // Optional fields are sometimes left out, as clients do.
    if (!isRequired(field) && rng.chance(0.3)) continue;
    const value = validValue(field, rng, forForm);
    if (value !== undefined) base[name] = value;
  }
  return base;
}
