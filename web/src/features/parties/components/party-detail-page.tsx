import { PARTY_ROLES, type Party, type PartyDossier } from '@cabinet/shared';
import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconReportMoney, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useMoneyAccess } from '../../../api/session';
import { ConfirmButton } from '../../../components/confirm-button';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useDeleteParty, useParty, usePartyDossiers } from '../api/parties';
import { partyErrorMessage } from './link-errors';
import { SectionPanel } from '../../../components/section-panel';
import type { PartyLanguageField } from '../../../lib/hearing';

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="sm" c="dark.6">
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        <bdi>{value || '—'}</bdi>
      </Text>
    </div>
  );
}

/** The party's dossiers, grouped by the role it holds on them. */
function DossiersByRole({ partyId }: { partyId: number }) {
  const { t } = useTranslation('parties');
  const dossiers = usePartyDossiers(partyId);
  if (dossiers.isError) return <PageError message={t('errors.load')} onRetry={() => void dossiers.refetch()} />;
  if (!dossiers.data) return <PageLoader />;
  if (dossiers.data.items.length === 0) return <EmptyState message={t('detail.noDossiers')} />;
  const byRole = new Map<string, PartyDossier[]>();
  for (const item of dossiers.data.items) byRole.set(item.role, [...(byRole.get(item.role) ?? []), item]);
  return (
    <Stack gap="sm">
      {PARTY_ROLES.filter((role) => byRole.has(role)).map((role) => (
        <div key={role}>
          <Title order={3} size="h6" mb={4}>
            {t(`roles.${role}`)} ({byRole.get(role)!.length})
          </Title>
          <Group gap="xs" wrap="wrap">
            {byRole.get(role)!.map((d) =>
              d.in_trash ? (
                <Badge key={d.id_dossier} variant="outline" color="gray.8">
                  {t('detail.inTrash', { ref: d.ref_dossier_bureau })}
                </Badge>
              ) : (
                <Anchor key={d.id_dossier} component={Link} to={paths.dossier.modify(d.id_dossier, 'parties')}>
                  {t('conflictDialog.dossier', { ref: d.ref_dossier_bureau })}
                </Anchor>
              ),
            )}
          </Group>
        </div>
      ))}
    </Stack>
  );
}

function PartyDetail({ party }: { party: Party & PartyLanguageField }) {
  const { t } = useTranslation('parties');
  const navigate = useNavigate();
  const remove = useDeleteParty();
  const seesMoney = useMoneyAccess() !== 'none';
  const trash = async () => {
    try {
      await remove.mutateAsync(party.id_party);
      notifySuccess(t('detail.deleted'), t('detail.deletedMessage', { name: party.name }));
      void navigate(paths.parties.list);
    } catch (error) {
      notifyError(partyErrorMessage(error, t, t('errors.delete')), error);
    }
  };
  return (
    <>
      <PageHeader title={<bdi>{party.name}</bdi>}>
        {seesMoney && (
          <Button component={Link} to={paths.money.statement(party.id_party)} variant="light" leftSection={<IconReportMoney size={16} aria-hidden />}>
            {t('money:statement.open')}
          </Button>
        )}
        <Button component={Link} to={paths.parties.edit(party.id_party)} variant="light" leftSection={<IconEdit size={16} aria-hidden />}>
          {t('common:actions.modify')}
        </Button>
        <ConfirmButton size="sm" message={t('detail.confirmDelete', { name: party.name })} onConfirm={trash} leftSection={<IconTrash size={16} aria-hidden />}>
          {t('common:actions.delete')}
        </ConfirmButton>
      </PageHeader>
      <SectionPanel p={{ base: 'sm', sm: 'lg' }} mb="lg" titleId="party-info-title" title={t('detail.info')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Detail label={t('fields.kind')} value={t(`kinds.${party.kind}`)} />
          <Detail label={t('fields.name_ar')} value={party.name_ar} />
          <Detail label={t('fields.national_id')} value={party.national_id} />
          <Detail label={t('fields.phone')} value={party.phone} />
          <Detail label={t('fields.email')} value={party.email} />
          <Detail label={t('hearings:language.label')} value={party.language ? t(`hearings:language.${party.language}`) : t('hearings:language.none')} />
          <Detail label={t('fields.address')} value={party.address} />
          <Detail label={t('fields.note')} value={party.note} />
        </SimpleGrid>
      </SectionPanel>
      <SectionPanel p={{ base: 'sm', sm: 'lg' }} titleId="party-dossiers-title" title={t('detail.dossiers')}>
        <DossiersByRole partyId={party.id_party} />
      </SectionPanel>
    </>
  );
}

export function PartyDetailPage() {
  const { t } = useTranslation('parties');
  const id = Number(useParams().id);
  const party = useParty(id);
  if (party.isError) return <PageError message={partyErrorMessage(party.error, t, t('errors.load'))} onRetry={() => void party.refetch()} />;
  if (!party.data) return <PageLoader />;
  return <PartyDetail party={party.data} />;
}
