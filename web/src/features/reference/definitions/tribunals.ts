import { LIMITS, tribunalCreateBody } from '@cabinet/shared';
import { defineReference } from './reference-definition';
import { ARABIC_NAME_FIELD, nameColumn } from './arabic-name';

export const tribunalDefinition = defineReference('tribunals', {
  columns: [
    nameColumn,
    { key: 'ville', labelKey: 'fields.ville' },
    { key: 'adresse', labelKey: 'fields.adresse', hiddenByDefault: true },
    { key: 'telephone', labelKey: 'fields.telephone', hiddenByDefault: true },
  ],
  fields: [
    { name: 'nom', kind: 'text', labelKey: 'fields.nom', required: true, maxLength: LIMITS.shortText },
    ARABIC_NAME_FIELD,
    { name: 'ville', kind: 'text', labelKey: 'fields.ville', required: true, maxLength: LIMITS.shortText },
    { name: 'adresse', kind: 'textarea', labelKey: 'fields.adresse', maxLength: LIMITS.mediumText },
    { name: 'telephone', kind: 'tel', labelKey: 'fields.telephone', maxLength: LIMITS.shortText },
  ],
  schema: tribunalCreateBody,
});
