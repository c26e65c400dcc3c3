import { caseTypeCreateBody } from '@cabinet/shared';
import { defineTypeList } from './type-fields';

export const caseTypeDefinition = defineTypeList('case-types', caseTypeCreateBody);
