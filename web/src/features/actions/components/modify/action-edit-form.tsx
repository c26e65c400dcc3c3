import type { Action } from '@cabinet/shared';
import { Paper, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ConflictAlert } from '../../../../components/conflict-alert';
import { conflictLabels } from '../../../../components/conflict-labels';
import { DateField } from '../../../../components/date-field';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes';
import { showSaveError } from '../../../../lib/errors';
import { focusFirstError } from '../../../../lib/focus-first-error';
import { notifySuccess } from '../../../../lib/notify';
import { useVersionedSave } from '../../../../lib/use-versioned-save';
import { useUpdateAction } from '../../api/actions';
import { useCurrency } from '../../../../api/public-settings';
import { actionToForm, editActionBody, editActionSchema, effectOf, emptyExpertise, type EditActionValues } from '../action-form-values';
import { AccountSelect } from '../../../../components/account-select';
import { ActionTypeSelect } from '../action-type-select';
import { ExpertiseFields } from '../expertise-fields';
import type { ActionOptions } from '../use-action-options';
import { useNextDateCheck } from '../next-date-check';
import { validateAction } from '../validate-action';
import { actionDifferences } from './action-conflict';
import { DossierPicker } from './dossier-picker';
import { ContentField } from '../content-field';
import { ServiceModeSelect } from '../service-mode-select';
import { FormFooter } from '../../../../components/form-footer';
import { HearingFields, useStageOptions } from '../hearing-fields';

interface ActionEditFormProps {
  action: Action;
  options: ActionOptions;
  /** After a save: leave the page (back one step). */
  onSaved: (action: Action) => void;
  /** Back without saving; the unsaved-changes guard asks first. */
  onCancel: () => void;
  leaving: boolean;
}

/** Edits an action with the version read, so a concurrent change is shown rather than overwritten. */
export function ActionEditForm({ action, options, onSaved, onCancel, leaving }: ActionEditFormProps) {
  const { t, i18n } = useTranslation('actions');
  const { t: tr } = useTranslation('reminders');
  const currency = useCurrency();
  const update = useUpdateAction(action.id_action);
  const form = useForm<EditActionValues>({
    initialValues: actionToForm(action),
    validate: validateAction<EditActionValues>(editActionSchema),
  });
  const { effect } = form.values;
  const dossierId = form.values.fk_dossier ? Number(form.values.fk_dossier) : null;
  const stageOptions = useStageOptions(dossierId).options;

  const chooseType = (value: string | null) => {
    const chosen = effectOf(options.types.find((type) => String(type.id_type_action) === value));
    form.setValues({
      fk_type_action: value,
      ...chosen,
      expertise: chosen.effect === 'expertise' ? form.values.expertise : emptyExpertise(),
    });
  };

  const { conflict, mine, submit, reload, reapply } = useVersionedSave({
    form,
    record: action,
    toForm: actionToForm,
    mutate: (values, expectedVersion) =>
      update.mutateAsync({ ...editActionBody(values, expectedVersion), previousDossier: action.fk_dossier }),
    onSaved: (saved) => {
      notifySuccess(t('edit.updated'), t('edit.updatedMessage'));
      onSaved(saved);
    },
    onError: (err) => {
      showSaveError(form, err, t, t('errors.update'));
    },
  });

  const nextDate = useNextDateCheck(submit);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={1000}>
      <UnsavedChangesGuard dirty={form.isDirty() && !leaving} />
      {nextDate.dialog}
      <form onSubmit={form.onSubmit(nextDate.guarded, focusFirstError)} noValidate aria-label={t('edit.title', { id: action.id_action })}>
        <Stack gap="md">
          {conflict && mine && (
            <ConflictAlert
              title={t('conflict.title')}
              message={t('conflict.message')}
              differences={actionDifferences(actionToForm(conflict), mine, {
                t,
                options,
                currency,
                lang: i18n.language,
                dossierLabel: (id) => (id === String(conflict.fk_dossier) ? t('common:dossierRef', { ref: conflict.ref_dossier_bureau }) : `#${id}`),
                stageLabel: (id) => stageOptions.find((option) => option.value === id)?.label ?? `#${id}`,
              })}
              labels={conflictLabels(t)}
              onReload={reload}
              onReapply={reapply}
              busy={update.isPending}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateField label={t('fields.date_action')} required {...form.getInputProps('date_action')} />
            <DateField label={t('fields.date_prochaine')} {...form.getInputProps('date_prochaine')} />
            <DossierPicker
              label={t('fields.fk_dossier')}
              description={t('edit.dossierHint')}
              required
              initialValue={String(action.fk_dossier)}
              initialLabel={t('common:dossierRef', { ref: action.ref_dossier_bureau })}
              {...form.getInputProps('fk_dossier')}
              // A level belongs to its dossier: moved to another dossier, the action keeps none.
              onChange={(value) => form.setValues({ fk_dossier: value, ...(value !== form.values.fk_dossier && { fk_stage: null }) })}
            />
            <ActionTypeSelect options={options} {...form.getInputProps('fk_type_action')} onChange={chooseType} />
            <AccountSelect label={tr('account.assignee')} {...form.getInputProps('fk_assignee')} />
            <ServiceModeSelect {...form.getInputProps('service_mode')} />
            <HearingFields form={form} dossierId={dossierId} />
          </SimpleGrid>
          {effect === 'expertise' && <ExpertiseFields form={form} options={options} />}
          <ContentField form={form} minRows={4} maxRows={16} />
          <FormFooter
            gap="sm"
            submitLabel={update.isPending ? t('edit.modifying') : t('edit.submit')}
            loading={update.isPending || leaving}
            submitProps={{ loaderProps: { 'aria-hidden': true } }}
            onCancel={onCancel}
            cancelDisabled={update.isPending}
          />
        </Stack>
      </form>
    </Paper>
  );
}
