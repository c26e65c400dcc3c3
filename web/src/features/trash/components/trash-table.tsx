import type { TrashItem } from '@cabinet/shared';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatTimestamp } from '../../../lib/format';
import { TrashRowActions } from './trash-row-actions';
import { ResponsiveTable } from '../../../components/responsive-table';
import { TableHead } from '../../../components/table-head';
import { NameOrPlaceholder } from '../../../components/placeholder-text';

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
    <ResponsiveTable minWidth={760} striped highlightOnHover>
      <TableHead columns={[t('columns.reference'), t('columns.responsible'), t('columns.deletedAt'), t('columns.deletedBy'), { label: t('columns.actionCount'), ta: 'end' }, t('columns.actions')]} />
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item.id_dossier} data-testid="trash-row">
            <Table.Td fw={600}>{t('common:dossierRef', { ref: item.ref_dossier_bureau })}</Table.Td>
            <Table.Td>
              <NameOrPlaceholder name={item.nom_responsable_civil} placeholder={t('common:states.na')} />
            </Table.Td>
            <Table.Td>{formatTimestamp(item.deleted_at, lang)}</Table.Td>
            <Table.Td>
              <NameOrPlaceholder name={item.deleted_by?.full_name} placeholder={t('unknownUser')} />
            </Table.Td>
            <Table.Td ta="end">{formatNumber(item.action_count, lang)}</Table.Td>
            <Table.Td>
              <TrashRowActions item={item} busy={busyId === item.id_dossier} onRestore={onRestore} onPurge={onPurge} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
