import type { TrashItem } from '@cabinet/shared';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatTimestamp } from '../../../lib/format';
import { TrashRowActions } from './trash-row-actions';
import { CardTable, CardTableScroll } from '../../../components/responsive-table';

interface TrashTableProps {
  items: TrashItem[];
  busyId: number | null;
  onRestore: (item: TrashItem) => void;
  onPurge: (item: TrashItem) => Promise<void>;
}

export function TrashTable({ items, busyId, onRestore, onPurge }: TrashTableProps) {
  const { t, i18n } = useTranslation('trash');
  const lang = i18n.language;
  return (
    <CardTableScroll minWidth={760}>
      <CardTable striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.reference')}</Table.Th>
            <Table.Th scope="col">{t('columns.responsible')}</Table.Th>
            <Table.Th scope="col">{t('columns.deletedAt')}</Table.Th>
            <Table.Th scope="col">{t('columns.deletedBy')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('columns.actionCount')}
            </Table.Th>
            <Table.Th scope="col">{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id_dossier} data-testid="trash-row">
              <Table.Td fw={600}>#{item.ref_dossier_bureau}</Table.Td>
              <Table.Td>
                {item.nom_responsable_civil ? (
                  <bdi>{item.nom_responsable_civil}</bdi>
                ) : (
                  <Text span size="sm" c="dimmed">
                    {t('common:states.na')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatTimestamp(item.deleted_at, lang)}</Table.Td>
              <Table.Td>
                {item.deleted_by ? (
                  <bdi>{item.deleted_by.full_name}</bdi>
                ) : (
                  <Text span size="sm" c="dimmed">
                    {t('unknownUser')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="end">{formatNumber(item.action_count, lang)}</Table.Td>
              <Table.Td>
                <TrashRowActions item={item} busy={busyId === item.id_dossier} onRestore={onRestore} onPurge={onPurge} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CardTable>
    </CardTableScroll>
  );
}
