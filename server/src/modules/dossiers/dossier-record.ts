import { DOSSIER_SEARCH_FIELDS, DOSSIER_TEXT_FIELDS, type Dossier, type DossierPatchBody } from '@cabinet/shared';
import type { Updateable } from 'kysely';
import { searchTextOf } from '../../db/legacy-stages';
import type { DossierRow, DossierTable } from '../../db/schema';
import { fromCents, toCents } from '../../lib/money';

export type DossierWithNames = DossierRow & { tribunal_nom: string | null; tribunal_nom_ar: string | null; type_affaire_bureau_libelle: string | null };

/** The columns a list of dossiers reads: what the API shows of a dossier, and its client's name when the query reads it too. */
export type DossierListRow = Omit<
  DossierWithNames,
  'search_text' | 'deleted_at' | 'deleted_by' | 'created_by_name' | 'modified_by_name' | 'ref_duplicate_kept'
> & {
  client_name?: string | null;
};

/** The one mapping of a dossier row to the API. */
export function toDossier(row: DossierListRow): Dossier {
  const text = {} as Record<(typeof DOSSIER_TEXT_FIELDS)[number], string | null>;
  for (const field of DOSSIER_TEXT_FIELDS) text[field] = row[field];
  return {
    id_dossier: row.id_dossier,
    ref_dossier_bureau: row.ref_dossier_bureau,
    date_inscription_bureau: row.date_inscription_bureau,
    fk_type_affaire_bureau: row.fk_type_affaire_bureau,
    type_affaire_bureau_libelle: row.type_affaire_bureau_libelle,
    fk_tribunal: row.fk_tribunal,
    tribunal_nom: row.tribunal_nom,
    tribunal_nom_ar: row.tribunal_nom_ar,
    montant_dette: fromCents(row.montant_dette),
    date_accident: row.date_accident,
    fk_responsible: row.fk_responsible,
    ...text,
    last_action_date: row.last_action_date,
    to_review: row.to_review === 1,
    created_at: row.created_at,
    created_by: row.created_by,
    modified_at: row.modified_at,
    modified_by: row.modified_by,
    version: row.version,
  };
}

export type DossierValues = Updateable<DossierTable>;

/** Body fields to column values: only the fields sent, money in cents. */
export function dossierValues(body: Omit<DossierPatchBody, 'version'>): DossierValues {
  const values: DossierValues = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    (values as Record<string, unknown>)[key] =
      key === 'montant_dette' ? toCents(value as string | null) : key === 'to_review' ? (value ? 1 : 0) : value;
  }
  return values;
}

/**
 * The folded text search looks into, kept in dossier.search_text: the searched fields, the names
 * of the dossier's parties, then its levels' numbers both ways round and national numbers
 * (`courtNumberSearchTerms`). The recipe is db/legacy-stages.ts's, which bulk paths share.
 */
export function dossierSearchText(
  record: Partial<Record<(typeof DOSSIER_SEARCH_FIELDS)[number], string | null | undefined>>,
  partyNames: readonly string[] = [],
  stageTerms: readonly string[] = [],
): string {
  return searchTextOf(record, partyNames, stageTerms);
}

/** The business fields as the audit log shows them (money as a decimal string). */
export function auditableDossier(row: DossierRow): Record<string, unknown> {
  const { id_dossier: _id, search_text: _s, last_action_date: _l, deleted_at: _d, deleted_by: _b, montant_dette, ...rest } = row;
  return { ...rest, montant_dette: fromCents(montant_dette) };
}
