import { Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../components/responsive-table';
import { RowActions } from '../../../components/row-actions';
import { paths } from '../../../lib/paths';
import type { ReferenceRecord } from '../api/reference-types';
import type { ColumnDefinition, ReferenceDefinition } from '../definitions/reference-definition';
import { cellText } from './cell-text';
import { ReferenceUsagesNotice } from './reference-usages-notice';

interface ReferenceTableProps {
  definition: ReferenceDefinition;
  columns: readonly ColumnDefinition[];
  rows: readonly ReferenceRecord[];
  /** The id being deleted, for its button's busy state. */
  deleting: number | null;
  onDelete: (record: ReferenceRecord) => void | Promise<void>;
}

export function ReferenceTable({ definition, columns, rows, deleting, onDelete }: ReferenceTableProps) {
  const { t, i18n } = useTranslation('reference');
  const entity = `entities.${definition.base}`;
  return (
    <ResponsiveTable minWidth={560} striped highlightOnHover aria-label={t(`${entity}.title`)}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column.key} ta="start" scope="col">
              {t(column.labelKey)}
            </Table.Th>
          ))}
          <Table.Th ta="end" scope="col">
            {t('list.actions')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const id = Number(row[definition.idField]);
          const name = String(row[definition.labelField] ?? '');
          return (
            <Table.Tr key={id}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta="start" style={{ overflowWrap: 'anywhere' }}>
                  {cellText(column, row, t, i18n.language)}
                </Table.Td>
              ))}
              <Table.Td>
                <RowActions
                  justify="flex-end"
                  editTo={paths.reference.modify(definition.base, id)}
                  editIcon={<IconPencil size={14} aria-hidden />}
                  editLabel={t('list.edit')}
                  editAriaLabel={t('list.editRow', { name })}
                  deleteLabel={t('list.delete')}
                  deleteAriaLabel={t('list.deleteRow', { name })}
                  confirmMessage={t(`${entity}.deleteConfirm`, { name })}
                  confirmDetails={<ReferenceUsagesNotice resource={definition.resource} id={id} />}
                  onDelete={() => onDelete(row)}
                  deleting={deleting === id}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
