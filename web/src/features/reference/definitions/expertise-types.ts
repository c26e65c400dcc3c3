import { expertiseTypeCreateBody, REFERENCE_RESOURCES } from '@cabinet/shared';
import type { ReferenceDefinition } from './reference-definition';
import { TYPE_COLUMNS, TYPE_FIELDS } from './type-fields';

export const expertiseTypeDefinition: ReferenceDefinition = {
  resource: 'expertise-types',
  base: 'type_expertise',
  idField: REFERENCE_RESOURCES['expertise-types'].idField,
  labelField: REFERENCE_RESOURCES['expertise-types'].labelField,
  columns: TYPE_COLUMNS,
  fields: TYPE_FIELDS,
  schema: expertiseTypeCreateBody,
};
