import { nameIn, STAGE_KINDS, STAGE_OUTCOMES, type Stage, type StageStatus } from '@cabinet/shared';
import { Alert, Fieldset, SegmentedControl, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceOptionsQuery } from '../../../api/reference-options';
import { ConflictAlert } from '../../../components/conflict-alert';
import { conflictLabels } from '../../../components/conflict-labels';
import { DateField } from '../../../components/date-field';
import { FormFooter } from '../../../components/form-footer';
import { TYPED_ORDER_INPUT } from '../../../components/ltr-text';
import { MoneyField } from '../../../components/money-field';
import { actionTypeName } from '../../../lib/action-type-name';
import { isApiError } from '../../../lib/api-client';
import { showSaveError } from '../../../lib/errors';
import { focusFirstError } from '../../../lib/focus-first-error';
import { validateWith } from '../../../lib/form';
import { formatDate } from '../../../lib/format';
import { notifySuccess } from '../../../lib/notify';
import { useVersionedSave } from '../../../lib/use-versioned-save';
import { useCreateStage, useUpdateStage } from '../api/stages';
import { useDossierPartyOptions } from '../api/dossier-parties';
import { stageDifferences } from '../lib/stage-differences';
import {
  addsNotification,
  emptyStageValues,
  stageCreateBodyOf,
  stageFormSchema,
  stagePatchBodyOf,
  stageToValues,
  type StageFormValues,
} from '../lib/stage-form-values';
import { FileNumberFields } from './file-number-fields';

type StageForm = UseFormReturnType<StageFormValues>;

/** The server's answer when the office has not chosen which action type records a notification. */
export const needsNotificationType = (error: unknown): boolean =>
  isApiError(error) && error.status === 422 && (/notification/i.test(error.code) || 'notification_type_id' in error.fields);

interface StageFormProps {
  dossierId: number;
  currency: string;
  /** Closes the drawer: after a save, or on Cancel. */
  onDone: () => void;
}

/** A new level of the dossier. */
export function NewStageForm({ dossierId, currency, onDone }: StageFormProps) {
  const { t, i18n } = useTranslation('stages');
  const create = useCreateStage(dossierId);
  const form = useForm<StageFormValues>({ initialValues: emptyStageValues(), validate: validateWith(stageFormSchema) });
  const [typeNeeded, setTypeNeeded] = useState(false);
  const save = async (values: StageFormValues) => {
    setTypeNeeded(false);
    try {
      await create.mutateAsync(stageCreateBodyOf(values));
      notifySuccess(t('form.added'), savedMessage(values, null, t, i18n.language));
      onDone();
    } catch (error) {
      onSaveError(form, error, setTypeNeeded, t);
    }
  };
  return (
    <form onSubmit={form.onSubmit((values) => void save(values), focusFirstError)} noValidate aria-label={t('form.newTitle')}>
      <StageFields form={form} dossierId={dossierId} currency={currency} saved={null} typeNeeded={typeNeeded} />
      <FormFooter mt="lg" gap="sm" submitLabel={t('form.save')} loading={create.isPending} onCancel={onDone} cancelDisabled={create.isPending} />
    </form>
  );
}

/** A level as saved, edited with the version read: someone else's change meanwhile is shown, not overwritten. */
export function EditStageForm({ dossierId, currency, onDone, stage }: StageFormProps & { stage: Stage }) {
  const { t, i18n } = useTranslation('stages');
  const update = useUpdateStage(stage.id);
  const form = useForm<StageFormValues>({ initialValues: stageToValues(stage), validate: validateWith(stageFormSchema) });
  const [typeNeeded, setTypeNeeded] = useState(false);
  const { conflict, mine, submit, reload, reapply } = useVersionedSave({
    form,
    record: stage,
    toForm: stageToValues,
    mutate: (values, version) => {
      setTypeNeeded(false);
      return update.mutateAsync(stagePatchBodyOf(values, stage, version)).then((saved) => ({ saved, values }));
    },
    onSaved: ({ values }) => {
      notifySuccess(t('form.saved'), savedMessage(values, stage, t, i18n.language));
      onDone();
    },
    onError: (error) => onSaveError(form, error, setTypeNeeded, t),
  });
  return (
    <form onSubmit={form.onSubmit((values) => void submit(values), focusFirstError)} noValidate aria-label={t('form.editTitle')}>
      {conflict && mine && (
        <ConflictAlert
          title={t('conflict.title')}
          message={t('conflict.message')}
          differences={stageDifferences(stageToValues(conflict), mine, t, i18n.language)}
          labels={conflictLabels(t)}
          onReload={reload}
          onReapply={reapply}
          busy={update.isPending}
        />
      )}
      <StageFields form={form} dossierId={dossierId} currency={currency} saved={stage} typeNeeded={typeNeeded} />
      <FormFooter mt="lg" gap="sm" submitLabel={t('form.save')} loading={update.isPending} onCancel={onDone} cancelDisabled={update.isPending} />
    </form>
  );
}

function onSaveError(form: StageForm, error: unknown, setTypeNeeded: (needed: boolean) => void, t: TFunction) {
  if (needsNotificationType(error)) {
    setTypeNeeded(true);
    form.setFieldError('notification_type_id', t('stages:form.chooseType'));
    focusFirstError();
    return;
  }
  showSaveError(form, error, t, t('stages:errors.save'));
}

/** The toast after a save: with a new notification date, that its action was added and starts the deadlines. */
function savedMessage(values: StageFormValues, saved: Stage | null, t: TFunction, lang: string): string | undefined {
  return addsNotification(values, saved) ? t('stages:form.notificationAdded', { date: formatDate(values.notified_on, lang) }) : undefined;
}

interface StageFieldsProps {
  form: StageForm;
  dossierId: number;
  currency: string;
  /** The level as saved (null: a new one): a notification date that differs from it adds a notification action. */
  saved: Stage | null;
  /** The server asked which action type records the notification. */
  typeNeeded: boolean;
}

function StageFields({ form, dossierId, currency, saved, typeNeeded }: StageFieldsProps) {
  const { t, i18n } = useTranslation('stages');
  const lang = i18n.language;
  const statusId = useId();
  const tribunals = useQuery({
    ...referenceOptionsQuery('tribunals'),
    select: (list) =>
      list.items
        .map((x) => ({ value: String(x.id_tribunal), label: x.ville ? `${nameIn(x.nom, x.nom_ar, lang)} (${x.ville})` : nameIn(x.nom, x.nom_ar, lang) }))
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
  });
  const bailiffs = useDossierPartyOptions(dossierId, saved);
  const notifying = addsNotification(form.values, saved);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('fields.kind')}
          withAsterisk
          data={STAGE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('kind')}
        />
        <Select
          label={t('fields.fk_tribunal')}
          searchable
          clearable
          placeholder={tribunals.isPending ? t('common:states.loading') : t('common:states.notSelected')}
          nothingFoundMessage={t('common:states.noResults')}
          data={tribunals.data ?? []}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('fk_tribunal')}
        />
        <div>
          <Text component="label" id={statusId} size="sm" fw={500} display="block" mb={4}>
            {t('fields.status')}
          </Text>
          <SegmentedControl
            aria-labelledby={statusId}
            data={(['open', 'closed'] as StageStatus[]).map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            {...form.getInputProps('status')}
          />
        </div>
      </SimpleGrid>

      <FileNumberFields form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('fields.national_number')} description={t('form.nationalHint')} autoComplete="off" {...TYPED_ORDER_INPUT} {...form.getInputProps('national_number')} />
        <TextInput label={t('fields.filing_ref')} autoComplete="off" {...TYPED_ORDER_INPUT} {...form.getInputProps('filing_ref')} />
        <DateField label={t('fields.filed_on')} {...form.getInputProps('filed_on')} />
        <TextInput label={t('fields.judge')} {...form.getInputProps('judge')} />
        <TextInput label={t('fields.chamber')} {...form.getInputProps('chamber')} />
      </SimpleGrid>

      <Fieldset legend={t('form.decisionLegend')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('fields.decision_number')} autoComplete="off" {...TYPED_ORDER_INPUT} {...form.getInputProps('decision_number')} />
          <DateField label={t('fields.decision_date')} {...form.getInputProps('decision_date')} />
          <Select
            label={t('fields.outcome')}
            clearable
            placeholder={t('common:states.notSelected')}
            data={STAGE_OUTCOMES.map((outcome) => ({ value: outcome, label: t(`outcomes.${outcome}`) }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('outcome')}
          />
          <MoneyField label={t('fields.amount_awarded')} currency={currency} {...form.getInputProps('amount_awarded')} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('form.notificationLegend')} variant="unstyled">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('parties:roles.bailiff')}
            description={t('form.bailiffHint')}
            searchable
            clearable
            placeholder={bailiffs.isPending ? t('common:states.loading') : t('common:states.notSelected')}
            nothingFoundMessage={t('form.noParty')}
            data={bailiffs.options}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('fk_bailiff_party')}
          />
          <DateField label={t('fields.notified_on')} {...form.getInputProps('notified_on')} />
        </SimpleGrid>
        {notifying && <NotificationType form={form} typeNeeded={typeNeeded} />}
      </Fieldset>

      <Textarea label={t('fields.note')} autosize minRows={2} maxRows={8} {...form.getInputProps('note')} />
    </Stack>
  );
}

/**
 * A notification date to record: the server adds the notification action, which starts the
 * deadlines. Its type is the office's usual one unless chosen here; the server asks for it (422)
 * when the office has none yet.
 */
function NotificationType({ form, typeNeeded }: { form: StageForm; typeNeeded: boolean }) {
  const { t, i18n } = useTranslation('stages');
  const lang = i18n.language;
  const types = useQuery({
    ...referenceOptionsQuery('action-types'),
    select: (list) =>
      list.items.map((type) => ({ value: String(type.id_type_action), label: actionTypeName(type, lang) })).sort((a, b) => a.label.localeCompare(b.label, lang)),
  });
  return (
    <Stack gap="xs" mt="sm">
      <Alert
        color={typeNeeded ? 'orange' : 'blue'}
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        role={typeNeeded ? 'alert' : undefined}
        title={typeNeeded ? t('form.typeNeededTitle') : undefined}
        data-testid="notification-explained"
      >
        {typeNeeded ? t('form.typeNeeded') : t('form.notificationExplained', { date: formatDate(form.values.notified_on, lang) })}
      </Alert>
      <Select
        label={t('fields.notification_type_id')}
        description={t('form.typeHint')}
        withAsterisk={typeNeeded}
        searchable
        clearable
        placeholder={types.isPending ? t('common:states.loading') : t('form.usualType')}
        nothingFoundMessage={t('common:states.noResults')}
        data={types.data ?? []}
        comboboxProps={{ withinPortal: true }}
        maw={{ sm: 420 }}
        {...form.getInputProps('notification_type_id')}
      />
    </Stack>
  );
}
