import { Alert, Anchor, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { foldText, NAME_MATCH_MIN, type Party } from '@cabinet/shared';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
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
import { useConflictCheck } from '../api/conflicts';
import { useCreateParty, useParty, useUpdateParty } from '../api/parties';
import { partyErrorMessage } from './link-errors';
import { PartyFields } from './party-fields';
import { partyToValues, usePartyForm, valuesToBody, type PartyFormApi, type PartyFormValues } from './party-form';

/** Parties already known under the name or national id being typed: the same person should not be entered twice. */
function KnownParties({ values, exceptId }: { values: PartyFormValues; exceptId?: number }) {
  const { t } = useTranslation('parties');
  const [name] = useDebouncedValue(values.name.trim(), 400);
  const [nationalId] = useDebouncedValue(values.national_id.trim(), 400);
  const enabled = [...foldText(name)].length >= NAME_MATCH_MIN || foldText(nationalId) !== '';
  const check = useConflictCheck(name, nationalId, enabled);
  const matches = (check.data?.items ?? []).filter((m) => m.id_party !== exceptId && m.matched !== 'name_part');
  if (!enabled || matches.length === 0) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t('form.knownTitle')}>
      <List size="sm" spacing={4}>
        {matches.map((match) => (
          <List.Item key={match.id_party}>
            <Anchor component={Link} to={paths.parties.detail(match.id_party)} size="sm">
              <bdi>{match.name}</bdi>
            </Anchor>{' '}
            ({t(`conflictCheck.matched.${match.matched}`)}; {t('form.knownDossiers', { count: match.dossiers.length })})
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

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
          <KnownParties values={form.values} exceptId={exceptId} />
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
  const submit = async (values: PartyFormValues) => {
    try {
      const party = await create.mutateAsync(valuesToBody(values));
      notifySuccess(t('form.created'), t('form.createdMessage', { name: party.name }));
      leave(paths.parties.detail(party.id_party));
    } catch (error) {
      showPartySaveError(form, error, t);
    }
  };
  return (
    <>
      <PageHeader title={t('form.newTitle')} />
      <UnsavedChangesGuard dirty={form.isDirty() && !leaving} />
      <PartyFormCard form={form} onSubmit={submit} saving={create.isPending || leaving} submitLabel={t('common:actions.create')} />
    </>
  );
}

const COMPARED = ['kind', 'name', 'name_ar', 'national_id', 'phone', 'email', 'address', 'note'] as const;

/** Where what someone else saved differs from this form, in words. */
function partyDifferences(theirs: PartyFormValues, mine: PartyFormValues, t: TFunction): ConflictDifference[] {
  const shown = (field: (typeof COMPARED)[number], value: string) => (field === 'kind' ? t(`kinds.${value}`) : value || t('common:states.notSelected'));
  return COMPARED.filter((field) => theirs[field] !== mine[field]).map((field) => ({
    field,
    label: t(`fields.${field}`),
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
    mutate: (values, version) => update.mutateAsync({ ...valuesToBody(values), version }),
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
