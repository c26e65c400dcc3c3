import { LIMITS } from '@cabinet/shared';
import { Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { LengthCounter } from '../../../components/length-counter';
import type { TypeEffect } from './action-form-values';

interface ContentFieldProps<V extends TypeEffect & { contenu: string }> {
  form: UseFormReturnType<V>;
  minRows: number;
  maxRows: number;
}

/** The action's content and its length; optional for an expertise, whose details say what happened. */
export function ContentField<V extends TypeEffect & { contenu: string }>({ form, minRows, maxRows }: ContentFieldProps<V>) {
  const { t } = useTranslation('actions');
  const { effect, contenu } = form.getValues() as TypeEffect & { contenu: string };
  return (
    <>
      <Textarea
        label={t('fields.contenu')}
        required={effect !== 'expertise'}
        description={effect === 'expertise' ? t('add.contentOptional') : undefined}
        autosize
        minRows={minRows}
        maxRows={maxRows}
        {...form.getInputProps('contenu')}
      />
      <LengthCounter value={contenu} max={LIMITS.longText} />
    </>
  );
}
