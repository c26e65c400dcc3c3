import { FISCAL_COUNTRIES, type FiscalIdentifier, type Settings } from '@cabinet/shared';
import { Alert, Select, SimpleGrid, Text, TextInput, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useFiscalProfiles } from '../../../api/fiscal-profiles';

/**
 * The part of the settings the fee notes print: the fiscal profile, the office's address and the
 * legal identifiers the profile asks for, with what the office must confirm and the legal source.
 */
export function FiscalSettings({ form }: { form: UseFormReturnType<Settings> }) {
  const { t } = useTranslation('money');
  const profiles = useFiscalProfiles();
  const profile = profiles.data?.items.find((item) => item.country === form.values.fiscal_profile);
  const sellerIdentifiers = profile?.identifiers.filter((rule) => rule.holder === 'seller') ?? [];
  const setIdentifier = (key: FiscalIdentifier, value: string) =>
    form.setFieldValue('office_identifiers', { ...form.values.office_identifiers, [key]: value });

  return (
    <>
      <Title order={2} size="h5" mt="sm">
        {t('settings.title')}
      </Title>
      <Select
        label={t('settings.profile')}
        description={t('settings.profileHint')}
        placeholder={t('settings.noProfile')}
        clearable
        data={FISCAL_COUNTRIES.map((country) => ({ value: country, label: t(`deadlines:settings.countries.${country}`) }))}
        {...form.getInputProps('fiscal_profile')}
      />
      {profile && (
        <Alert color="yellow" title={t('settings.toConfirm')}>
          <Text size="sm">{profile.to_confirm}</Text>
          <Text size="xs" c="dimmed" mt="xs" lang="fr">
            {t('settings.source')}: {profile.source}
          </Text>
        </Alert>
      )}
      <Textarea
        label={t('settings.address')}
        autosize
        minRows={2}
        maxLength={1000}
        {...form.getInputProps('office_address')}
        value={form.values.office_address ?? ''}
      />
      {sellerIdentifiers.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {sellerIdentifiers.map((rule) => (
            <TextInput
              key={rule.key}
              label={t(`identifiers.${rule.key}`)}
              description={rule.required ? t('settings.required') : undefined}
              required={rule.required}
              maxLength={64}
              dir="ltr"
              value={form.values.office_identifiers[rule.key] ?? ''}
              onChange={(event) => setIdentifier(rule.key, event.currentTarget.value)}
              error={form.errors[`office_identifiers.${rule.key}`]}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
