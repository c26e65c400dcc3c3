import type { Dossier } from '@cabinet/shared';

/** A dossier as the API returns it, every optional field empty; a test names only what it is about. */
export function aDossier(fields: Partial<Dossier> = {}): Dossier {
  return {
    id_dossier: 1,
    ref_dossier_bureau: 1001,
    date_inscription_bureau: '2026-03-02',
    fk_type_affaire_bureau: null,
    type_affaire_bureau_libelle: null,
    fk_tribunal: null,
    tribunal_nom: null,
    montant_dette: null,
    date_accident: null,
    num_police: null,
    nom_responsable_civil: null,
    accusation: null,
    matricule_vehicule: null,
    num_plainte_police: null,
    num_plainte_tribunal: null,
    num_dossier_tribunal: null,
    num_pv_police: null,
    num_pv_tribunal: null,
    num_dossier_tribunal_a: null,
    num_dossier_tribunal_c: null,
    num_dossier_tribunal_n: null,
    num_dossier_tribunal_e: null,
    num_instrument_a: null,
    num_instrument_c: null,
    fk_responsible: null,
    last_action_date: null,
    created_at: '2026-01-01T00:00:00Z',
    created_by: 1,
    modified_at: '2026-01-01T00:00:00Z',
    modified_by: 1,
    version: 1,
    ...fields,
  };
}
