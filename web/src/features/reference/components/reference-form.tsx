import { Button, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes';
import { fieldApplies } from '../definitions/form-values';
import type { FormValues, ReferenceDefinition } from '../definitions/reference-definition';
import { ReferenceField } from './reference-field';
import type { ReferenceFormApi } from './use-reference-form';

interface ReferenceFormProps {
  definition: ReferenceDefinition;
  form: ReferenceFormApi;
  submitLabel: string;
  busy: boolean;
  /** True once saved: the page is leaving and the guard must not hold it. */
  leaving: boolean;
  onSubmit: (values: FormValues) => Promise<void>;
  onCancel: () => void;
  /** Shown above the fields (the conflict notice). */
  notice?: ReactNode;
}

/** The create and modify form of every list, built from the list's field definitions. */
export function ReferenceForm({ definition, form, submitLabel, busy, leaving, onSubmit, onCancel, notice }: ReferenceFormProps) {
  const { t } = useTranslation('reference');
  const submit = form.onSubmit(
    (values) => onSubmit(values),
    (errors) => {
      // Take the keyboard and screen reader to the first field to fix.
      const first = definition.fields.find((field) => errors[field.name]);
      if (first) document.querySelector<HTMLElement>(`form [name="${first.name}"]`)?.focus();
    },
  );
  return (
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
          <Group gap="sm">
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
            <Button variant="default" onClick={onCancel} disabled={busy}>
              {t('common:actions.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
