import { columnsOf, LEGACY_AUTHOR_COLUMNS, RECORD_COLUMNS } from '../../db/columns';
import type { Database } from '../../db/schema';
import type { ReferenceTable } from './reference.definition';

/** The columns the generic reference repository reads, per table. */
export const REFERENCE_COLUMNS: { [T in ReferenceTable]: readonly (keyof Database[T] & string)[] } = {
  expert: columnsOf<Database['expert']>()(['id_expert', 'nom', 'specialite', 'tel', 'email', 'adresse', 'fk_type_expertise', 'search_text', ...RECORD_COLUMNS, ...LEGACY_AUTHOR_COLUMNS]),
  tribunal: columnsOf<Database['tribunal']>()(['id_tribunal', 'nom', 'ville', 'adresse', 'telephone', ...RECORD_COLUMNS, ...LEGACY_AUTHOR_COLUMNS]),
  type_action: columnsOf<Database['type_action']>()(['id_type_action', 'libelle', 'description', 'effect', 'dossier_field', ...RECORD_COLUMNS, ...LEGACY_AUTHOR_COLUMNS, 'label_en', 'label_fr', 'label_ar', 'code']),
  type_expertise: columnsOf<Database['type_expertise']>()(['id_type_expertise', 'libelle', 'description', ...RECORD_COLUMNS, ...LEGACY_AUTHOR_COLUMNS]),
  type_affaire_bureau: columnsOf<Database['type_affaire_bureau']>()(['id_type_affaire_bureau', 'libelle', 'description', ...RECORD_COLUMNS, ...LEGACY_AUTHOR_COLUMNS]),
};
