import { nameIn, type ActionType } from '@cabinet/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useReferenceOptions } from '../../../api/reference-options';
import { notifyError } from '../../../lib/notify';
import { actionTypeName } from '../../../lib/action-type-name';

export interface Option {
  value: string;
  label: string;
}

const byLabel = (lang: string) => (a: Option, b: Option) => a.label.localeCompare(b.label, lang, { sensitivity: 'base' });

export interface OptionGroup {
  group: string;
  items: Option[];
}

export interface ActionOptions {
  /** The action types as data: each says its effect (none, expertise, or which dossier field it fills). */
  types: ActionType[];
  typeOptions: Option[];
  expertiseTypeOptions: Option[];
  expertOptions: Option[];
  /** The experts of the chosen expertise type first (in their own group), then every other one. */
  expertsFor: (expertiseTypeId: string | null | undefined, groups: { matching: string; others: string }) => Option[] | OptionGroup[];
  typesPending: boolean;
}

/** The selects of the action forms, ordered by label; a failed load is said once with the screen's message. */
export function useActionOptions(errorMessage: string): ActionOptions {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const types = useReferenceOptions('action-types');
  const expertiseTypes = useReferenceOptions('expertise-types');
  const experts = useReferenceOptions('experts');
  const error = types.error ?? expertiseTypes.error ?? experts.error;
  useEffect(() => {
    if (error) notifyError(errorMessage, error);
  }, [error, errorMessage]);

  return useMemo(() => {
    const sorted = byLabel(lang);
    const typeItems = types.data?.items ?? [];
    const expertItems = experts.data?.items ?? [];
    const expertOption = (x: (typeof expertItems)[number]) => ({
      value: String(x.id_expert),
      label: x.specialite ? `${nameIn(x.nom, x.nom_ar, lang)} (${x.specialite})` : nameIn(x.nom, x.nom_ar, lang),
    });
    const expertOptions = expertItems.map(expertOption).sort(sorted);
    const expertsFor: ActionOptions['expertsFor'] = (expertiseTypeId, groups) => {
      const matching = new Set(
        expertItems.filter((x) => expertiseTypeId && String(x.fk_type_expertise) === expertiseTypeId).map((x) => String(x.id_expert)),
      );
      if (matching.size === 0) return expertOptions;
      return [
        { group: groups.matching, items: expertOptions.filter((o) => matching.has(o.value)) },
        { group: groups.others, items: expertOptions.filter((o) => !matching.has(o.value)) },
      ].filter((g) => g.items.length > 0);
    };
    return {
      types: typeItems,
      typeOptions: typeItems.map((x) => ({ value: String(x.id_type_action), label: actionTypeName(x, lang) })).sort(sorted),
      expertiseTypeOptions: (expertiseTypes.data?.items ?? [])
        .map((x) => ({ value: String(x.id_type_expertise), label: x.libelle }))
        .sort(sorted),
      expertOptions,
      expertsFor,
      typesPending: types.isPending,
    };
  }, [types.data, types.isPending, expertiseTypes.data, experts.data, lang]);
}
