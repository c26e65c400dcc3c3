import {
  DEADLINE_DAYS_MAX,
  DEADLINE_MONTHS_MAX,
  deadlineRuleCreateBody,
  PRESET_COUNTRIES,
  RULE_SERVICE_MODES,
  type DeadlineRule,
} from '@cabinet/shared';
import { Checkbox, Fieldset, Group, MultiSelect, NumberInput, Paper, Select, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageError, PageLoader } from '../../../components/page-state';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes';
import { DateField } from '../../../components/date-field';
import { isApiError } from '../../../lib/api-client';
import { showSaveError, validationError } from '../../../lib/errors';
import { notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useLeaveAfterSave } from '../../../lib/use-leave-after-save';
import { useVersionedSave } from '../../../lib/use-versioned-save';
import { ConflictAlert } from '../../../components/conflict-alert';
import { conflictLabels } from '../../../components/conflict-labels';
import { ruleDifferences } from './rule-conflict';
import { fromRule, NEW_RULE, toBody, type RuleFormValues } from './rule-form-values';
import { useActionTypeOptions, useRules, useSaveRule, type SavedRule } from '../api/rules';
import { FormFooter } from '../../../components/form-footer';
import { ruleLabel } from './days-left';
import { OpenDeadlinesDialog } from './open-deadlines-dialog';

/** The office chose neither to recount nor to keep: the save stops there, with nothing to report. */
class SaveCancelled extends Error {}

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
  const { t, i18n } = useTranslation(['deadlines', 'deadline-law']);
  const navigate = useNavigate();
  const { leaving, leave } = useLeaveAfterSave();
  const types = useActionTypeOptions();
  const rules = useRules();
  const save = useSaveRule();
  const [asking, setAsking] = useState<number | null>(null);
  const answer = useRef<(recompute: boolean | null) => void>(undefined);
  const ruleOptions = (rules.data?.items ?? []).filter((r) => r.id !== rule?.id).map((r) => ({ value: String(r.id), label: ruleLabel(r, i18n.language) }));
  const form = useForm<RuleFormValues>({
    initialValues: fromRule(rule),
    validate: (values) => {
      const parsed = deadlineRuleCreateBody.safeParse(toBody(values));
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'label'), validationError(issue.message)]));
    },
  });
  const following = form.values.start_after_rule !== null;

  /** Asks whether to recount the rule's open deadlines: true, false, or null when the office cancels. */
  const askRecompute = (count: number) =>
    new Promise<boolean | null>((resolve) => {
      answer.current = resolve;
      setAsking(count);
    });
  const respond = (recompute: boolean | null) => {
    setAsking(null);
    answer.current?.(recompute);
  };

  const send = async (values: RuleFormValues, version: number): Promise<SavedRule> => {
    const body = rule ? { ...toBody(values), version } : toBody(values);
    try {
      return await save.mutateAsync({ id: rule?.id, body });
    } catch (err) {
      if (!rule || !isApiError(err) || err.code !== 'open_deadlines') throw err;
      const recompute = await askRecompute(Number(err.details.count ?? 0));
      if (recompute === null) throw new SaveCancelled();
      return save.mutateAsync({ id: rule.id, body: { ...body, recompute } });
    }
  };

  // An edit saves with the version it loaded: a change another administrator saved meanwhile is
  // shown beside this one, never overwritten by the next save.
  const { conflict, mine, submit, reload, reapply } = useVersionedSave({
    form,
    record: rule ?? NEW_RULE,
    toForm: fromRule,
    mutate: send,
    onSaved: (saved) => {
      notifySuccess(
        saved.moved !== undefined ? t('deadline-law:moves.moved', { count: saved.moved }) : t(rule ? 'rules.updated' : 'rules.created'),
        saved.dropped ? t('deadline-law:moves.dropped', { count: saved.dropped }) : undefined,
      );
      // Once the page has re-rendered as saved: leaving at once, the unsaved-changes guard asked.
      leave(paths.deadlineRules.list);
    },
    onError: (err) => {
      if (err instanceof SaveCancelled) return;
      showSaveError(form, err, t, t('rules.saveFailed'));
    },
  });

  return (
    <>
      <PageHeader title={t(rule ? 'rules.editTitle' : 'rules.createTitle')} />
      <Paper withBorder p="lg" maw={760}>
        <UnsavedChangesGuard dirty={form.isDirty() && !leaving} />
        <OpenDeadlinesDialog count={asking} onAnswer={respond} />
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack>
            {conflict && mine && (
              <ConflictAlert
                title={t('conflict.title')}
                message={t('conflict.message')}
                differences={ruleDifferences(fromRule(conflict), mine, { t, types: types.data ?? [], rules: ruleOptions })}
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
            <Select
              label={t('deadline-law:rule.startAfter')}
              description={t('deadline-law:rule.startAfterHint')}
              placeholder={t('deadline-law:rule.startAfterNone')}
              clearable
              searchable
              data={ruleOptions}
              {...form.getInputProps('start_after_rule')}
            />
            {following ? (
              <Select
                label={t('deadline-law:rule.event')}
                allowDeselect={false}
                data={[
                  { value: 'due', label: t('deadline-law:rule.event_due') },
                  { value: 'done', label: t('deadline-law:rule.event_done') },
                ]}
                {...form.getInputProps('start_after_event')}
              />
            ) : (
              <MultiSelect
                label={t('rules.triggers')}
                description={t('rules.triggersHint')}
                required
                searchable
                data={types.data ?? []}
                {...form.getInputProps('trigger_type_ids')}
              />
            )}
            <Fieldset legend={t('deadline-law:rule.length')}>
              <Group grow wrap="wrap" align="flex-start">
                <NumberInput
                  label={t('deadline-law:rule.months')}
                  min={0}
                  max={DEADLINE_MONTHS_MAX}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps('months')}
                />
                <NumberInput
                  label={t('deadline-law:rule.days')}
                  description={t('deadline-law:rule.lengthHint')}
                  min={0}
                  max={DEADLINE_DAYS_MAX}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps('days')}
                />
              </Group>
              <Checkbox mt="sm" label={t('rules.franc')} description={t('rules.francHint')} {...form.getInputProps('franc', { type: 'checkbox' })} />
            </Fieldset>
            <Group grow wrap="wrap" align="flex-start">
              <Select
                label={t('rules.country')}
                clearable
                placeholder={t('rules.noCountry')}
                data={PRESET_COUNTRIES.map((c) => ({ value: c, label: t(`settings.countries.${c}`) }))}
                {...form.getInputProps('country')}
              />
              <Select
                label={t('deadline-law:rule.serviceMode')}
                description={t('deadline-law:rule.serviceModeHint')}
                allowDeselect={false}
                data={RULE_SERVICE_MODES.map((mode) => ({ value: mode, label: t(`deadline-law:service.${mode}`) }))}
                {...form.getInputProps('service_mode')}
              />
            </Group>
            <Group grow wrap="wrap" align="flex-start">
              <DateField label={t('deadline-law:rule.validFrom')} description={t('deadline-law:rule.validityHint')} {...form.getInputProps('valid_from')} />
              <DateField label={t('deadline-law:rule.validTo')} {...form.getInputProps('valid_to')} />
            </Group>
            <Textarea label={t('rules.legalReference')} autosize minRows={2} {...form.getInputProps('legal_reference')} />
            <Fieldset legend={t('deadline-law:rule.legalReferences')}>
              <Stack gap="sm">
                <Textarea label={t('deadline-law:rule.legalFr')} autosize minRows={1} {...form.getInputProps('legal_reference_fr')} />
                <Textarea
                  label={t('deadline-law:rule.legalAr')}
                  description={t('deadline-law:rule.legalArHint')}
                  dir="rtl"
                  autosize
                  minRows={1}
                  {...form.getInputProps('legal_reference_ar')}
                />
                <Textarea label={t('deadline-law:rule.legalEn')} autosize minRows={1} {...form.getInputProps('legal_reference_en')} />
              </Stack>
            </Fieldset>
            <Switch label={t('rules.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
            <FormFooter submitLabel={t('common:actions.save')} loading={save.isPending || leaving} onCancel={() => void navigate(paths.deadlineRules.list)} />
          </Stack>
        </form>
      </Paper>
    </>
  );
}
