import { Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes';
import { fieldApplies } from '../definitions/form-values';
import type { FormValues, ReferenceDefinition } from '../definitions/reference-definition';
import { ReferenceField } from './reference-field';
import type { ReferenceEditor } from './use-reference-editor';
import { FormFooter } from '../../../components/form-footer';

interface ReferenceFormProps {
  definition: ReferenceDefinition;
  editor: ReferenceEditor;
  title: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: FormValues) => Promise<void>;
  /** Shown above the fields (the conflict notice). */
  notice?: ReactNode;
}

/** The create and modify page of every list, its form built from the list's field definitions. */
export function ReferenceForm({ definition, editor, title, submitLabel, busy, onSubmit, notice }: ReferenceFormProps) {
  const { form, leaving, goBack } = editor;
  const submit = form.onSubmit(
    (values) => onSubmit(values),
    (errors) => {
      // Take the keyboard and screen reader to the first field to fix.
      const first = definition.fields.find((field) => errors[field.name]);
      if (first) document.querySelector<HTMLElement>(`form [name="${first.name}"]`)?.focus();
    },
  );
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="lg" maw={720}>
        <UnsavedChangesGuard dirty={form.isDirty() && !leaving} />
        <form onSubmit={submit} noValidate>
          <Stack>
            {notice}
            {definition.fields
              .filter((field) => fieldApplies(field, form.values))
              .map((field) => (
                <ReferenceField key={field.name} field={field} form={form} />
              ))}
            <FormFooter gap="sm" submitLabel={submitLabel} loading={busy} onCancel={goBack} cancelDisabled={busy} />
          </Stack>
        </form>
      </Paper>
    </>
  );
}
