import { LIMITS } from '@cabinet/shared';
import { Fieldset, Select, SimpleGrid, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MoneyField } from '../../../components/money-field';
import { useCurrency } from '../../../api/public-settings';
import type { ExpertiseFormValues } from './action-form-values';
import type { ActionOptions } from './use-action-options';
import { LengthCounter } from '../../../components/length-counter';

/** The expertise details of an expertise action: type, expert, fees and findings. */
export function ExpertiseFields<V extends { expertise: ExpertiseFormValues }>({
  form,
  options,
}: {
  form: UseFormReturnType<V>;
  options: ActionOptions;
}) {
  const { t } = useTranslation('actions');
  const currency = useCurrency();
  const chosenType = (form.getValues() as { expertise: ExpertiseFormValues }).expertise.fk_type_expertise;
  const expertData = options.expertsFor(chosenType ? String(chosenType) : null, {
    matching: t('expertise.expertsOfType'),
    others: t('expertise.otherExperts'),
  });
  return (
    <Fieldset legend={t('expertise.legend')} data-testid="expertise-fields">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('expertise.type')}
          data={options.expertiseTypeOptions}
          searchable
          clearable
          placeholder={t('common:states.notSelected')}
          nothingFoundMessage={t('form.nothingFound')}
          {...form.getInputProps('expertise.fk_type_expertise')}
        />
        <Select
          label={t('expertise.expert')}
          data={expertData}
          searchable
          clearable
          placeholder={t('common:states.notSelected')}
          nothingFoundMessage={t('form.nothingFound')}
          {...form.getInputProps('expertise.fk_expert')}
        />
        <MoneyField label={t('expertise.fees')} currency={currency} {...form.getInputProps('expertise.frais')} />
      </SimpleGrid>
      <Textarea mt="md" label={t('expertise.content')} autosize minRows={2} maxRows={10} {...form.getInputProps('expertise.contenu')} />
      <LengthCounter value={form.getValues().expertise?.contenu} max={LIMITS.longText} />
    </Fieldset>
  );
}
