import { actionTypeDefinition } from './action-types';
import { caseTypeDefinition } from './case-types';
import { expertDefinition } from './experts';
import { expertiseTypeDefinition } from './expertise-types';
import type { ReferenceBase, ReferenceDefinition } from './reference-definition';
import { tribunalDefinition } from './tribunals';

export const REFERENCE_DEFINITIONS: Record<ReferenceBase, ReferenceDefinition> = {
  expert: expertDefinition,
  tribunal: tribunalDefinition,
  type_action: actionTypeDefinition,
  type_expertise: expertiseTypeDefinition,
  type_affaire_bureau: caseTypeDefinition,
};

/** The list a path belongs to, from its first segment (`/type_action/modify/3` → action types). */
export function definitionForPath(pathname: string): ReferenceDefinition | null {
  const base = pathname.split('/')[1] ?? '';
  return Object.hasOwn(REFERENCE_DEFINITIONS, base) ? REFERENCE_DEFINITIONS[base as ReferenceBase] : null;
}
