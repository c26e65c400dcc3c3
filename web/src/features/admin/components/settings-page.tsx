import { CURRENCIES, settingsSchema, type Settings } from '@cabinet/shared';
import { Button, NumberInput, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PageError, PageLoader } from '../../../components/page-state';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes';
import { describeError, fieldErrors } from '../../../lib/errors';
import { validateWith } from '../../../lib/form';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveSettings, useSettings } from '../api/settings';

export function SettingsPage() {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <PageError message={t('settings.loadFailed')} onRetry={() => void settings.refetch()} />;
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <SettingsForm initial={settings.data} />
    </>
  );
}

function SettingsForm({ initial }: { initial: Settings }) {
  const { t } = useTranslation('admin');
  const save = useSaveSettings();
  const form = useForm<Settings>({ initialValues: initial, validate: validateWith(settingsSchema) });
  const timeZones = useMemo(() => {
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return zones.includes(initial.timezone) ? zones : [initial.timezone, ...zones];
  }, [initial.timezone]);

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.setValues(saved);
      form.resetDirty(saved);
      notifySuccess(t('settings.saved'));
    } catch (err) {
      form.setErrors(fieldErrors(err));
      notifyError(describeError(err, t, t('settings.saveFailed')), err);
    }
  });

  return (
    <Paper withBorder p="lg" maw={640}>
      <UnsavedChangesGuard dirty={form.isDirty()} />
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t('settings.officeName')} required {...form.getInputProps('office_name')} />
          <Select label={t('settings.timezone')} description={t('settings.timezoneHint')} data={timeZones} searchable allowDeselect={false} {...form.getInputProps('timezone')} />
          <Select label={t('settings.currency')} data={[...CURRENCIES]} allowDeselect={false} {...form.getInputProps('currency')} />
          <NumberInput label={t('settings.staleMonths')} min={1} max={120} allowDecimal={false} {...form.getInputProps('stale_months')} />
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
          <NumberInput label={t('settings.sessionIdle')} min={5} max={1440} allowDecimal={false} {...form.getInputProps('session_idle_minutes')} />
          <NumberInput label={t('settings.sessionAbsolute')} min={1} max={720} allowDecimal={false} {...form.getInputProps('session_absolute_hours')} />
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()} style={{ alignSelf: 'flex-start' }}>
            {t('common:actions.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
