import { LIMITS } from '@cabinet/shared';
import { Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../../../api/public-settings';
import { AccountSelect } from '../../../../components/account-select';
import { DateField } from '../../../../components/date-field';
import { MoneyField } from '../../../../components/money-field';
import { paths } from '../../../../lib/paths';
import type { ReferenceOptions } from '../use-reference-options';
import type { DossierFormField, DossierFormValues } from './dossier-form-values';
import { POLICE_NUMBER_FIELDS, TRIBUNAL_NUMBER_FIELDS } from './number-fields';
import { ReferenceSelect } from './reference-select';
import { LengthCounter } from '../../../../components/length-counter';
import { isLtrField } from '../../../../lib/ltr-fields';
import { TYPED_ORDER_INPUT } from '../../../../components/ltr-text';

/** Every dossier field (packages/shared/src/dossier.ts), grouped as the office reads a file: identification, parties, numbers. */
export function DossierFormFields({ form, references }: { form: UseFormReturnType<DossierFormValues>; references: ReferenceOptions }) {
  const { t } = useTranslation('dossiers');
  const { t: tr } = useTranslation('reminders');
  const currency = useCurrency();
  const label = (field: DossierFormField) => t(`fields.${field}`);
  const text = (field: DossierFormField) => (
    <TextInput
      key={field}
      label={label(field)}
      autoComplete="off"
      {...(isLtrField(field) ? TYPED_ORDER_INPUT : {})}
      {...form.getInputProps(field)}
    />
  );

  return (
    <Stack gap="lg">
      <Fieldset legend={t('form.identification')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={label('ref_dossier_bureau')}
            description={t('form.referenceHint')}
            required
            inputMode="numeric"
            autoComplete="off"
            {...form.getInputProps('ref_dossier_bureau')}
          />
          <DateField label={label('date_inscription_bureau')} required {...form.getInputProps('date_inscription_bureau')} />
          <ReferenceSelect
            label={label('fk_type_affaire_bureau')}
            options={references.caseTypes}
            loading={references.isPending}
            createPath={paths.reference.new('type_affaire_bureau')}
            emptyMessage={t('form.noCaseTypes')}
            createLabel={t('form.createCaseType')}
            {...form.getInputProps('fk_type_affaire_bureau')}
          />
          <ReferenceSelect
            label={label('fk_tribunal')}
            options={references.tribunals}
            loading={references.isPending}
            createPath={paths.reference.new('tribunal')}
            emptyMessage={t('form.noTribunals')}
            createLabel={t('form.createTribunal')}
            {...form.getInputProps('fk_tribunal')}
          />
          <AccountSelect label={tr('account.responsible')} {...form.getInputProps('fk_responsible')} />
          <MoneyField
            label={label('montant_dette')}
            currency={currency}
            description={t('form.amountHint')}
            {...form.getInputProps('montant_dette')}
          />
        </SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.parties')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('nom_responsable_civil')}
          {text('num_police')}
          {text('matricule_vehicule')}
          <DateField label={label('date_accident')} {...form.getInputProps('date_accident')} />
        </SimpleGrid>
        <Textarea mt="md" label={label('accusation')} autosize minRows={3} maxRows={12} {...form.getInputProps('accusation')} />
        <LengthCounter value={form.getValues().accusation} max={LIMITS.longText} />
      </Fieldset>
      <Fieldset legend={t('form.policeNumbers')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{POLICE_NUMBER_FIELDS.map(text)}</SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.tribunalNumbers')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{TRIBUNAL_NUMBER_FIELDS.map(text)}</SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
