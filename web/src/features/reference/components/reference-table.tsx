import { Button, Group, Table } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../components/confirm-button';
import type { ReferenceRecord } from '../api/reference-types';
import type { ColumnDefinition, ReferenceDefinition } from '../definitions/reference-definition';
import { cellText } from './cell-text';

interface ReferenceTableProps {
  definition: ReferenceDefinition;
  columns: readonly ColumnDefinition[];
  rows: readonly ReferenceRecord[];
  /** The id being deleted, for its button's busy state. */
  deleting: number | null;
  onDelete: (record: ReferenceRecord) => void | Promise<void>;
}

export function ReferenceTable({ definition, columns, rows, deleting, onDelete }: ReferenceTableProps) {
  const { t } = useTranslation('reference');
  const entity = `entities.${definition.base}`;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label={t(`${entity}.title`)}>
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
                    {cellText(column, row, t)}
                  </Table.Td>
                ))}
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button
                      component={Link}
                      to={`/${definition.base}/modify/${id}`}
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      aria-label={t('list.editRow', { name })}
                    >
                      {t('list.edit')}
                    </Button>
                    <ConfirmButton
                      message={t(`${entity}.deleteConfirm`, { name })}
                      onConfirm={() => onDelete(row)}
                      loading={deleting === id}
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={t('list.deleteRow', { name })}
                    >
                      {t('list.delete')}
                    </ConfirmButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
