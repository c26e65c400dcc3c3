import { caseTypeCreateBody, REFERENCE_RESOURCES } from '@cabinet/shared';
import type { ReferenceDefinition } from './reference-definition';
import { TYPE_COLUMNS, TYPE_FIELDS } from './type-fields';

export const caseTypeDefinition: ReferenceDefinition = {
  resource: 'case-types',
  base: 'type_affaire_bureau',
  idField: REFERENCE_RESOURCES['case-types'].idField,
  labelField: REFERENCE_RESOURCES['case-types'].labelField,
  columns: TYPE_COLUMNS,
  fields: TYPE_FIELDS,
  schema: caseTypeCreateBody,
};
