import { PARTY_LANGUAGES } from '@cabinet/shared';
import { Select, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartyFormApi } from './party-form';

/** The party's inputs; `compact` keeps only what the inline creation on a dossier needs. */
export function PartyFields({ form, compact = false }: { form: PartyFormApi; compact?: boolean }) {
  const { t } = useTranslation('parties');
  const kindId = useId();
  return (
    <Stack gap="sm">
      <div>
        <Text component="label" id={kindId} size="sm" fw={500} display="block" mb={4}>
          {t('fields.kind')}
        </Text>
        <SegmentedControl
          aria-labelledby={kindId}
          data={[
            { value: 'person', label: t('kinds.person') },
            { value: 'organisation', label: t('kinds.organisation') },
          ]}
          {...form.getInputProps('kind')}
        />
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('fields.name')} withAsterisk {...form.getInputProps('name')} />
        <TextInput label={t('fields.name_ar')} dir="rtl" lang="ar" {...form.getInputProps('name_ar')} />
        <TextInput label={t('fields.national_id')} description={t('fields.national_id_hint')} {...form.getInputProps('national_id')} />
        {!compact && <TextInput label={t('fields.phone')} type="tel" {...form.getInputProps('phone')} />}
        {!compact && <TextInput label={t('fields.email')} type="email" {...form.getInputProps('email')} />}
        {!compact && (
          <Select
            label={t('hearings:language.label')}
            description={t('hearings:language.hint')}
            clearable
            placeholder={t('hearings:language.none')}
            data={PARTY_LANGUAGES.map((language) => ({ value: language, label: t(`hearings:language.${language}`) }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('language')}
          />
        )}
      </SimpleGrid>
      {!compact && <Textarea label={t('fields.address')} autosize minRows={2} {...form.getInputProps('address')} />}
      {!compact && <Textarea label={t('fields.note')} autosize minRows={2} {...form.getInputProps('note')} />}
    </Stack>
  );
}
