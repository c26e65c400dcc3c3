import {
  actionCreateBody,
  actionTypeCreateBody,
  calendarDayBody,
  caseTypeCreateBody,
  dossierCreateBody,
  expertCreateBody,
  expertiseInput,
  expertiseTypeCreateBody,
  optionalText,
  partyCreateBody,
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
  dossier: dossierCreateBody.extend({ accusation: legacyLongText, date_inscription_bureau: z.string().nullable() }),
  /** Actions: a long content is kept, and an old action may have none whatever its type (the API asks for one unless it is an expertise). */
  action: actionCreateBody.omit({ expertise: true, dossier_field_value: true }).extend({ contenu: legacyLongText }),
  expertise: expertiseInput.extend({ contenu: legacyLongText }),
} as const;

const DOSSIER_FIELDS = Object.keys(LEGACY_EXCEPTIONS.dossier.shape);

/** The value a form would send for a stored one. */
const money = (cents: unknown) => (typeof cents === 'number' ? fromCents(cents) : null);
const pick = (row: DbRow, fields: string[]) => Object.fromEntries(fields.map((f) => [f, row[f] ?? null]));
const typeFields = ['libelle', 'description'];
const labelsOf = (row: DbRow) => ({ en: row.label_en ?? null, fr: row.label_fr ?? null, ar: row.label_ar ?? null });

/** Each table's row as the API's create body would hold it, with the schema it passes. */
const CHECKS: Record<string, { schema: z.ZodType; input: (row: DbRow) => unknown }> = {
  type_expertise: { schema: expertiseTypeCreateBody, input: (row) => pick(row, typeFields) },
  type_affaire_bureau: { schema: caseTypeCreateBody, input: (row) => pick(row, typeFields) },
  type_action: {
    schema: actionTypeCreateBody,
    input: (row) => ({ ...pick(row, [...typeFields, 'effect', 'dossier_field']), labels: labelsOf(row) }),
  },
  tribunal: { schema: LEGACY_EXCEPTIONS.tribunal, input: (row) => pick(row, ['nom', 'ville', 'adresse', 'telephone']) },
  expert: {
    schema: LEGACY_EXCEPTIONS.expert,
    input: (row) => pick(row, ['nom', 'specialite', 'tel', 'email', 'adresse', 'fk_type_expertise']),
  },
  dossier: {
    schema: LEGACY_EXCEPTIONS.dossier,
    input: (row) => ({ ...pick(row, DOSSIER_FIELDS), montant_dette: money(row.montant_dette) }),
  },
  action: {
    schema: LEGACY_EXCEPTIONS.action,
    input: (row) => pick(row, ['date_action', 'fk_type_action', 'contenu', 'date_prochaine', 'fk_assignee']),
  },
  expertise: {
    schema: LEGACY_EXCEPTIONS.expertise,
    input: (row) => ({ ...pick(row, ['fk_type_expertise', 'fk_expert', 'contenu']), frais: money(row.frais) }),
  },
  party: {
    schema: partyCreateBody,
    input: (row) => pick(row, ['kind', 'name', 'name_ar', 'national_id', 'phone', 'email', 'address', 'note']),
  },
  calendar_day: {
    schema: calendarDayBody.extend({ working: z.number() }),
    input: (row) => pick(row, ['date', 'working', 'label']),
  },
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

/** Why the API would refuse the row; empty when it would take it. */
export function apiReasons(table: string, row: DbRow): string[] {
  const check = CHECKS[table];
  if (!check) return [];
  const input = check.input(row);
  const result = check.schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => reasonOf(issue, input));
}
