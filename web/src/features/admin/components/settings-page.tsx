import {
  ARABIC_MONTH_STYLES,
  BAILIFF_TITLES,
  BAILIFF_TITLES_FR,
  CURRENCIES,
  INSTRUMENT_MEANINGS,
  PRESET_COUNTRIES,
  settingsSchema,
  type Settings,
} from '@cabinet/shared';
import { Button, Checkbox, Group, NumberInput, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../api/settings';
import { PageHeader } from '../../../components/page-header';
import { PageError, PageLoader } from '../../../components/page-state';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes';
import { showSaveError } from '../../../lib/errors';
import { validateWith } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { translated } from '../../../lib/translated';
import { focusFirstError } from '../../../lib/focus-first-error';
import { useSaveSettings } from '../api/settings';
import { DownloadSection } from './download-section';
import { ExportDownload } from './export-download';
import { FiscalSettings } from './fiscal-settings';
import { CurrencySuggestion } from './currency-suggestion';

export function SettingsPage() {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <PageError message={t('settings.loadFailed')} onRetry={() => void settings.refetch()} />;
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <Stack maw={640}>
        <SettingsForm initial={settings.data} />
        <BackupDownload />
        <ExportDownload />
      </Stack>
    </>
  );
}

type RangedField = 'stale_months' | 'session_idle_minutes' | 'session_absolute_hours' | 'max_upload_mb';
const RANGED_FIELDS: readonly RangedField[] = ['stale_months', 'session_idle_minutes', 'session_absolute_hours', 'max_upload_mb'];

/** A number's bounds, as the shared schema checks them. */
function rangeOf(field: RangedField): { min: number; max: number } {
  const schema = settingsSchema.shape[field];
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}

/**
 * The field keeps what was typed (-3, 5000) and says what it accepts: Mantine's default pulled
 * such a number into range when the field was left, and the settings were saved without a word.
 */
const numberProps = (field: RangedField) => ({ ...rangeOf(field), allowDecimal: false, clampBehavior: 'none' as const });

function validateSettings(values: Settings) {
  const errors = validateWith(settingsSchema)(values);
  for (const field of RANGED_FIELDS) {
    const value: unknown = values[field];
    const { min, max } = rangeOf(field);
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      errors[field] = translated((tr) => tr('admin:settings.outOfRange', { min, max }));
    }
  }
  return errors;
}

function SettingsForm({ initial }: { initial: Settings }) {
  const { t } = useTranslation('admin');
  const save = useSaveSettings();
  const form = useForm<Settings>({ initialValues: initial, validate: validateSettings });
  const timeZones = useMemo(() => {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return zones.includes(initial.timezone) ? zones : [initial.timezone, ...zones];
  }, [initial.timezone]);

  const submit = form.onSubmit(
    async (values) => {
      try {
        // The digest hour has its own form (reminders); this one must not send back a stale copy.
        const { digest_hour: _digestHour, ...fields } = values;
        const saved = await save.mutateAsync(fields);
        form.setValues(saved);
        form.resetDirty(saved);
        notifySuccess(t('settings.saved'));
      } catch (err) {
        showSaveError(form, err, t, t('settings.saveFailed'));
      }
    },
    () => {
      notifyError(t('settings.checkFields'));
      focusFirstError();
    },
  );

  return (
    <Paper withBorder p="lg">
      <UnsavedChangesGuard dirty={form.isDirty()} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('settings.officeName')} required {...form.getInputProps('office_name')} />
          <Select
            label={t('settings.timezone')}
            description={t('settings.timezoneHint')}
            data={timeZones}
            searchable
            allowDeselect={false}
            {...form.getInputProps('timezone')}
          />
          <Select label={t('settings.currency')} data={[...CURRENCIES]} allowDeselect={false} {...form.getInputProps('currency')} />
          <CurrencySuggestion
            country={form.values.country}
            currency={form.values.currency}
            onUse={(currency) => form.setFieldValue('currency', currency)}
          />
          <Select
            label={t('settings.arabicMonths')}
            description={t('settings.arabicMonthsHint')}
            data={ARABIC_MONTH_STYLES.map((style) => ({ value: style, label: t(`settings.arabicMonthStyles.${style}`) }))}
            allowDeselect={false}
            {...form.getInputProps('arabic_months')}
          />
          <NumberInput label={t('settings.staleMonths')} {...numberProps('stale_months')} {...form.getInputProps('stale_months')} />
          <Select
            label={t('settings.registration')}
            allowDeselect={false}
            data={[
              { value: 'approval', label: t('settings.registrationApproval') },
              { value: 'open', label: t('settings.registrationOpen') },
              { value: 'closed', label: t('settings.registrationClosed') },
            ]}
            {...form.getInputProps('registration')}
          />
          <NumberInput
            label={t('settings.sessionIdle')}
            {...numberProps('session_idle_minutes')}
            {...form.getInputProps('session_idle_minutes')}
          />
          <NumberInput
            label={t('settings.sessionAbsolute')}
            {...numberProps('session_absolute_hours')}
            {...form.getInputProps('session_absolute_hours')}
          />
          <NumberInput
            label={t('settings.maxUploadMb')}
            description={t('settings.maxUploadMbHelp')}
            {...numberProps('max_upload_mb')}
            {...form.getInputProps('max_upload_mb')}
          />
          <Title order={2} size="h5" mt="sm">
            {t('deadlines:settings.title')}
          </Title>
          <Select
            label={t('deadlines:settings.country')}
            description={`${t('deadlines:settings.countryHint')}. ${t('deadline-law:settings.countryHint')}`}
            placeholder={t('deadlines:settings.noCountry')}
            clearable
            data={[...new Set([...PRESET_COUNTRIES, ...(initial.country ? [initial.country] : [])])].map((c) => ({
              value: c,
              label: t(`deadlines:settings.countries.${c}`, { defaultValue: c }),
            }))}
            {...form.getInputProps('country')}
          />
          <Checkbox.Group
            label={t('deadlines:settings.weekend')}
            description={t('deadline-law:settings.weekendHint')}
            value={form.values.weekend_days.map(String)}
            onChange={(days) =>
              form.setFieldValue(
                'weekend_days',
                days.map(Number).sort((a, b) => a - b),
              )
            }
            error={form.errors.weekend_days}
          >
            <Group gap="sm" mt={6}>
              {[1, 2, 3, 4, 5, 6, 7].map((d) => (
                <Checkbox key={d} value={String(d)} label={t(`deadlines:weekdays.${d}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Title order={2} size="h5" mt="sm">
            {t('settings.officeTerms')}
          </Title>
          <Select
            label={t('settings.bailiffTitle')}
            description={t('settings.bailiffTitleHint')}
            placeholder={t('settings.notConfirmed')}
            clearable
            data={BAILIFF_TITLES.map((title) => ({
              value: title,
              label: `${BAILIFF_TITLES_FR[title]} — ${t(`settings.bailiffTitles.${title}`)}`,
            }))}
            {...form.getInputProps('bailiff_title')}
          />
          <Select
            label={t('settings.instrumentNumbers')}
            description={t('settings.instrumentNumbersHint')}
            placeholder={t('settings.notConfirmed')}
            clearable
            data={INSTRUMENT_MEANINGS.map((meaning) => ({ value: meaning, label: t(`settings.instrumentMeanings.${meaning}`) }))}
            {...form.getInputProps('instrument_numbers')}
          />
          <FiscalSettings form={form} />
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()} style={{ alignSelf: 'flex-start' }}>
            {t('common:actions.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** A consistent copy of the whole database, made by the server at the moment of the click (SQLite installations). */
function BackupDownload() {
  const { t } = useTranslation('admin');
  return (
    <DownloadSection
      id="backup-title"
      title={t('backup.title')}
      explanation={t('backup.explanation')}
      note={t('backup.postgres')}
      href="/api/admin/backup"
      label={t('backup.download')}
      icon={<IconDownload size={16} aria-hidden />}
    />
  );
}
