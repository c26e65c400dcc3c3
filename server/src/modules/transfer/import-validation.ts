import {
  actionCreateBody,
  actionTypeCreateBody,
  CALENDAR_KINDS,
  calendarDayFields,
  caseTypeCreateBody,
  dossierCreateBody,
  entryCreateBody,
  expertCreateBody,
  expertiseInput,
  expertiseTypeCreateBody,
  invoiceCreateBody,
  lineInput,
  optionalText,
  partyCreateBody,
  stageCreateBody,
  tribunalCreateBody,
  TOO_LONG,
} from '@cabinet/shared';
import { z } from 'zod';
import { fromCents } from '../../lib/money';
import type { DbRow } from './transfer-columns';

/**
 * Every imported row passes the API's own checks (the shared schemas a form's values pass:
 * lengths, formats, ranges), so nothing comes in that Cabinet would refuse when typed. The old
 * system's history differs from today's rules in a few ways, and these are the only exceptions,
 * all declared here:
 */

/** Long texts typed in the old system (an accusation, an action's content) were not limited: kept up to this many characters. */
export const LEGACY_LONG_TEXT_MAX = 200_000;
const legacyLongText = optionalText(LEGACY_LONG_TEXT_MAX);

export const LEGACY_EXCEPTIONS = {
  /** The old system never saved a tribunal's city nor an expert's speciality: they come in empty, to be filled in. */
  tribunal: tribunalCreateBody.extend({ ville: optionalText() }),
  expert: expertCreateBody.extend({ specialite: optionalText() }),
  /**
   * Dossiers: a long accusation is kept; a missing registration date is checked by the import
   * itself (refused, or left unknown with --allow-unknown-dates); a duplicate reference too.
   */
  dossier: dossierCreateBody.extend({ accusation: legacyLongText, date_inscription_bureau: z.string().nullable().optional() }),
  /** Actions: a long content is kept, and an old action may have none whatever its type (the API asks for one unless it is an expertise). */
  action: actionCreateBody.omit({ expertise: true, dossier_field_value: true }).extend({ contenu: legacyLongText }),
  expertise: expertiseInput.extend({ contenu: legacyLongText }),
  /** A level made from an old number field keeps the field's whole text as typed (migration 029), as its filing reference does. */
  stage: stageCreateBody.omit({ notification_type_id: true }).extend({ file_raw: legacyLongText, filing_ref: legacyLongText }),
} as const;

const STAGE_FIELDS = Object.keys(LEGACY_EXCEPTIONS.stage.shape).filter((f) => f !== 'amount_awarded');

const DOSSIER_FIELDS = Object.keys(LEGACY_EXCEPTIONS.dossier.shape);

/** The value a form would send for a stored one. */
const money = (cents: unknown) => (typeof cents === 'number' ? fromCents(cents) : null);
/**
 * The row's values a form would send: an empty one is left out (the schemas take a missing field
 * as empty; leaving it out spares checking, for each of a million rows, fields that hold nothing).
 */
function pick(row: DbRow, fields: string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) if (row[field] !== null && row[field] !== undefined) input[field] = row[field];
  return input;
}
const typeFields = ['libelle', 'description'];
const labelsOf = (row: DbRow) => pick(row, ['label_en', 'label_fr', 'label_ar']);

/** Each table's row as the API's create body would hold it, with the schema it passes. */
const CHECKS: Record<string, { schema: z.ZodType; input: (row: DbRow) => unknown }> = {
  type_expertise: { schema: expertiseTypeCreateBody, input: (row) => pick(row, typeFields) },
  type_affaire_bureau: { schema: caseTypeCreateBody, input: (row) => pick(row, typeFields) },
  type_action: {
    schema: actionTypeCreateBody,
    input: (row) => {
      const labels = labelsOf(row);
      return {
        ...pick(row, [...typeFields, 'effect', 'dossier_field']),
        labels: { en: labels.label_en, fr: labels.label_fr, ar: labels.label_ar },
      };
    },
  },
  tribunal: { schema: LEGACY_EXCEPTIONS.tribunal, input: (row) => pick(row, ['nom', 'ville', 'adresse', 'telephone']) },
  expert: {
    schema: LEGACY_EXCEPTIONS.expert,
    input: (row) => pick(row, ['nom', 'specialite', 'tel', 'email', 'adresse', 'fk_type_expertise']),
  },
  dossier: {
    schema: LEGACY_EXCEPTIONS.dossier,
    input: (row) => ({ ...pick(row, DOSSIER_FIELDS), ...(row.montant_dette == null ? {} : { montant_dette: money(row.montant_dette) }) }),
  },
  action: {
    schema: LEGACY_EXCEPTIONS.action,
    input: (row) => pick(row, ['date_action', 'fk_type_action', 'contenu', 'date_prochaine', 'fk_assignee', 'hearing_time', 'room']),
  },
  expertise: {
    schema: LEGACY_EXCEPTIONS.expertise,
    input: (row) => ({
      ...pick(row, ['fk_type_expertise', 'fk_expert', 'contenu']),
      ...(row.frais == null ? {} : { frais: money(row.frais) }),
    }),
  },
  party: {
    schema: partyCreateBody,
    input: (row) => pick(row, ['kind', 'name', 'name_ar', 'national_id', 'phone', 'email', 'address', 'note', 'language']),
  },
  stage: {
    schema: LEGACY_EXCEPTIONS.stage,
    input: (row) => ({
      ...pick(row, STAGE_FIELDS),
      ...(row.amount_awarded == null ? {} : { amount_awarded: money(row.amount_awarded) }),
    }),
  },
  calendar_day: {
    schema: calendarDayFields.extend({ working: z.number() }),
    input: (row) => pick(row, ['date', 'working', 'label']),
  },
  calendar_entry: {
    // Stored entries include the days an upgrade left to sort, a kind the API does not take.
    schema: calendarDayFields.extend({ kind: z.enum(CALENDAR_KINDS) }),
    input: (row) => pick(row, ['date', 'kind', 'label', 'country', 'source', 'replaces']),
  },
  // The money's texts and dates as a form takes them (its amounts are checked by money-tables.ts).
  money_entry: {
    schema: entryCreateBody.pick({ date: true, label: true, reference: true }),
    input: (row) => pick(row, ['date', 'label', 'reference']),
  },
  invoice: {
    schema: invoiceCreateBody.pick({ issue_date: true, due_date: true, note: true }),
    input: (row) => pick(row, ['issue_date', 'due_date', 'note']),
  },
  invoice_line: { schema: lineInput.pick({ label: true }), input: (row) => pick(row, ['label']) },
};

/** A column's name: the issue's path, the way the report names columns (`labels.fr` is `label_fr`). */
const columnOf = (path: PropertyKey[]) =>
  path[0] === 'labels' && typeof path[1] === 'string' ? `label_${path[1]}` : path.map(String).join('.');

function reasonOf(issue: z.core.$ZodIssue, input: unknown): string {
  const column = columnOf(issue.path);
  const value = issue.path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    input,
  );
  if (issue.code === 'too_big' && typeof value === 'string')
    return `${column} is too long (${value.length} characters; at most ${String(issue.maximum)}, as the API allows)`;
  if (issue.message === TOO_LONG && typeof value === 'string') return `${column} is too long (${value.length} characters)`;
  return `${column}: ${issue.message}`;
}

const reasonsOf = (schema: z.ZodType, input: unknown): string[] => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => reasonOf(issue, input));
};

/** Short values (ids, dates, amounts) recur across a table's rows: each is checked once per field. */
const MEMO_VALUE_LENGTH = 24;
const MEMO_SIZE = 50_000;

/**
 * A plain object schema (no rule across its fields) checks each field on its own, so a field's
 * value is checked by the field's schema exactly as the object would check it; what a million
 * actions repeat (their dates and types) is checked once. Other schemas check the whole row.
 */
function checkerOf(schema: z.ZodType): (input: Record<string, unknown>) => string[] {
  if (!(schema instanceof z.ZodObject)) return (input) => reasonsOf(schema, input);
  const shape = schema.shape as Record<string, z.ZodType>;
  const fields = Object.keys(shape);
  const memo = new Map<string, string[]>();
  return (input) => {
    const reasons: string[] = [];
    for (const field of fields) {
      const value = input[field];
      const short = value === undefined || typeof value === 'number' || (typeof value === 'string' && value.length <= MEMO_VALUE_LENGTH);
      const key = short ? `${field}\u0000${typeof value}\u0000${String(value)}` : null;
      let found = key === null ? undefined : memo.get(key);
      if (!found) {
        const result = shape[field]!.safeParse(value);
        // Each issue named by the field, as the object would name it.
        found = result.success
          ? []
          : result.error.issues.map((issue) => reasonOf({ ...issue, path: [field, ...issue.path] }, { [field]: value }));
        if (key !== null && memo.size < MEMO_SIZE) memo.set(key, found);
      }
      reasons.push(...found);
    }
    return reasons;
  };
}

const CHECKERS = new Map(Object.entries(CHECKS).map(([table, check]) => [table, { input: check.input, check: checkerOf(check.schema) }]));

/** Why the API would refuse the row; empty when it would take it. */
export function apiReasons(table: string, row: DbRow): string[] {
  const checker = CHECKERS.get(table);
  return checker ? checker.check(checker.input(row) as Record<string, unknown>) : [];
}
