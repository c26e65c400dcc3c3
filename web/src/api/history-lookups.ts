import { actionTypeName } from '../lib/action-type-name';
import { useReferenceOptions } from './reference-options';

/** id → label for each list an action's history names by id (empty until loaded; the history then shows `#id`). */
export function useHistoryNames(enabled: boolean, lang: string) {
  const types = useReferenceOptions('action-types', enabled);
  const expertiseTypes = useReferenceOptions('expertise-types', enabled);
  const experts = useReferenceOptions('experts', enabled);
  return {
    fk_type_action: new Map((types.data?.items ?? []).map((x) => [x.id_type_action, actionTypeName(x, lang)])),
    'expertise.fk_type_expertise': new Map((expertiseTypes.data?.items ?? []).map((x) => [x.id_type_expertise, x.libelle])),
    'expertise.fk_expert': new Map((experts.data?.items ?? []).map((x) => [x.id_expert, x.nom])),
  };
}
