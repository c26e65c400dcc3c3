import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { describeError, fieldErrors } from '../../../lib/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useCreateReference } from '../api/create-reference';
import { bodyErrorsToFields, emptyFormValues, formValuesToBody } from '../definitions/form-values';
import type { FormValues, ReferenceDefinition } from '../definitions/reference-definition';
import { ReferenceForm } from './reference-form';
import { useLeave } from './use-leave';
import { useReferenceForm } from './use-reference-form';

export function ReferenceCreatePage({ definition }: { definition: ReferenceDefinition }) {
  const { t } = useTranslation('reference');
  const entity = `entities.${definition.base}`;
  const create = useCreateReference(definition.resource);
  const form = useReferenceForm(
    definition,
    useMemo(() => emptyFormValues(definition), [definition]),
  );
  const { leaving, leaveAfterSave, goBack } = useLeave(paths.reference.list(definition.base));

  const submit = async (values: FormValues) => {
    try {
      await create.mutateAsync(formValuesToBody(definition, values));
      notifySuccess(t(`${entity}.created`), t(`${entity}.createdMessage`));
      leaveAfterSave();
    } catch (err) {
      form.setErrors(bodyErrorsToFields(definition, fieldErrors(err)));
      notifyError(describeError(err, t, t(`${entity}.createFailed`)), err);
    }
  };

  return (
    <>
      <PageHeader title={t(`${entity}.newTitle`)} />
      <ReferenceForm
        definition={definition}
        form={form}
        submitLabel={t('form.create')}
        busy={create.isPending}
        leaving={leaving}
        onSubmit={submit}
        onCancel={goBack}
      />
    </>
  );
}
