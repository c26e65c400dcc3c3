import { CALENDAR_DATE_MAX, CALENDAR_DATE_MIN } from '@cabinet/shared';
import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Request bodies generated from the shared zod schemas, mixed with hostile values. The generator
 * reads the schema's structure (objects, unions, optional fields, enums, lengths, formats), so a
 * field added to a schema is fuzzed without touching the tests.
 *
 * Each body draws a hostility rate: at 0 every field gets a plausible value (which still holds
 * bidi marks, emoji, SQL and HTML: text the server must store as sent), above 0 that share of
 * the fields get an invalid one (NUL, lone surrogates, too long, wrong type, out of range), and
 * required fields may go missing. Bodies of both kinds therefore reach the database and the
 * validation.
 */

/** Text a law office may really type and the server must keep exactly: bidi marks, Arabic, emoji, SQL and HTML metacharacters. */
export const NASTY_VALID_STRINGS = [
  '\u200f',
  '\u200e\u202eevil\u202c',
  'مكتب المحاماة \u200f٣٤٥',
  '👩🏽‍⚖️ ⚖️ 🏛️',
  '\ufeffbom',
  'zero\u200bwidth',
  'e\u0301te\u0301',
  "'; drop table dossier; --",
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '%_\\',
  '"',
  '\\',
  'line\nbreak\r\ttab',
  '  padded  ',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-0',
  '١٢٣',
  '１２３',
] as const;

/** Text no field may hold: NUL (PostgreSQL refuses it), lone surrogates (not UTF-8), blank. */
export const INVALID_STRINGS = ['a\u0000b', '\u0000', '\ud800', 'x\udc00y', '   ', '', '2026-02-30', '0000-01-01', '1899-12-31', '2200-01-01', '9999-12-31', '10000-01-01', '2026-1-1', '1e308', '0x1F'] as const;

/** Values of the wrong type for almost any field. */
export const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, '', '123', [], [1, 'a'], {}, { nested: { deep: [null] } }];

/** Keys a client may add: prototype pollution, and fields the server alone may set. */
export const EXTRA_KEYS: [string, unknown][] = [
  ['__proto__', { polluted: 'yes' }],
  ['constructor', { prototype: { polluted: 'yes' } }],
  ['prototype', { polluted: 'yes' }],
  ['role', 'admin'],
  ['status', 'active'],
  ['id', 1],
  ['id_dossier', 1],
  ['created_by', 1],
  ['modified_at', '1970-01-01T00:00:00.000Z'],
  ['deleted_at', '2020-01-01'],
  ['search_text', 'forged'],
  ['password_hash', 'x'],
];

type AnySchema = z.ZodType & { _zod: { def: Record<string, unknown> } } & Record<string, unknown>;
/** A request body as an ordered list of entries, so that keys like `__proto__` travel as own keys. */
export type Entries = [string, unknown][];
/** A value still to be chosen: given the body's hostility rate (percent), the plausible or the invalid one. */
type Deferred = (rate: number) => unknown;

export interface GenerationOptions {
  /** Arbitraries for named fields (ids of existing records, …) used instead of the generated ones. */
  overrides?: Record<string, fc.Arbitrary<unknown>>;
}

/** Any day the API accepts (the bounds included); the days just past them are among the invalid strings. */
const isoDay = fc
  .date({ min: new Date(`${CALENDAR_DATE_MIN}T00:00:00Z`), max: new Date(`${CALENDAR_DATE_MAX}T00:00:00Z`), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const wrongType = fc.constantFrom(...WRONG_TYPES);

/** A leaf: a roll against the rate picks the plausible or the invalid value. */
function leaf(valid: fc.Arbitrary<unknown>, invalid: fc.Arbitrary<unknown>): fc.Arbitrary<Deferred> {
  return fc.tuple(fc.nat(99), valid, invalid).map(([roll, good, bad]) => (rate: number) => (roll < rate ? bad : good));
}
const fixed = (arbitrary: fc.Arbitrary<unknown>): fc.Arbitrary<Deferred> => arbitrary.map((value) => () => value);

function stringLeaf(schema: AnySchema): fc.Arbitrary<Deferred> {
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const format = schema.format as string | null | undefined;
  const checks = (schema._zod.def.checks as { _zod: { def: { pattern?: RegExp } } }[] | undefined) ?? [];
  const pattern = checks.map((c) => c._zod.def.pattern).find((p): p is RegExp => p instanceof RegExp);
  const lo = Math.max(min, 1);
  let valid: fc.Arbitrary<unknown>;
  if (format === 'date') valid = isoDay;
  else if (format === 'email') {
    const plain = fc.stringMatching(/^[a-z0-9_+-]{1,12}(\.[a-z0-9_'+-]{0,8}[a-z0-9])?@[a-z0-9]{1,10}(\.[a-z0-9-]{1,8})?\.[a-z]{2,6}$/);
    valid = fc.oneof(plain, plain.map((e) => ` ${e.toUpperCase()} `), fc.emailAddress()).filter((e) => e.trim().length <= max);
  }
  else if (pattern) valid = fc.stringMatching(new RegExp(pattern.source)).filter((s) => s.length >= min && s.length <= max);
  else {
    valid = fc.oneof(
      { arbitrary: fc.string({ minLength: lo, maxLength: Math.min(max, 40), unit: 'grapheme' }).filter((s) => s.trim().length >= min), weight: 3 },
      { arbitrary: fc.string({ minLength: lo, maxLength: Math.min(max, 20), unit: 'binary' }).filter((s) => s.trim().length >= min), weight: 2 },
      { arbitrary: fc.constantFrom(...NASTY_VALID_STRINGS).filter((s) => s.trim().length >= min && s.length <= max), weight: 3 },
      { arbitrary: fc.constant('x'.repeat(max)), weight: 1 },
    );
  }
  const invalid = fc.oneof(fc.constantFrom(...INVALID_STRINGS), fc.constantFrom('y'.repeat(max + 1), 'z'.repeat(100_000)), wrongType);
  return leaf(valid, invalid);
}

function numberLeaf(schema: AnySchema): fc.Arbitrary<Deferred> {
  const lo = typeof schema.minValue === 'number' && Number.isFinite(schema.minValue) ? schema.minValue : -1e6;
  const hi = typeof schema.maxValue === 'number' && Number.isFinite(schema.maxValue) ? schema.maxValue : 1e6;
  const valid = schema.isInt
    ? fc.integer({ min: Math.ceil(Math.max(lo, -(2 ** 31))), max: Math.floor(Math.min(hi, 2 ** 31)) })
    : fc.oneof(fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100), fc.double({ noNaN: true, noDefaultInfinity: true }));
  const invalid = fc.oneof(fc.constantFrom(lo - 1, hi + 1, 1.5, 2 ** 53, -(2 ** 53), 1e308), wrongType, fc.constantFrom(...INVALID_STRINGS));
  return leaf(valid, invalid);
}

function deferredFor(schema: z.ZodType, options: GenerationOptions): fc.Arbitrary<Deferred> {
  const s = schema as AnySchema;
  const def = s._zod.def;
  switch (def.type) {
    case 'string':
      return stringLeaf(s);
    case 'number':
      return numberLeaf(s);
    case 'boolean':
      return leaf(fc.boolean(), wrongType);
    case 'null':
      return fixed(fc.constant(null));
    case 'literal':
      return fixed(fc.constantFrom(...(def.values as unknown[])));
    case 'enum': {
      const values = Object.values(def.entries as Record<string, string>);
      const nearMisses = values.flatMap((v) => [v.toUpperCase(), ` ${v}`, `${v}\u0000`]);
      return leaf(fc.constantFrom(...values), fc.oneof(fc.constantFrom(...nearMisses, ''), wrongType));
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((o) => deferredFor(o, options)));
    case 'optional':
    case 'default':
      return deferredFor(def.innerType as z.ZodType, options);
    case 'nullable':
      return fc.oneof(fixed(fc.constant(null)), deferredFor(def.innerType as z.ZodType, options));
    case 'pipe': {
      // What the output accepts (a date, an email) is the plausible value; anything the input takes may be sent.
      const out = def.out as AnySchema;
      const from = deferredFor(def.in as z.ZodType, options);
      if (out._zod.def.type === 'transform') return from;
      return fc.tuple(deferredFor(out, options), from).map(([good, any]) => (rate: number) => (rate > 0 ? any(rate) : good(rate)));
    }
    case 'array':
      return fc.array(deferredFor(def.element as z.ZodType, options), { maxLength: 3 }).map((items) => (rate: number) => items.map((item) => item(rate)));
    case 'object':
      return deferredEntries(schema, options).map((entries) => (rate: number) => Object.fromEntries(entries(rate)));
    default:
      return fixed(fc.oneof(wrongType, fc.constantFrom(...INVALID_STRINGS)));
  }
}

function isOptional(schema: z.ZodType): boolean {
  const type = (schema as AnySchema)._zod.def.type;
  return type === 'optional' || type === 'default';
}

function deferredEntries(schema: z.ZodType, options: GenerationOptions): fc.Arbitrary<(rate: number) => Entries> {
  const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
  const fields = Object.entries(shape).map(([key, field]) => {
    const override = options.overrides?.[key];
    const value = override ? fixed(override) : deferredFor(field, options);
    const optional = isOptional(field);
    return fc.tuple(fc.nat(99), value).map(
      ([roll, v]) =>
        (rate: number): Entries => {
          // Optional fields come and go; a required one goes missing only in a hostile body.
          const present = optional ? roll < 55 : roll >= rate / 3;
          return present ? [[key, v(rate)]] : [];
        },
    );
  });
  const extras = fc.oneof({ arbitrary: fc.constant([] as Entries), weight: 8 }, { arbitrary: fc.subarray(EXTRA_KEYS, { minLength: 1, maxLength: 2 }), weight: 1 });
  // Pollution keys make the JSON parser refuse the body: only in hostile bodies, so that plausible ones get through.
  const polluting = new Set(['__proto__', 'constructor', 'prototype']);
  return fc
    .tuple(fc.tuple(...fields), extras)
    .map(([parts, extra]) => (rate: number) => [...parts.flatMap((part) => part(rate)), ...extra.filter(([key]) => rate > 0 || !polluting.has(key))]);
}

/** Any value the schema describes, plausible or not. */
export function arbitraryFor(schema: z.ZodType, options: GenerationOptions = {}): fc.Arbitrary<unknown> {
  return fc.tuple(fc.constantFrom(0, 0, 0, 0, 10, 40), deferredFor(schema, options)).map(([rate, value]) => value(rate));
}

/** A body for an object schema: its fields (each optional one present or not), sometimes a required one missing, sometimes extra keys. */
export function entriesFor(schema: z.ZodType, options: GenerationOptions = {}): fc.Arbitrary<Entries> {
  return fc.tuple(fc.constantFrom(0, 0, 0, 0, 10, 40), deferredEntries(schema, options)).map(([rate, entries]) => entries(rate));
}

/** JSON text of an entry list, keeping every key as written (`__proto__` included). */
export function toJson(entries: Entries): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}
