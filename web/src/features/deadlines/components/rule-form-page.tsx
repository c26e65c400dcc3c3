import { deadlineRuleCreateBody, DEADLINE_AMOUNT_MAX, PRESET_COUNTRIES, type DeadlineRule } from '@cabinet/shared';
import { Checkbox, Group, MultiSelect, NumberInput, Paper, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageError, PageLoader } from '../../../components/page-state';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes';
import { showSaveError, validationError } from '../../../lib/errors';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useLeaveAfterSave } from '../../../lib/use-leave-after-save';
import { useVersionedSave } from '../../../lib/use-versioned-save';
import { ConflictAlert } from '../../../components/conflict-alert';
import { conflictLabels } from '../../../components/conflict-labels';
import { ruleDifferences } from './rule-conflict';
import { fromRule, NEW_RULE, type RuleFormValues } from './rule-form-values';
import { useActionTypeOptions, useRules, useSaveRule } from '../api/rules';
import { FormFooter } from '../../../components/form-footer';

const toBody = (v: RuleFormValues) => ({
  label: v.label,
  labels: { en: v.label_en, fr: v.label_fr, ar: v.label_ar },
  trigger_type_ids: v.trigger_type_ids.map(Number),
  amount: typeof v.amount === 'number' ? v.amount : Number.NaN,
  unit: v.unit,
  franc: v.franc,
  legal_reference: v.legal_reference,
  country: v.country,
  active: v.active,
});

/** /deadline_rules/new and /deadline_rules/modify/:id (admins). */
export function RuleFormPage() {
  const { id } = useParams();
  const rules = useRules();
  const { t } = useTranslation('deadlines');
  if (id === undefined) return <RuleForm />;
  if (rules.isPending) return <PageLoader />;
  if (rules.isError) return <PageError message={t('rules.loadFailed')} onRetry={() => void rules.refetch()} />;
  const rule = rules.data?.items.find((r) => String(r.id) === id);
  if (!rule) return <PageError message={t('common:errors.notFound')} />;
  return <RuleForm rule={rule} key={rule.id} />;
}

function RuleForm({ rule }: { rule?: DeadlineRule }) {
  const { t } = useTranslation('deadlines');
  const navigate = useNavigate();
  const { leaving, leave } = useLeaveAfterSave();
  const types = useActionTypeOptions();
  const save = useSaveRule();
  const form = useForm<RuleFormValues>({
    initialValues: fromRule(rule),
    validate: (values) => {
      const parsed = deadlineRuleCreateBody.safeParse(toBody(values));
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'label'), validationError(issue.message)]));
    },
  });

  // An edit saves with the version it loaded: a change another administrator saved meanwhile is
  // shown beside this one, never overwritten by the next save.
  const { conflict, mine, submit, reload, reapply } = useVersionedSave({
    form,
    record: rule ?? NEW_RULE,
    toForm: fromRule,
    mutate: (values, version) => save.mutateAsync({ id: rule?.id, body: rule ? { ...toBody(values), version } : toBody(values) }),
    onSaved: () => {
      notifySuccess(t(rule ? 'rules.updated' : 'rules.created'));
      // Once the page has re-rendered as saved: leaving at once, the unsaved-changes guard asked.
      leave(paths.deadlineRules.list);
    },
    onError: (err) => showSaveError(form, err, t, t('rules.saveFailed')),
  });

  return (
    <>
      <PageHeader title={t(rule ? 'rules.editTitle' : 'rules.createTitle')} />
      <Paper withBorder p="lg" maw={720}>
        <UnsavedChangesGuard dirty={form.isDirty() && !leaving} />
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack>
            {conflict && mine && (
              <ConflictAlert
                title={t('conflict.title')}
                message={t('conflict.message')}
                differences={ruleDifferences(fromRule(conflict), mine, { t, types: types.data ?? [] })}
                labels={conflictLabels(t)}
                onReload={reload}
                onReapply={reapply}
                busy={save.isPending}
              />
            )}
            <TextInput label={t('rules.label')} description={t('rules.labelHint')} required {...form.getInputProps('label')} />
            <Group grow wrap="wrap">
              <TextInput label={t('rules.labelEn')} {...form.getInputProps('label_en')} />
              <TextInput label={t('rules.labelFr')} {...form.getInputProps('label_fr')} />
              <TextInput label={t('rules.labelAr')} dir="rtl" {...form.getInputProps('label_ar')} />
            </Group>
            <MultiSelect
              label={t('rules.triggers')}
              description={t('rules.triggersHint')}
              required
              searchable
              data={types.data ?? []}
              {...form.getInputProps('trigger_type_ids')}
            />
            <Group grow wrap="wrap" align="flex-start">
              <NumberInput
                label={t('rules.amount')}
                required
                min={1}
                max={DEADLINE_AMOUNT_MAX}
                allowDecimal={false}
                {...form.getInputProps('amount')}
              />
              <Select
                label={t('rules.unit')}
                allowDeselect={false}
                data={[
                  { value: 'days', label: t('rules.days') },
                  { value: 'months', label: t('rules.months') },
                ]}
                {...form.getInputProps('unit')}
              />
            </Group>
            <Checkbox label={t('rules.franc')} description={t('rules.francHint')} {...form.getInputProps('franc', { type: 'checkbox' })} />
            <Textarea label={t('rules.legalReference')} autosize minRows={2} {...form.getInputProps('legal_reference')} />
            <Select
              label={t('rules.country')}
              clearable
              placeholder={t('rules.noCountry')}
              data={PRESET_COUNTRIES.map((c) => ({ value: c, label: t(`settings.countries.${c}`) }))}
              {...form.getInputProps('country')}
            />
            <Switch label={t('rules.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
            <FormFooter submitLabel={t('common:actions.save')} loading={save.isPending || leaving} onCancel={() => void navigate(paths.deadlineRules.list)} />
          </Stack>
        </form>
      </Paper>
    </>
  );
}
