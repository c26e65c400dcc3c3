import type { Dossier } from '@cabinet/shared';
import { Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TYPED_ORDER_INPUT } from '../../../../components/ltr-text';
import { DateField } from '../../../../components/date-field';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes';
import { showSaveError } from '../../../../lib/errors';
import { focusFirstError } from '../../../../lib/focus-first-error';
import { focusWhenRendered } from '../../../../lib/page-focus';
import { actionRowId } from '../action-list';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useAddAction } from '../../api/actions';
import { addActionBody, addActionSchema, effectOf, emptyAddAction, emptyExpertise, type AddActionValues } from '../action-form-values';
import { AccountSelect } from '../../../../components/account-select';
import { ActionTypeSelect } from '../action-type-select';
import { ExpertiseFields } from '../expertise-fields';
import type { ActionOptions } from '../use-action-options';
import { useNextDateCheck } from '../next-date-check';
import { validateAction } from '../validate-action';
import { ContentField } from '../content-field';
import { ServiceModeSelect } from '../service-mode-select';
import { HearingFields } from '../hearing-fields';
import { submitErrorMessage } from '../submit-error-message';

interface AddActionFormProps {
  dossier: Dossier;
  options: ActionOptions;
}

/**
 * Logs an action on the dossier. The chosen type's data drives the form: an expertise type asks
 * for the expertise details, a type naming a dossier field asks for that number, prefilled.
 */
export function AddActionForm({ dossier, options }: AddActionFormProps) {
  const { t, i18n } = useTranslation('actions');
  const { t: tr } = useTranslation('reminders');
  const add = useAddAction(dossier.id_dossier);
  const form = useForm<AddActionValues>({ initialValues: emptyAddAction(), validate: validateAction<AddActionValues>(addActionSchema) });
  const { effect, dossier_field: field } = form.values;

  const chooseType = (value: string | null) => {
    const chosen = effectOf(options.types.find((type) => String(type.id_type_action) === value));
    form.setValues({
      fk_type_action: value,
      ...chosen,
      dossier_field_value: chosen.dossier_field ? (dossier[chosen.dossier_field] ?? '') : '',
      expertise: chosen.effect === 'expertise' ? form.values.expertise : emptyExpertise(),
    });
  };

  const save = async (values: AddActionValues) => {
    try {
      const { action } = await add.mutateAsync(addActionBody(values));
      form.reset();
      // Continue from the new row, where the user checks what was saved.
      focusWhenRendered(actionRowId(action.id_action));
      notifySuccess(t('add.added'), t('add.addedMessage'));
    } catch (err) {
      showSaveError(form, err, t, t('errors.add'));
    }
  };
  const nextDate = useNextDateCheck(save);
  const submit = form.onSubmit(nextDate.guarded, (errors) => {
    notifyError(submitErrorMessage(errors, form.getValues(), t, i18n.language));
    focusFirstError();
  });

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="add-action-title">
      <UnsavedChangesGuard dirty={form.isDirty()} />
      {nextDate.dialog}
      <Title order={2} size="h4" mb="sm" id="add-action-title">
        {t('add.title')}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby="add-action-title">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <DateField label={t('fields.date_action')} required {...form.getInputProps('date_action')} />
            <ActionTypeSelect options={options} {...form.getInputProps('fk_type_action')} onChange={chooseType} />
            <AccountSelect label={tr('account.assignee')} {...form.getInputProps('fk_assignee')} />
            <DateField label={t('fields.date_prochaine')} {...form.getInputProps('date_prochaine')} />
            <ServiceModeSelect {...form.getInputProps('service_mode')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <HearingFields form={form} dossierId={dossier.id_dossier} />
          </SimpleGrid>
          {effect === 'expertise' && <ExpertiseFields form={form} options={options} />}
          {effect === 'dossier_field' && field && (
            <TextInput
              label={t(`dossiers:fields.${field}`)}
              description={t('add.dossierFieldHint')}
              autoComplete="off"
              maw={{ sm: 360 }}
              data-testid="dossier-field-input"
              {...TYPED_ORDER_INPUT}
              {...form.getInputProps('dossier_field_value')}
            />
          )}
          <ContentField form={form} minRows={3} maxRows={12} />
          <Group>
            <Button type="submit" loading={add.isPending} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
