import { useQuery } from '@tanstack/react-query';
import { referenceListQuery } from './list-references';

/** One query per list, for this feature's dropdowns and screens. */
export const expertsQuery = referenceListQuery('experts');
export const tribunalsQuery = referenceListQuery('tribunals');
export const actionTypesQuery = referenceListQuery('action-types');
export const expertiseTypesQuery = referenceListQuery('expertise-types');
export const caseTypesQuery = referenceListQuery('case-types');

export const useExperts = () => useQuery(expertsQuery);
export const useTribunals = () => useQuery(tribunalsQuery);
export const useActionTypes = () => useQuery(actionTypesQuery);
export const useExpertiseTypes = () => useQuery(expertiseTypesQuery);
export const useCaseTypes = () => useQuery(caseTypesQuery);
