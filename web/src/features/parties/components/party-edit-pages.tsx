import { Alert, Anchor, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { foldText, NAME_MATCH_MIN, type Party } from '@cabinet/shared';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageError, PageLoader } from '../../../components/page-state';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { translated } from '../../../lib/translated';
import { paths } from '../../../lib/paths';
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

function PartyFormCard({ form, onSubmit, saving, submitLabel, exceptId }: { form: PartyFormApi; onSubmit: (values: PartyFormValues) => Promise<void>; saving: boolean; submitLabel: string; exceptId?: number }) {
  const { t } = useTranslation('parties');
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
      <form onSubmit={form.onSubmit((values) => void onSubmit(values))} noValidate aria-label={submitLabel}>
        <Stack gap="md">
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

export function PartyCreatePage() {
  const { t } = useTranslation('parties');
  const navigate = useNavigate();
  const create = useCreateParty();
  const form = usePartyForm();
  const submit = async (values: PartyFormValues) => {
    try {
      const party = await create.mutateAsync(valuesToBody(values));
      notifySuccess(t('form.created'), t('form.createdMessage', { name: party.name }));
      void navigate(paths.parties.detail(party.id_party));
    } catch (error) {
      const message = partyErrorMessage(error, t, t('errors.save'));
      if (isApiError(error) && error.fields.national_id) form.setFieldError('national_id', translated((tr) => partyErrorMessage(error, tr, tr('parties:errors.save'))));
      else notifyError(message, error);
    }
  };
  return (
    <>
      <PageHeader title={t('form.newTitle')} />
      <PartyFormCard form={form} onSubmit={submit} saving={create.isPending} submitLabel={t('common:actions.create')} />
    </>
  );
}

function PartyEditForm({ party }: { party: Party }) {
  const { t } = useTranslation('parties');
  const navigate = useNavigate();
  const update = useUpdateParty(party.id_party);
  const form = usePartyForm(partyToValues(party));
  const submit = async (values: PartyFormValues) => {
    try {
      await update.mutateAsync({ ...valuesToBody(values), version: party.version });
      notifySuccess(t('form.saved'), t('form.savedMessage', { name: values.name }));
      void navigate(paths.parties.detail(party.id_party));
    } catch (error) {
      const message = partyErrorMessage(error, t, t('errors.save'));
      if (isApiError(error) && error.fields.national_id) form.setFieldError('national_id', translated((tr) => partyErrorMessage(error, tr, tr('parties:errors.save'))));
      else notifyError(message, error);
    }
  };
  return <PartyFormCard form={form} onSubmit={submit} saving={update.isPending} submitLabel={t('common:actions.save')} exceptId={party.id_party} />;
}

export function PartyEditPage() {
  const { t } = useTranslation('parties');
  const id = Number(useParams().id);
  const party = useParty(id);
  return (
    <>
      <PageHeader title={party.data ? t('form.editTitle', { name: party.data.name }) : t('form.editTitle', { name: '' })} />
      {party.isError ? <PageError message={partyErrorMessage(party.error, t, t('errors.load'))} /> : !party.data ? <PageLoader /> : <PartyEditForm key={party.data.version} party={party.data} />}
    </>
  );
}
