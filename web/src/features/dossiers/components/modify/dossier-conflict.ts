import type { ConflictDifference } from '../../../../components/conflict-alert';
import type { Option } from '../../lib/select-options';
import type { DossierFormField, DossierFormValues } from '../form/dossier-form-values';

/** The fields where what someone else saved differs from what this form holds. */
export function dossierDifferences(
  theirs: DossierFormValues,
  mine: DossierFormValues,
  label: (field: DossierFormField) => string,
  show: { notSet: string; tribunals?: Option[]; caseTypes?: Option[] },
): ConflictDifference[] {
  const display = (field: DossierFormField, value: string | null): string => {
    if (!value) return show.notSet;
    if (field === 'fk_tribunal') return show.tribunals?.find((o) => o.value === value)?.label ?? `#${value}`;
    if (field === 'fk_type_affaire_bureau') return show.caseTypes?.find((o) => o.value === value)?.label ?? `#${value}`;
    return value;
  };
  return (Object.keys(mine) as DossierFormField[])
    .filter((field) => (theirs[field] ?? '').trim() !== (mine[field] ?? '').trim())
    .map((field) => ({ field, label: label(field), theirs: display(field, theirs[field]), mine: display(field, mine[field]) }));
}
