import { DOSSIER_NUMBER_FIELDS } from '@cabinet/shared';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChoiceProps } from './choice-props';

/** One of the eight tribunal-number fields of a dossier, by its translated name. */
export function DossierFieldSelect({ label, name, value, error, onChange }: ChoiceProps) {
  const { t, i18n } = useTranslation('reference');
  const options = useMemo(() => {
    const collator = new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true });
    return DOSSIER_NUMBER_FIELDS.map((field) => ({ value: field, label: t(`dossiers:fields.${field}`) })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [t, i18n.language]);
  return (
    <Select
      label={label}
      name={name}
      description={t('form.dossierFieldHint')}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      placeholder={t('form.choose')}
      required
      allowDeselect={false}
    />
  );
}
