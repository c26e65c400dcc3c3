import type { Dossier } from '@cabinet/shared';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../components/confirm-button';
import { ConflictAlert } from '../../../../components/conflict-alert';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes';
import { isApiError } from '../../../../lib/api-client';
import { focusFirstError } from '../../../../lib/focus-first-error';
import { validateWith } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useUpdateDossier } from '../../api/update-dossier';
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
  const [version, setVersion] = useState(dossier.version);
  const [conflict, setConflict] = useState<Dossier | null>(null);
  const form = useForm<DossierFormValues>({ initialValues: dossierToForm(dossier), validate: validateWith(dossierFormSchema) });

  const save = async (values: DossierFormValues, expectedVersion: number) => {
    try {
      await update.mutateAsync(formToPatchBody(values, expectedVersion));
      form.resetDirty();
      notifySuccess(t('edit.saved'), t('edit.savedMessage'));
      onDone();
    } catch (err) {
      if (isApiError(err) && err.status === 409 && err.current) {
        setConflict(err.current as Dossier);
        return;
      }
      form.setErrors(dossierFieldErrors(err, t, values.ref_dossier_bureau));
      notifyError(t('errors.update', { message: dossierErrorMessage(err, t, values.ref_dossier_bureau) }), err);
      focusFirstError();
    }
  };

  const reload = () => {
    if (!conflict) return;
    const theirs = dossierToForm(conflict);
    form.setValues(theirs);
    form.resetDirty(theirs);
    setVersion(conflict.version);
    setConflict(null);
  };

  const reapply = () => {
    if (!conflict) return;
    setVersion(conflict.version);
    setConflict(null);
    void save(form.getValues(), conflict.version);
  };

  return (
    <form onSubmit={form.onSubmit((values) => save(values, version), focusFirstError)} noValidate aria-label={t('edit.title')}>
      <UnsavedChangesGuard dirty={form.isDirty()} />
      <Stack gap="md">
        {conflict && (
          <ConflictAlert
            title={t('conflict.title')}
            message={t('conflict.message')}
            differences={dossierDifferences(dossierToForm(conflict), form.getValues(), (field) => t(`fields.${field}`), {
              notSet: t('common:states.notSelected'),
              tribunals: references.tribunals,
              caseTypes: references.caseTypes,
            })}
            labels={{
              field: t('conflict.field'),
              theirs: t('conflict.theirs'),
              mine: t('conflict.mine'),
              reload: t('conflict.reload'),
              reapply: t('conflict.reapply'),
            }}
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
