import type { Conflict, PartyRole } from '@cabinet/shared';
import { Button, Group, Select, Stack, Table } from '@mantine/core';
import { IconLink, IconPlus, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { isApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { translated } from '../../../lib/translated';
import { useDossierParties, useLinkParty, useUnlinkParty } from '../api/dossier-parties';
import { useCreateParty } from '../api/parties';
import { ConflictDialog } from './conflict-dialog';
import { conflictsOf, partyErrorMessage } from './link-errors';
import { PartyFields } from './party-fields';
import { usePartyForm, valuesToBody } from './party-form';
import { PartyPicker, type PickedParty } from './party-picker';
import { isRole, roleOptions } from './role-label';
import { TableHead } from '../../../components/table-head';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SectionPanel } from '../../../components/section-panel';
import { PartyNameCell } from './party-name-cell';
import { PartyRoleBadge } from './party-role-badge';

interface PendingConflict {
  party: PickedParty;
  role: PartyRole;
  conflicts: Conflict[];
}

/** The dossier's parties by role: link an existing party (a few letters find it) or create one here. */
export function DossierPartiesTab({ dossierId }: { dossierId: number }) {
  const { t } = useTranslation('parties');
  const parties = useDossierParties(dossierId);
  const link = useLinkParty(dossierId);
  const unlink = useUnlinkParty(dossierId);
  const create = useCreateParty();
  const [picked, setPicked] = useState<PickedParty | null>(null);
  const [role, setRole] = useState<PartyRole>('client');
  const [linkError, setLinkError] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<PendingConflict | null>(null);
  const form = usePartyForm();

  /** Links, or opens the conflict dialog when the server finds the party on the other side elsewhere. */
  const linkParty = async (party: PickedParty, asRole: PartyRole, confirm = false): Promise<boolean> => {
    setLinkError(undefined);
    try {
      await link.mutateAsync({ id_party: party.id_party, role: asRole, ...(confirm ? { confirm_conflict: true } : {}) });
      notifySuccess(t('link.linked'), t('link.linkedMessage', { name: party.name, role: t(`roles.${asRole}`) }));
      setPicked(null);
      setPending(null);
      return true;
    } catch (error) {
      const conflicts = conflictsOf(error);
      if (conflicts) {
        setPending({ party, role: asRole, conflicts });
        return false;
      }
      setLinkError(partyErrorMessage(error, t, t('errors.link')));
      return false;
    }
  };

  const createAndLink = form.onSubmit(async (values) => {
    try {
      const party = await create.mutateAsync(valuesToBody(values));
      form.reset();
      setCreating(false);
      await linkParty({ id_party: party.id_party, name: party.name }, role);
    } catch (error) {
      const message = partyErrorMessage(error, t, t('errors.save'));
      if (isApiError(error) && error.fields.national_id)
        form.setFieldError(
          'national_id',
          translated((tr) => partyErrorMessage(error, tr, tr('parties:errors.save'))),
        );
      else notifyError(message, error);
    }
  });

  const remove = async (id_party: number, name: string, asRole: PartyRole) => {
    try {
      await unlink.mutateAsync({ id_party, role: asRole });
      notifySuccess(t('link.unlinked'), t('link.unlinkedMessage', { name, role: t(`roles.${asRole}`) }));
    } catch (error) {
      notifyError(partyErrorMessage(error, t, t('errors.unlink')), error);
    }
  };

  return (
    <Stack gap="md">
      <SectionPanel p={{ base: 'sm', sm: 'md' }} titleId="link-party-title" title={t('link.title')} titleProps={{ size: 'h5' }}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          {!creating && <PartyPicker value={picked} onChange={setPicked} error={linkError} />}
          <Select
            label={t('link.role')}
            data={roleOptions(t)}
            value={role}
            onChange={(value) => isRole(value) && setRole(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            w={200}
          />
          {!creating && (
            <Button
              leftSection={<IconLink size={16} aria-hidden />}
              disabled={!picked}
              loading={link.isPending}
              onClick={() => picked && void linkParty(picked, role)}
            >
              {t('link.add')}
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating((open) => !open)}
            aria-expanded={creating}
          >
            {creating ? t('common:actions.cancel') : t('link.createNew')}
          </Button>
        </Group>
        {creating && (
          <form onSubmit={createAndLink} noValidate aria-label={t('link.createNew')}>
            <Stack gap="sm" mt="md">
              <PartyFields form={form} compact />
              <Group>
                <Button type="submit" loading={create.isPending || link.isPending}>
                  {t('link.createAndLink')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </SectionPanel>

      {parties.isError ? (
        <PageError message={t('errors.load')} onRetry={() => void parties.refetch()} />
      ) : !parties.data ? (
        <PageLoader />
      ) : parties.data.items.length === 0 ? (
        <EmptyState message={t('dossierTab.none')} />
      ) : (
        <ResponsiveTable minWidth={480} striped verticalSpacing="xs" aria-label={t('dossierTab.title')}>
          <TableHead ta="start" columns={[t('fields.name'), t('fields.role'), t('fields.national_id'), t('common:actions.delete')]} />
          <Table.Tbody>
            {parties.data.items.map((party) => (
              <Table.Tr key={`${party.id_party}-${party.role}`}>
                <PartyNameCell party={party} />
                <Table.Td>
                  <PartyRoleBadge role={party.role} />
                </Table.Td>
                <Table.Td>
                  <bdi>{party.national_id ?? ''}</bdi>
                </Table.Td>
                <Table.Td>
                  <ConfirmButton
                    size="xs"
                    variant="subtle"
                    leftSection={<IconUnlink size={14} aria-hidden />}
                    aria-label={t('dossierTab.removeLabel', { name: party.name, role: t(`roles.${party.role}`) })}
                    message={t('dossierTab.confirmRemove', { name: party.name, role: t(`roles.${party.role}`) })}
                    onConfirm={() => remove(party.id_party, party.name, party.role)}
                  >
                    {t('dossierTab.remove')}
                  </ConfirmButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}

      <ConflictDialog
        opened={pending !== null}
        partyName={pending?.party.name ?? ''}
        role={pending?.role ?? 'client'}
        conflicts={pending?.conflicts ?? []}
        busy={link.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && void linkParty(pending.party, pending.role, true)}
      />
    </Stack>
  );
}
