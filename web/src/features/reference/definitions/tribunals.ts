import { LIMITS, REFERENCE_RESOURCES, tribunalCreateBody } from '@cabinet/shared';
import type { ReferenceDefinition } from './reference-definition';

export const tribunalDefinition: ReferenceDefinition = {
  resource: 'tribunals',
  base: 'tribunal',
  idField: REFERENCE_RESOURCES.tribunals.idField,
  labelField: REFERENCE_RESOURCES.tribunals.labelField,
  columns: [
    { key: 'nom', labelKey: 'fields.nom' },
    { key: 'ville', labelKey: 'fields.ville' },
    { key: 'adresse', labelKey: 'fields.adresse', hiddenByDefault: true },
    { key: 'telephone', labelKey: 'fields.telephone', hiddenByDefault: true },
  ],
  fields: [
    { name: 'nom', kind: 'text', labelKey: 'fields.nom', required: true, maxLength: LIMITS.shortText },
    { name: 'ville', kind: 'text', labelKey: 'fields.ville', required: true, maxLength: LIMITS.shortText },
    { name: 'adresse', kind: 'textarea', labelKey: 'fields.adresse', maxLength: LIMITS.mediumText },
    { name: 'telephone', kind: 'tel', labelKey: 'fields.telephone', maxLength: LIMITS.shortText },
  ],
  schema: tribunalCreateBody,
};
