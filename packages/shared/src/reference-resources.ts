// The reference lists' names and paths, without zod: the web app's entry builds its routes from
// them (the sign-in page loads no schema).
/** The five reference lists: API path segment → how the list is identified, shown and searched. */
export const REFERENCE_RESOURCES = {
  experts: {
    webPath: 'expert',
    entity: 'expert',
    idField: 'id_expert',
    labelField: 'nom',
    columns: ['nom', 'specialite', 'tel', 'email', 'type_expertise_libelle'],
  },
  tribunals: { webPath: 'tribunal', entity: 'tribunal', idField: 'id_tribunal', labelField: 'nom', columns: ['nom', 'ville'] },
  'action-types': {
    webPath: 'type_action',
    entity: 'type_action',
    idField: 'id_type_action',
    labelField: 'libelle',
    columns: ['libelle', 'description', 'effect'],
  },
  'expertise-types': {
    webPath: 'type_expertise',
    entity: 'type_expertise',
    idField: 'id_type_expertise',
    labelField: 'libelle',
    columns: ['libelle', 'description'],
  },
  'case-types': {
    webPath: 'type_affaire_bureau',
    entity: 'type_affaire_bureau',
    idField: 'id_type_affaire_bureau',
    labelField: 'libelle',
    columns: ['libelle', 'description'],
  },
} as const;
export type ReferenceResource = keyof typeof REFERENCE_RESOURCES;
export const REFERENCE_RESOURCE_NAMES = Object.keys(REFERENCE_RESOURCES) as ReferenceResource[];
