import type { Action } from '@cabinet/shared';
import { Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/page-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { RowActions } from '../../../components/row-actions';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { typeNameOf } from '../../../lib/action-type-name';
import { TableHead } from '../../../components/table-head';
import { stageNumberText, useDossierStages } from '../../../api/dossier-stages';
import { HearingPlace } from '../../../components/hearing-place';
import { LtrText } from '../../../components/ltr-text';
import { WhatsAppClientButton } from '../../../components/whatsapp-client-button';
import type { HearingFields } from '../../../lib/hearing';
import { useOfficeToday } from '../../../lib/office-today';

interface ActionListProps {
  actions: (Action & HearingFields)[];
  currency: string;
  onDelete: (action: Action) => Promise<void>;
  /** More buttons for a row (the documents feature's "attach"), supplied through the route. */
  renderRowExtra?: (action: Action) => ReactNode;
}

function ExpertiseDetails({ action, currency }: { action: Action; currency: string }) {
  const { t, i18n } = useTranslation('actions');
  const e = action.expertise;
  if (!e) return null;
  const notSet = t('common:states.notSelected');
  const line = (label: string, value: string | null) => (
    <Text size="sm">
      <Text span fw={600} size="sm">
        {label}:
      </Text>{' '}
      <bdi>{value || notSet}</bdi>
    </Text>
  );
  return (
    <Stack gap={2}>
      {line(t('expertise.type'), e.type_expertise_libelle)}
      {line(t('expertise.expert'), e.expert_nom)}
      {line(t('expertise.fees'), formatMoney(e.frais, currency, i18n.language))}
      {e.contenu && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <bdi>{e.contenu}</bdi>
        </Text>
      )}
    </Stack>
  );
}

/** The level an action belongs to, as the court calls the case there: "Appeal 1457/1201/2026". */
function ActionStage({ dossierId, stageId }: { dossierId: number; stageId: number | null | undefined }) {
  const { t } = useTranslation('stages');
  const stages = useDossierStages(dossierId, stageId != null);
  const stage = stages.data?.items.find((s) => s.id === stageId);
  if (!stage) return null;
  const number = stageNumberText(stage);
  return (
    <Text size="xs" c="dark.6" data-testid="action-stage">
      {t(`kinds.${stage.kind}`)}
      {number && (
        <>
          {' '}
          <LtrText>{number}</LtrText>
        </>
      )}
    </Text>
  );
}

/** The row's element id (focus moves there after the action is added). */
export const actionRowId = (id: number) => `action-row-${id}`;

/** The dossier's actions, newest first, with modify and delete. */
export function ActionList({ actions, currency, onDelete, renderRowExtra }: ActionListProps) {
  const { t, i18n } = useTranslation('actions');
  const lang = i18n.language;
  const today = useOfficeToday();
  if (actions.length === 0) return <EmptyState message={t('list.empty')} />;
  // A hearing still to come (its date or its next date): the client can be told of it.
  const upcoming = (action: Action) => !!today && (action.date_action >= today || (action.date_prochaine ?? '') >= today);

  return (
    <ResponsiveTable minWidth={860} striped verticalSpacing="sm" aria-label={t('list.title')}>
      <TableHead ta="start" columns={[t('fields.date_action'), t('fields.fk_type_action'), t('fields.contenu'), t('fields.date_prochaine'), t('list.expertise'), t('list.actions')]} />
      <Table.Tbody>
        {actions.map((action) => (
          <Table.Tr key={action.id_action} id={actionRowId(action.id_action)} tabIndex={-1} data-testid={`action-row-${action.id_action}`}>
            <Table.Td>
              <Stack gap={2}>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(action.date_action, lang)}
                </Text>
                <HearingPlace time={action.hearing_time} room={action.room} />
                <ActionStage dossierId={action.fk_dossier} stageId={action.fk_stage} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <bdi>{typeNameOf(action, lang) ?? (action.fk_type_action === null ? '' : `#${action.fk_type_action}`)}</bdi>
            </Table.Td>
            <Table.Td maw={420} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <bdi>{action.contenu ?? ''}</bdi>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(action.date_prochaine, lang)}</Table.Td>
            <Table.Td>
              <ExpertiseDetails action={action} currency={currency} />
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="wrap">
                <RowActions
                  editTo={paths.action.modify(action.id_action)}
                  editLabel={t('common:actions.modify')}
                  editAriaLabel={t('list.modifyLabel', { date: formatDate(action.date_action, lang) })}
                  deleteLabel={t('common:actions.delete')}
                  deleteAriaLabel={t('list.deleteLabel', { date: formatDate(action.date_action, lang) })}
                  confirmMessage={t('list.confirmDelete')}
                  onDelete={() => onDelete(action)}
                />
                {upcoming(action) && (
                  <WhatsAppClientButton actionId={action.id_action} dossierId={action.fk_dossier} context={formatDate(action.date_action, lang)} />
                )}
                {renderRowExtra?.(action)}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
