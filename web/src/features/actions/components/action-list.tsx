import type { Action } from '@cabinet/shared';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import { EmptyState } from '../../../components/page-state';
import { formatDate, formatMoney } from '../../../lib/format';

interface ActionListProps {
  actions: Action[];
  currency: string;
  onDelete: (action: Action) => Promise<void>;
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

/** The dossier's actions, newest first, with modify and delete. */
export function ActionList({ actions, currency, onDelete }: ActionListProps) {
  const { t, i18n } = useTranslation('actions');
  const lang = i18n.language;
  if (actions.length === 0) return <EmptyState message={t('list.empty')} />;

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped verticalSpacing="sm" aria-label={t('list.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="start">{t('fields.date_action')}</Table.Th>
            <Table.Th ta="start">{t('fields.fk_type_action')}</Table.Th>
            <Table.Th ta="start">{t('fields.contenu')}</Table.Th>
            <Table.Th ta="start">{t('fields.date_prochaine')}</Table.Th>
            <Table.Th ta="start">{t('list.expertise')}</Table.Th>
            <Table.Th ta="start">{t('list.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {actions.map((action) => (
            <Table.Tr key={action.id_action} data-testid={`action-row-${action.id_action}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(action.date_action, lang)}</Table.Td>
              <Table.Td>
                <bdi>{action.type_libelle ?? (action.fk_type_action === null ? '' : `#${action.fk_type_action}`)}</bdi>
              </Table.Td>
              <Table.Td maw={420} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <bdi>{action.contenu ?? ''}</bdi>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(action.date_prochaine, lang)}</Table.Td>
              <Table.Td>
                <ExpertiseDetails action={action} currency={currency} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    component={Link}
                    to={`/action/modify/${action.id_action}`}
                    size="xs"
                    variant="light"
                    leftSection={<IconEdit size={14} aria-hidden />}
                    aria-label={t('list.modifyLabel', { date: formatDate(action.date_action, lang) })}
                  >
                    {t('common:actions.modify')}
                  </Button>
                  <ConfirmButton
                    message={t('list.confirmDelete')}
                    onConfirm={() => onDelete(action)}
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={t('list.deleteLabel', { date: formatDate(action.date_action, lang) })}
                  >
                    {t('common:actions.delete')}
                  </ConfirmButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
