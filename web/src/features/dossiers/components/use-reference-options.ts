import { nameIn } from '@cabinet/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceOptionsQuery } from '../../../api/reference-options';
import { notifyError } from '../../../lib/notify';
import { toOptions, type Option } from '../lib/select-options';

export interface ReferenceOptions {
  tribunals: Option[] | undefined;
  caseTypes: Option[] | undefined;
  isPending: boolean;
}

/**
 * Tribunals and office case types for the selects, ordered by label in the user's language.
 * A failure is said once, with the screen's own message (the seed has one per screen).
 */
export function useReferenceOptions(errorMessage: string): ReferenceOptions {
  const { i18n } = useTranslation();
  const tribunals = useQuery(referenceOptionsQuery('tribunals'));
  const caseTypes = useQuery(referenceOptionsQuery('case-types'));
  const error = tribunals.error ?? caseTypes.error;
  useEffect(() => {
    if (error) notifyError(errorMessage, error);
  }, [error, errorMessage]);
  const lang = i18n.language;
  const tribunalOptions = useMemo(
    () =>
      tribunals.data
        ? toOptions(
            tribunals.data.items,
            (x) => x.id_tribunal,
            (x) => nameIn(x.nom, x.nom_ar, lang),
            lang,
          )
        : undefined,
    [tribunals.data, lang],
  );
  const caseTypeOptions = useMemo(
    () =>
      caseTypes.data
        ? toOptions(
            caseTypes.data.items,
            (x) => x.id_type_affaire_bureau,
            (x) => x.libelle,
            lang,
          )
        : undefined,
    [caseTypes.data, lang],
  );
  return { tribunals: tribunalOptions, caseTypes: caseTypeOptions, isPending: tribunals.isPending || caseTypes.isPending };
}
