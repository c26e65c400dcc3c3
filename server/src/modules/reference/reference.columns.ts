import { columnsOf } from '../../db/columns';
import type { Database } from '../../db/schema';
import type { ReferenceTable } from './reference.definition';

const AUDIT = ['created_at', 'created_by', 'modified_at', 'modified_by', 'version', 'created_by_name', 'modified_by_name'] as const;

/** The columns the generic reference repository reads, per table. */
export const REFERENCE_COLUMNS: { [T in ReferenceTable]: readonly (keyof Database[T] & string)[] } = {
  expert: columnsOf<Database['expert']>()(['id_expert', 'nom', 'specialite', 'tel', 'email', 'adresse', 'fk_type_expertise', 'search_text', ...AUDIT]),
  tribunal: columnsOf<Database['tribunal']>()(['id_tribunal', 'nom', 'ville', 'adresse', 'telephone', ...AUDIT]),
  type_action: columnsOf<Database['type_action']>()(['id_type_action', 'libelle', 'description', 'effect', 'dossier_field', ...AUDIT]),
  type_expertise: columnsOf<Database['type_expertise']>()(['id_type_expertise', 'libelle', 'description', ...AUDIT]),
  type_affaire_bureau: columnsOf<Database['type_affaire_bureau']>()(['id_type_affaire_bureau', 'libelle', 'description', ...AUDIT]),
};
