import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { useCreateReference } from '../api/references';
import { emptyFormValues, formValuesToBody } from '../definitions/form-values';
import type { FormValues, ReferenceDefinition } from '../definitions/reference-definition';
import { ReferenceForm } from './reference-form';
import { useReferenceEditor } from './use-reference-editor';

export function ReferenceCreatePage({ definition }: { definition: ReferenceDefinition }) {
  const { t } = useTranslation('reference');
  const entity = `entities.${definition.base}`;
  const create = useCreateReference(definition.resource);
  const editor = useReferenceEditor(
    definition,
    useMemo(() => emptyFormValues(definition), [definition]),
  );

  const submit = async (values: FormValues) => {
    try {
      await create.mutateAsync(formValuesToBody(definition, values));
      notifySuccess(t(`${entity}.created`), t(`${entity}.createdMessage`));
      editor.leaveAfterSave();
    } catch (err) {
      editor.showFailure(err, t(`${entity}.createFailed`));
    }
  };

  return <ReferenceForm definition={definition} editor={editor} title={t(`${entity}.newTitle`)} submitLabel={t('form.create')} busy={create.isPending} onSubmit={submit} />;
}
