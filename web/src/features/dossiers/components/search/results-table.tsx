import type { DossierListItem } from '@cabinet/shared';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../../components/responsive-table';
import { RowActions } from '../../../../components/row-actions';
import { formatDate, formatMoney } from '../../../../lib/format';
import { paths } from '../../../../lib/paths';
import { nextSort, SORTABLE_COLUMNS, type SearchState } from './search-params';
import { SortableHeader } from './sortable-header';
import { LtrText } from '../../../../components/ltr-text';

interface ResultsTableProps {
  dossiers: DossierListItem[];
  currency: string;
  sort: SearchState['sort'];
  onSort: (sort: SearchState['sort']) => void;
  onDelete: (dossier: DossierListItem) => Promise<void>;
}

const HEADER_KEYS = {
  ref_dossier_bureau: 'search.columns.reference',
  num_police: 'search.columns.policeNumber',
  nom_responsable_civil: 'search.columns.responsible',
  montant_dette: 'search.columns.amount',
  date_inscription_bureau: 'search.columns.date',
} as const;

/** The search results: reference, police number, responsible, amount, date, and per row modify and delete. */
export function ResultsTable({ dossiers, currency, sort, onSort, onDelete }: ResultsTableProps) {
  const { t, i18n } = useTranslation('dossiers');
  const lang = i18n.language;

  return (
    <ResponsiveTable minWidth={760} striped highlightOnHover verticalSpacing="xs" aria-label={t('search.resultsLabel')}>
      <Table.Thead>
        <Table.Tr>
          {SORTABLE_COLUMNS.map((column) => {
            const direction = sort?.field === column ? (sort.desc ? 'descending' : 'ascending') : null;
            const label = t(HEADER_KEYS[column]);
            return (
              <SortableHeader
                key={column}
                direction={direction}
                onSort={() => onSort(nextSort(sort, column))}
                sortLabel={t('search.sortBy', { column: label })}
              >
                {label}
              </SortableHeader>
            );
          })}
          <Table.Th ta="start">{t('search.columns.client')}</Table.Th>
          <Table.Th ta="start">{t('search.columns.actions')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {dossiers.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={7}>
              <Text c="dimmed" ta="center" py="lg">
                {t('search.empty')}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          dossiers.map((dossier) => (
            <Table.Tr key={dossier.id_dossier}>
              <Table.Td fw={600}>
                <Group gap={6} wrap="nowrap">
                  {dossier.ref_dossier_bureau}
                  {dossier.to_review && (
                    <Badge size="sm" color="orange.9" variant="light" title={t('review.badgeHint')}>
                      {t('review.badge')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                <LtrText>{dossier.num_police ?? ''}</LtrText>
              </Table.Td>
              <Table.Td>
                <bdi>{dossier.nom_responsable_civil ?? ''}</bdi>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(dossier.montant_dette, currency, lang)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(dossier.date_inscription_bureau, lang)}</Table.Td>
              <Table.Td>
                <bdi>{dossier.client_name ?? ''}</bdi>
              </Table.Td>
              <Table.Td>
                <RowActions
                  editTo={paths.dossier.modify(dossier.id_dossier)}
                  editLabel={t('common:actions.modify')}
                  editAriaLabel={t('search.modifyLabel', { ref: dossier.ref_dossier_bureau })}
                  deleteLabel={t('common:actions.delete')}
                  deleteAriaLabel={t('search.deleteLabel', { ref: dossier.ref_dossier_bureau })}
                  confirmMessage={t('search.confirmDelete', { ref: dossier.ref_dossier_bureau })}
                  onDelete={() => onDelete(dossier)}
                />
              </Table.Td>
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
