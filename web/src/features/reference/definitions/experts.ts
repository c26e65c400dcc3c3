import { expertCreateBody, LIMITS } from '@cabinet/shared';
import { defineReference } from './reference-definition';
import { ARABIC_NAME_FIELD, nameColumn } from './arabic-name';

export const expertDefinition = defineReference('experts', {
  columns: [
    nameColumn,
    { key: 'specialite', labelKey: 'fields.specialite' },
    { key: 'tel', labelKey: 'fields.tel' },
    { key: 'email', labelKey: 'fields.email' },
    { key: 'type_expertise_libelle', labelKey: 'fields.fk_type_expertise' },
    { key: 'adresse', labelKey: 'fields.adresse', hiddenByDefault: true },
  ],
  fields: [
    { name: 'nom', kind: 'text', labelKey: 'fields.nom', required: true, maxLength: LIMITS.shortText },
    ARABIC_NAME_FIELD,
    { name: 'specialite', kind: 'text', labelKey: 'fields.specialite', required: true, maxLength: LIMITS.shortText },
    { name: 'tel', kind: 'tel', labelKey: 'fields.tel', maxLength: LIMITS.shortText },
    { name: 'email', kind: 'email', labelKey: 'fields.email', maxLength: LIMITS.shortText },
    { name: 'adresse', kind: 'textarea', labelKey: 'fields.adresse', maxLength: LIMITS.mediumText },
    { name: 'fk_type_expertise', kind: 'expertise-type', labelKey: 'fields.fk_type_expertise', labelFrom: 'type_expertise_libelle' },
  ],
  schema: expertCreateBody,
});
