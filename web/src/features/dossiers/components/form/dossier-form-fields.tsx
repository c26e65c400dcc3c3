import { Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../../components/date-field';
import { MoneyField } from '../../../../components/money-field';
import { useCurrency } from '../../api/public-settings';
import type { ReferenceOptions } from '../use-reference-options';
import type { DossierFormField, DossierFormValues } from './dossier-form-values';
import { ReferenceSelect } from './reference-select';

const POLICE_FIELDS = ['num_plainte_police', 'num_pv_police'] as const;
const TRIBUNAL_FIELDS = [
  'num_plainte_tribunal',
  'num_dossier_tribunal',
  'num_pv_tribunal',
  'num_dossier_tribunal_a',
  'num_dossier_tribunal_c',
  'num_dossier_tribunal_n',
  'num_dossier_tribunal_e',
  'num_instrument_a',
  'num_instrument_c',
] as const;

/** Every dossier field (SPEC §3), grouped as the office reads a file: identification, parties, numbers. */
export function DossierFormFields({ form, references }: { form: UseFormReturnType<DossierFormValues>; references: ReferenceOptions }) {
  const { t } = useTranslation('dossiers');
  const currency = useCurrency();
  const label = (field: DossierFormField) => t(`fields.${field}`);
  const text = (field: DossierFormField) => (
    <TextInput key={field} label={label(field)} autoComplete="off" {...form.getInputProps(field)} />
  );

  return (
    <Stack gap="lg">
      <Fieldset legend={t('form.identification')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={label('ref_dossier_bureau')}
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
            createPath="/type_affaire_bureau/new"
            emptyMessage={t('form.noCaseTypes')}
            {...form.getInputProps('fk_type_affaire_bureau')}
          />
          <ReferenceSelect
            label={label('fk_tribunal')}
            options={references.tribunals}
            loading={references.isPending}
            createPath="/tribunal/new"
            emptyMessage={t('form.noTribunals')}
            {...form.getInputProps('fk_tribunal')}
          />
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
      </Fieldset>
      <Fieldset legend={t('form.policeNumbers')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>{POLICE_FIELDS.map(text)}</SimpleGrid>
      </Fieldset>
      <Fieldset legend={t('form.tribunalNumbers')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{TRIBUNAL_FIELDS.map(text)}</SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
