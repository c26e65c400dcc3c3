import type { Dossier } from '@cabinet/shared';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../components/confirm-button';
import { ConflictAlert } from '../../../../components/conflict-alert';
import { conflictLabels } from '../../../../components/conflict-labels';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes';
import { focusFirstError } from '../../../../lib/focus-first-error';
import { validateWith } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useVersionedSave } from '../../../../lib/use-versioned-save';
import { useUpdateDossier } from '../../api/dossiers';
import { DossierFormFields } from '../form/dossier-form-fields';
import { dossierFormSchema, dossierToForm, formToPatchBody, type DossierFormValues } from '../form/dossier-form-values';
import { dossierErrorMessage, dossierFieldErrors } from '../form/submit-errors';
import type { ReferenceOptions } from '../use-reference-options';
import { dossierDifferences } from './dossier-conflict';

interface DossierEditFormProps {
  dossier: Dossier;
  references: ReferenceOptions;
  onDone: () => void;
}

/** Edits every dossier field; saves with the version read, so a concurrent change is caught, not overwritten. */
export function DossierEditForm({ dossier, references, onDone }: DossierEditFormProps) {
  const { t } = useTranslation('dossiers');
  const update = useUpdateDossier(dossier.id_dossier);
  const form = useForm<DossierFormValues>({ initialValues: dossierToForm(dossier), validate: validateWith(dossierFormSchema) });

  const { conflict, mine, submit, reload, reapply } = useVersionedSave({
    form,
    record: dossier,
    toForm: dossierToForm,
    mutate: (values, expectedVersion) => update.mutateAsync(formToPatchBody(values, expectedVersion)),
    onSaved: () => {
      notifySuccess(t('edit.saved'), t('edit.savedMessage'));
      onDone();
    },
    onError: (err, values) => {
      form.setErrors(dossierFieldErrors(err, t, values.ref_dossier_bureau));
      notifyError(t('errors.update', { message: dossierErrorMessage(err, t, values.ref_dossier_bureau) }), err);
    },
  });

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstError)} noValidate aria-label={t('edit.title')}>
      <UnsavedChangesGuard dirty={form.isDirty()} />
      <Stack gap="md">
        {conflict && mine && (
          <ConflictAlert
            title={t('conflict.title')}
            message={t('conflict.message')}
            differences={dossierDifferences(dossierToForm(conflict), mine, (field) => t(`fields.${field}`), {
              notSet: t('common:states.notSelected'),
              tribunals: references.tribunals,
              caseTypes: references.caseTypes,
            })}
            labels={conflictLabels(t)}
            onReload={reload}
            onReapply={reapply}
            busy={update.isPending}
          />
        )}
        <DossierFormFields form={form} references={references} />
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            {t('common:actions.save')}
          </Button>
          {form.isDirty() ? (
            <ConfirmButton
              variant="default"
              color="gray"
              size="sm"
              message={t('common:unsaved.message')}
              confirmLabel={t('common:unsaved.leave')}
              onConfirm={onDone}
            >
              {t('common:actions.cancel')}
            </ConfirmButton>
          ) : (
            <Button variant="default" onClick={onDone}>
              {t('common:actions.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
