import { INVOICE_STATUSES, type InvoiceStatus } from '@cabinet/shared';
import { Group, NativeSelect, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { TableHead } from '../../../components/table-head';
import { formatDate, formatMoney } from '../../../lib/format';
import { usePageParams } from '../../../lib/use-page-params';
import { useInvoiceList } from '../api/reports';
import { useOfficeToday } from '../lib/office-today';
import { recentYears } from '../lib/recent-years';
import { DossierMoneyLink, StatementLink } from './money-links';
import { NoteStatusBadge } from './note-status-badge';

/** Every fee note and credit note of the office, newest first, by state and year of issue. */
export function InvoicesPanel() {
  const { t, i18n } = useTranslation('money');
  const [params, setParams] = useSearchParams();
  const { page, pageSize, setPage } = usePageParams();
  const today = useOfficeToday();
  const askedStatus = params.get('status');
  const status = (INVOICE_STATUSES as readonly string[]).includes(askedStatus ?? '') ? (askedStatus as InvoiceStatus) : undefined;
  const askedYear = Number(params.get('year'));
  const year = Number.isInteger(askedYear) && askedYear >= 1900 && askedYear <= 2199 ? askedYear : undefined;
  const notes = useInvoiceList({ status, year, page, page_size: pageSize });

  const filter = (name: 'status' | 'year', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('notes.status')}
          value={status ?? ''}
          onChange={(event) => filter('status', event.currentTarget.value)}
          data={[{ value: '', label: t('list.allStatuses') }, ...INVOICE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))]}
        />
        <NativeSelect
          label={t('list.year')}
          value={year ? String(year) : ''}
          onChange={(event) => filter('year', event.currentTarget.value)}
          data={[{ value: '', label: t('list.allYears') }, ...recentYears(today).map((y) => ({ value: String(y), label: String(y) }))]}
        />
      </Group>
      {notes.isError ? (
        <PageError message={t('list.load')} onRetry={() => void notes.refetch()} />
      ) : !notes.data ? (
        <PageLoader />
      ) : notes.data.total === 0 ? (
        <EmptyState message={t('list.empty')} />
      ) : (
        <>
          <ResponsiveTable minWidth={860} striped aria-label={t('page.views.notes')}>
            <TableHead
              columns={[
                t('notes.number'),
                t('notes.status'),
                t('outstanding.dossier'),
                t('notes.client'),
                t('notes.issueDate'),
                { label: t('notes.total'), ta: 'end' },
                { label: t('notes.paid'), ta: 'end' },
                { label: t('notes.due'), ta: 'end' },
              ]}
            />
            <Table.Tbody>
              {notes.data.items.map((note) => (
                <Table.Tr key={note.id}>
                  <Table.Td>
                    <bdi dir="ltr">{note.number ?? t('notes.draft')}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <NoteStatusBadge note={note} />
                  </Table.Td>
                  <Table.Td>
                    <DossierMoneyLink dossierId={note.fk_dossier} reference={note.ref_dossier_bureau} />
                  </Table.Td>
                  <Table.Td>
                    <StatementLink partyId={note.fk_client_party} name={note.client.name} />
                  </Table.Td>
                  <Table.Td>{formatDate(note.issue_date, i18n.language)}</Table.Td>
                  <Table.Td ta="end">
                    <bdi>{formatMoney(note.totals.total, note.currency, i18n.language)}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi>{formatMoney(note.paid, note.currency, i18n.language)}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi>{formatMoney(note.due, note.currency, i18n.language)}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
          <ListPagination page={page} pageSize={pageSize} total={notes.data.total} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
