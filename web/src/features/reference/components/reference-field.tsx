import { Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition } from '../definitions/reference-definition';
import { DossierFieldSelect } from './dossier-field-select';
import { EffectRadios } from './effect-radios';
import { ExpertiseTypeSelect } from './expertise-type-select';
import type { ChoiceProps } from './choice-props';
import type { ReferenceFormApi } from './use-reference-form';

/** One input of the generic form, by the field's kind. */
export function ReferenceField({ field, form }: { field: FieldDefinition; form: ReferenceFormApi }) {
  const { t } = useTranslation('reference');
  const label = t(field.labelKey);
  const choice: ChoiceProps = {
    label,
    name: field.name,
    value: form.values[field.name] ?? '',
    error: form.errors[field.name],
    onChange: (value: string) => form.setFieldValue(field.name, value),
  };
  switch (field.kind) {
    case 'expertise-type':
      return <ExpertiseTypeSelect {...choice} />;
    case 'effect':
      return <EffectRadios {...choice} />;
    case 'dossier-field':
      return <DossierFieldSelect {...choice} />;
    case 'textarea':
      return (
        <Textarea
          label={label}
          name={field.name}
          required={field.required}
          maxLength={field.maxLength}
          autosize
          minRows={2}
          maxRows={8}
          {...form.getInputProps(field.name)}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          name={field.name}
          type={field.kind}
          description={field.descriptionKey ? t(field.descriptionKey) : undefined}
          dir={field.lang === 'ar' ? 'rtl' : field.kind === 'text' ? undefined : 'ltr'}
          lang={field.lang}
          autoComplete="off"
          required={field.required}
          maxLength={field.maxLength}
          {...form.getInputProps(field.name)}
        />
      );
  }
}
