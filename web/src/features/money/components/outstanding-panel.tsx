import type { InvoiceSummary, Outstanding } from '@cabinet/shared';
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SectionPanel } from '../../../components/section-panel';
import { TableHead } from '../../../components/table-head';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { useOutstanding } from '../api/reports';
import { sumAmounts } from '../lib/sum-amounts';
import { DossierMoneyLink, StatementLink } from './money-links';
import { useOfficeToday } from '../lib/office-today';

interface ClientOwing {
  id_party: number;
  name: string;
  notes: number;
  due: string;
}

/** What each client owes on its fee notes, the largest debt first. */
function owedByClient(notes: readonly InvoiceSummary[]): ClientOwing[] {
  const byClient = new Map<number, { name: string; dues: string[] }>();
  for (const note of notes) {
    const entry = byClient.get(note.fk_client_party) ?? { name: note.client.name, dues: [] };
    entry.dues.push(note.due);
    byClient.set(note.fk_client_party, entry);
  }
  return [...byClient.entries()]
    .map(([id_party, { name, dues }]) => ({ id_party, name, notes: dues.length, due: sumAmounts(dues) }))
    .sort((a, b) => Number(b.due) - Number(a.due) || a.name.localeCompare(b.name));
}

/** The office's money owed: its totals, by client, the fee notes still due and the provisions not yet received. */
export function OutstandingPanel() {
  const { t } = useTranslation('money');
  const outstanding = useOutstanding();
  if (outstanding.isError) return <PageError message={t('outstanding.load')} onRetry={() => void outstanding.refetch()} />;
  if (!outstanding.data) return <PageLoader />;
  return (
    <Stack gap="md">
      <Totals data={outstanding.data} />
      <ByClient data={outstanding.data} />
      <NotesDue data={outstanding.data} />
      <ProvisionsDue data={outstanding.data} />
    </Stack>
  );
}

function Totals({ data }: { data: Outstanding }) {
  const { t, i18n } = useTranslation('money');
  const totals = [
    { key: 'notes', label: t('outstanding.notesDue'), amount: data.totals.invoices, count: data.invoices.length },
    { key: 'provisions', label: t('outstanding.provisionsDue'), amount: data.totals.provisions, count: data.provisions.length },
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
      {totals.map(({ key, label, amount, count }) => (
        <Paper key={key} withBorder p="sm" radius="sm">
          <Text component="dt" size="sm" c="dark.6">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} size="lg" data-testid={`outstanding-${key}`}>
            <bdi>{formatMoney(amount, data.currency, i18n.language)}</bdi>
            <Text span size="sm" fw={400} c="dark.6">
              {' '}
              ({formatNumber(count, i18n.language)})
            </Text>
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function ByClient({ data }: { data: Outstanding }) {
  const { t, i18n } = useTranslation('money');
  const clients = owedByClient(data.invoices);
  return (
    <SectionPanel p={{ base: 'sm', sm: 'md' }} titleId="money-by-client-title" title={t('outstanding.byClient')} titleProps={{ size: 'h5' }}>
      {clients.length === 0 ? (
        <EmptyState message={t('outstanding.noNotes')} />
      ) : (
        <ResponsiveTable minWidth={480} striped aria-labelledby="money-by-client-title">
          <TableHead columns={[t('outstanding.client'), { label: t('outstanding.notes'), ta: 'end' }, { label: t('notes.due'), ta: 'end' }]} />
          <Table.Tbody>
            {clients.map((client) => (
              <Table.Tr key={client.id_party}>
                <Table.Td>
                  <StatementLink partyId={client.id_party} name={client.name} />
                </Table.Td>
                <Table.Td ta="end">{formatNumber(client.notes, i18n.language)}</Table.Td>
                <Table.Td ta="end">
                  <bdi>{formatMoney(client.due, data.currency, i18n.language)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </SectionPanel>
  );
}

function NotesDue({ data }: { data: Outstanding }) {
  const { t, i18n } = useTranslation('money');
  const today = useOfficeToday();
  return (
    <SectionPanel p={{ base: 'sm', sm: 'md' }} titleId="money-notes-due-title" title={t('outstanding.notesDue')} titleProps={{ size: 'h5' }}>
      {data.invoices.length === 0 ? (
        <EmptyState message={t('outstanding.noNotes')} />
      ) : (
        <ResponsiveTable minWidth={760} striped aria-labelledby="money-notes-due-title">
          <TableHead
            columns={[
              t('notes.number'),
              t('outstanding.dossier'),
              t('notes.client'),
              t('notes.issueDate'),
              t('notes.dueDate'),
              { label: t('notes.total'), ta: 'end' },
              { label: t('notes.due'), ta: 'end' },
            ]}
          />
          <Table.Tbody>
            {data.invoices.map((note) => (
              <Table.Tr key={note.id}>
                <Table.Td>
                  <bdi dir="ltr">{note.number}</bdi>
                </Table.Td>
                <Table.Td>
                  <DossierMoneyLink dossierId={note.fk_dossier} reference={note.ref_dossier_bureau} />
                </Table.Td>
                <Table.Td>
                  <StatementLink partyId={note.fk_client_party} name={note.client.name} />
                </Table.Td>
                <Table.Td>{formatDate(note.issue_date, i18n.language)}</Table.Td>
                <Table.Td>
                  {formatDate(note.due_date, i18n.language)}
                  {note.due_date && note.due_date < today && (
                    <Text span size="xs" c="red.9" fw={600}>
                      {' '}
                      {t('outstanding.late')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="end">
                  <bdi>{formatMoney(note.totals.total, note.currency, i18n.language)}</bdi>
                </Table.Td>
                <Table.Td ta="end">
                  <bdi>{formatMoney(note.due, note.currency, i18n.language)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </SectionPanel>
  );
}

function ProvisionsDue({ data }: { data: Outstanding }) {
  const { t, i18n } = useTranslation('money');
  const money = (amount: string) => formatMoney(amount, data.currency, i18n.language);
  return (
    <SectionPanel
      p={{ base: 'sm', sm: 'md' }}
      titleId="money-provisions-due-title"
      title={t('outstanding.provisionsDue')}
      titleProps={{ size: 'h5' }}
    >
      {data.provisions.length === 0 ? (
        <EmptyState message={t('outstanding.noProvisions')} />
      ) : (
        <ResponsiveTable minWidth={560} striped aria-labelledby="money-provisions-due-title">
          <TableHead
            columns={[
              t('outstanding.dossier'),
              { label: t('balances.provisions_requested'), ta: 'end' },
              { label: t('balances.provisions_received'), ta: 'end' },
              { label: t('outstanding.toReceive'), ta: 'end' },
            ]}
          />
          <Table.Tbody>
            {data.provisions.map((row) => (
              <Table.Tr key={row.id_dossier}>
                <Table.Td>
                  <DossierMoneyLink dossierId={row.id_dossier} reference={row.ref_dossier_bureau} />
                </Table.Td>
                <Table.Td ta="end">
                  <bdi>{money(row.requested)}</bdi>
                </Table.Td>
                <Table.Td ta="end">
                  <bdi>{money(row.received)}</bdi>
                </Table.Td>
                <Table.Td ta="end">
                  <bdi>{money(row.due)}</bdi>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </SectionPanel>
  );
}
