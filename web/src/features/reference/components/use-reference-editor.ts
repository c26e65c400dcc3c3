import { useTranslation } from 'react-i18next';
import { describeError, fieldErrors } from '../../../lib/errors';
import { notifyError } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { bodyErrorsToFields } from '../definitions/form-values';
import type { FormValues, ReferenceDefinition } from '../definitions/reference-definition';
import { useLeave } from './use-leave';
import { useReferenceForm } from './use-reference-form';

/** What the create and modify pages share: the form, leaving for the list, and a refused save shown on its fields. */
export function useReferenceEditor(definition: ReferenceDefinition, initialValues: FormValues) {
  const { t } = useTranslation('reference');
  const form = useReferenceForm(definition, initialValues);
  const { leaving, leaveAfterSave, goBack } = useLeave(paths.reference.list(definition.base));
  const showFailure = (err: unknown, fallback: string) => {
    form.setErrors(bodyErrorsToFields(definition, fieldErrors(err)));
    notifyError(describeError(err, t, fallback), err);
  };
  return { form, leaving, leaveAfterSave, goBack, showFailure };
}

export type ReferenceEditor = ReturnType<typeof useReferenceEditor>;
