import { expertiseTypeCreateBody } from '@cabinet/shared';
import { defineTypeList } from './type-fields';

export const expertiseTypeDefinition = defineTypeList('expertise-types', expertiseTypeCreateBody);
