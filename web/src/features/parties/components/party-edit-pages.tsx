import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Party } from '@cabinet/shared';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ConflictAlert, type ConflictDifference } from '../../../components/conflict-alert';
import { conflictLabels } from '../../../components/conflict-labels';
import { PageHeader } from '../../../components/page-header';
import { PageError, PageLoader } from '../../../components/page-state';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { translated } from '../../../lib/translated';
import { paths } from '../../../lib/paths';
import { useLeaveAfterSave } from '../../../lib/use-leave-after-save';
import { useVersionedSave } from '../../../lib/use-versioned-save';
import { useCreateParty, useParty, useUpdateParty } from '../api/parties';
import { KnownParties } from './known-parties';
import { nationalIdHolder, partyErrorMessage } from './link-errors';
import { PartyFields } from './party-fields';
import { partyToValues, usePartyForm, valuesToBody, valuesToPatch, type PartyFormApi, type PartyFormValues } from './party-form';

interface PartyFormCardProps {
  form: PartyFormApi;
  onSubmit: (values: PartyFormValues) => Promise<void>;
  saving: boolean;
  submitLabel: string;
  exceptId?: number;
  /** Shown above the fields (a conflicting save by someone else). */
  notice?: ReactNode;
}

function PartyFormCard({ form, onSubmit, saving, submitLabel, exceptId, notice }: PartyFormCardProps) {
  const { t } = useTranslation('parties');
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={form.onSubmit((values) => void onSubmit(values))} noValidate aria-label={submitLabel}>
        <Stack gap="md">
          {notice}
          <KnownParties name={form.values.name} nationalId={form.values.national_id} exceptId={exceptId} />
          <PartyFields form={form} />
          <Group>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
            <Button variant="default" component={Link} to={exceptId ? paths.parties.detail(exceptId) : paths.parties.list}>
              {t('common:actions.cancel')}
            </Button>
          </Group>
          <Text size="xs" c="dark.6">
            {t('form.required')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}

/** A save refused by the server: a taken national id under its field, anything else in a toast. */
function showPartySaveError(form: PartyFormApi, error: unknown, t: TFunction) {
  if (isApiError(error) && error.fields.national_id) form.setFieldError('national_id', translated((tr) => partyErrorMessage(error, tr, tr('parties:errors.save'))));
  else notifyError(partyErrorMessage(error, t, t('errors.save')), error);
}

export function PartyCreatePage() {
  const { t } = useTranslation('parties');
  const create = useCreateParty();
  const form = usePartyForm();
  const { leaving, leave } = useLeaveAfterSave();
  /** The known party holding the national id typed: opened rather than entered twice. */
  const [holder, setHolder] = useState<{ id_party: number; name: string } | null>(null);
  const submit = async (values: PartyFormValues) => {
    setHolder(null);
    try {
      const party = await create.mutateAsync(valuesToBody(values));
      notifySuccess(t('form.created'), t('form.createdMessage', { name: party.name }));
      leave(paths.parties.detail(party.id_party));
    } catch (error) {
      setHolder(nationalIdHolder(error));
      showPartySaveError(form, error, t);
    }
  };
  const notice = holder && (
    <Alert color="yellow" data-testid="national-id-holder">
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">{t('form.holderOfId', { name: `\u2068${holder.name}\u2069` })}</Text>
        <Anchor component={Link} to={paths.parties.detail(holder.id_party)} size="sm">
          {t('form.openExisting', { name: `\u2068${holder.name}\u2069` })}
        </Anchor>
      </Group>
    </Alert>
  );
  return (
    <>
      <PageHeader title={t('form.newTitle')} />
      <UnsavedChangesGuard dirty={form.isDirty() && !leaving} />
      <PartyFormCard form={form} onSubmit={submit} saving={create.isPending || leaving} submitLabel={t('common:actions.create')} notice={notice} />
    </>
  );
}

const COMPARED = ['kind', 'name', 'name_ar', 'national_id', 'phone', 'email', 'address', 'note', 'language'] as const;

/** Where what someone else saved differs from this form, in words. */
function partyDifferences(theirs: PartyFormValues, mine: PartyFormValues, t: TFunction): ConflictDifference[] {
  const shown = (field: (typeof COMPARED)[number], value: string | null) => {
    if (field === 'kind') return t(`kinds.${value}`);
    if (field === 'language') return t(`hearings:language.${value ?? 'none'}`);
    return value || t('common:states.notSelected');
  };
  return COMPARED.filter((field) => theirs[field] !== mine[field]).map((field) => ({
    field,
    label: field === 'language' ? t('hearings:language.label') : t(`fields.${field}`),
    theirs: shown(field, theirs[field]),
    mine: shown(field, mine[field]),
  }));
}

/**
 * Saves with the version the form was loaded from: a change saved meanwhile by someone else is
 * shown beside this user's edits (reload theirs, or save these again over theirs), never
 * overwritten without a word.
 */
function PartyEditForm({ party }: { party: Party }) {
  const { t } = useTranslation('parties');
  const update = useUpdateParty(party.id_party);
  const form = usePartyForm(partyToValues(party));
  const { leaving, leave } = useLeaveAfterSave();
  const { conflict, mine, submit, reload, reapply } = useVersionedSave({
    form,
    record: party,
    toForm: partyToValues,
    mutate: (values, version) => update.mutateAsync({ ...valuesToPatch(values), version }),
    onSaved: (saved) => {
      notifySuccess(t('form.saved'), t('form.savedMessage', { name: saved.name }));
      leave(paths.parties.detail(party.id_party));
    },
    onError: (error) => showPartySaveError(form, error, t),
  });
  const notice = conflict && mine && (
    <ConflictAlert
      title={t('conflict.title')}
      message={t('conflict.message')}
      differences={partyDifferences(partyToValues(conflict), mine, t)}
      labels={conflictLabels(t)}
      onReload={reload}
      onReapply={reapply}
      busy={update.isPending}
    />
  );
  return (
    <>
      <UnsavedChangesGuard dirty={form.isDirty() && !leaving} />
      <PartyFormCard form={form} onSubmit={submit} saving={update.isPending || leaving} submitLabel={t('common:actions.save')} exceptId={party.id_party} notice={notice} />
    </>
  );
}

export function PartyEditPage() {
  const { t } = useTranslation('parties');
  const id = Number(useParams().id);
  const party = useParty(id);
  return (
    <>
      <PageHeader title={party.data ? t('form.editTitle', { name: party.data.name }) : t('form.editTitle', { name: '' })} />
      {party.isError ? <PageError message={partyErrorMessage(party.error, t, t('errors.load'))} onRetry={() => void party.refetch()} /> : !party.data ? <PageLoader /> : <PartyEditForm key={party.data.id_party} party={party.data} />}
    </>
  );
}
