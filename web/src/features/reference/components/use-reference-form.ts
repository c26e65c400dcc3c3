import { useForm } from '@mantine/form';
import { validateWith } from '../../../lib/form';
import { bodyErrorsToFields, formValuesToBody } from '../definitions/form-values';
import type { FormValues, ReferenceDefinition } from '../definitions/reference-definition';

/** The form of one list: its values are the inputs' texts, checked as the body they will become. */
export function useReferenceForm(definition: ReferenceDefinition, initialValues: FormValues) {
  const validate = validateWith(definition.schema);
  return useForm<FormValues>({
    initialValues,
    validate: (values) => bodyErrorsToFields(definition, validate(formValuesToBody(definition, values))),
  });
}

export type ReferenceFormApi = ReturnType<typeof useReferenceForm>;
