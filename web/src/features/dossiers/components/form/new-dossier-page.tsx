import { Paper } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../../components/page-header';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes';
import { focusFirstError } from '../../../../lib/focus-first-error';
import { validateWith } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { paths } from '../../../../lib/paths';
import { useLeaveAfterSave } from '../../../../lib/use-leave-after-save';
import { useCreateDossier } from '../../api/dossiers';
import { useReferenceOptions } from '../use-reference-options';
import { DossierFormFields } from './dossier-form-fields';
import { dossierFormSchema, emptyDossierForm, formToCreateBody, type DossierFormValues } from './dossier-form-values';
import { dossierErrorMessage, dossierFieldErrors } from './submit-errors';
import { FormFooter } from '../../../../components/form-footer';

export function NewDossierPage() {
  const { t } = useTranslation('dossiers');
  const navigate = useNavigate();
  const create = useCreateDossier();
  const references = useReferenceOptions(t('errors.loadReference'));
  const { leaving, leave } = useLeaveAfterSave();
  const form = useForm<DossierFormValues>({ initialValues: emptyDossierForm(), validate: validateWith(dossierFormSchema) });

  const submit = form.onSubmit(async (values) => {
    try {
      const dossier = await create.mutateAsync(formToCreateBody(values));
      notifySuccess(t('new.created'), t('new.createdMessage'));
      leave(paths.dossier.modify(dossier.id_dossier));
    } catch (err) {
      form.setErrors(dossierFieldErrors(err, t, values.ref_dossier_bureau));
      notifyError(t('errors.create', { message: dossierErrorMessage(err, t, values.ref_dossier_bureau) }), err);
      focusFirstError();
    }
  }, focusFirstError);

  return (
    <>
      <PageHeader title={t('new.title')} />
      <UnsavedChangesGuard dirty={form.isDirty() && !leaving} />
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} maw={1100}>
        <form onSubmit={submit} noValidate aria-label={t('new.title')}>
          <DossierFormFields form={form} references={references} />
          <FormFooter mt="xl" gap="sm" submitLabel={t('new.submit')} loading={create.isPending || leaving} onCancel={() => void navigate(paths.dossier.search)} />
        </form>
      </Paper>
    </>
  );
}
