import { BALANCE_NAMES, type DossierMoney } from '@cabinet/shared';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconFileInvoice, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SectionPanel } from '../../../components/section-panel';
import { TableHead } from '../../../components/table-head';
import { formatDate, formatMoney } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteEntry, useDossierInvoices, useDossierMoney } from '../api/money';
import { moneyErrorMessage } from '../lib/money-errors';
import { EntryForm } from './entry-form';
import { InvoiceDialog } from './invoice-dialog';
import { NoteStatusBadge } from './note-status-badge';

/** The money of one dossier: its balances, its ledger and its fee notes. Shown only to accounts with money access. */
export function DossierMoneyTab({ dossierId, canWrite }: { dossierId: number; canWrite: boolean }) {
  const { t } = useTranslation('money');
  const money = useDossierMoney(dossierId);
  if (money.isError) return <PageError message={t('errors.load')} onRetry={() => void money.refetch()} />;
  if (!money.data) return <PageLoader />;
  return (
    <Stack gap="md">
      <Balances money={money.data} />
      <FeeNotes dossierId={dossierId} canWrite={canWrite} />
      <Ledger dossierId={dossierId} money={money.data} canWrite={canWrite} />
    </Stack>
  );
}

function Balances({ money }: { money: DossierMoney }) {
  const { t, i18n } = useTranslation('money');
  return (
    <SectionPanel p={{ base: 'sm', sm: 'md' }} titleId="money-balances-title" title={t('balances.title')} titleProps={{ size: 'h5' }}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
        {BALANCE_NAMES.map((name) => (
          <Paper key={name} withBorder p="xs" radius="sm">
            <Text component="dt" size="xs" c="dimmed">
              {t(`balances.${name}`)}
            </Text>
            <Text component="dd" m={0} fw={600} data-testid={`balance-${name}`}>
              <bdi>{formatMoney(money.balances[name], money.currency, i18n.language)}</bdi>
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </SectionPanel>
  );
}

function Ledger({ dossierId, money, canWrite }: { dossierId: number; money: DossierMoney; canWrite: boolean }) {
  const { t, i18n } = useTranslation('money');
  const remove = useDeleteEntry();
  const [adding, setAdding] = useState(false);

  const removeEntry = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      notifySuccess(t('ledger.deleted'));
    } catch (error) {
      notifyError(moneyErrorMessage(error, t, t('errors.save')), error);
    }
  };

  return (
    <SectionPanel p={{ base: 'sm', sm: 'md' }} titleId="money-ledger-title" title={t('ledger.title')} titleProps={{ size: 'h5' }}>
      {canWrite && (
        <Group mb="sm">
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            aria-expanded={adding}
            onClick={() => setAdding((open) => !open)}
          >
            {adding ? t('common:actions.cancel') : t('ledger.add')}
          </Button>
        </Group>
      )}
      {adding && <EntryForm dossierId={dossierId} currency={money.currency} onDone={() => setAdding(false)} />}
      {money.entries.length === 0 ? (
        <EmptyState message={t('ledger.empty')} />
      ) : (
        <ResponsiveTable minWidth={720} striped aria-labelledby="money-ledger-title">
          <TableHead
            columns={[
              t('ledger.date'),
              t('ledger.kind'),
              t('ledger.label'),
              t('ledger.party'),
              { label: t('ledger.amount'), ta: 'end' },
              t('ledger.note'),
              canWrite && t('ledger.actions'),
            ]}
          />
          <Table.Tbody>
            {money.entries.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{formatDate(entry.date, i18n.language)}</Table.Td>
                <Table.Td>
                  {t(`kinds.${entry.kind}`)}
                  {entry.method && (
                    <Text span size="xs" c="dimmed">
                      {' '}
                      ({t(`methods.${entry.method}`)})
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <bdi>{entry.label}</bdi>
                  {entry.reference && (
                    <Text size="xs" c="dimmed">
                      <bdi>{entry.reference}</bdi>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <bdi>{entry.party_name ?? ''}</bdi>
                </Table.Td>
                <Table.Td ta="end">
                  <bdi>{formatMoney(entry.amount, entry.currency, i18n.language)}</bdi>
                </Table.Td>
                <Table.Td>
                  <bdi dir="ltr">{entry.invoice_number ?? (entry.fk_invoice ? t('notes.draft') : '')}</bdi>
                </Table.Td>
                {canWrite && (
                  <Table.Td>
                    {entry.fk_invoice === null && (
                      <ConfirmButton
                        variant="subtle"
                        aria-label={t('ledger.deleteLabel', { label: entry.label })}
                        message={t('ledger.confirmDelete', { label: entry.label })}
                        onConfirm={() => removeEntry(entry.id)}
                      >
                        {t('ledger.delete')}
                      </ConfirmButton>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </ResponsiveTable>
      )}
    </SectionPanel>
  );
}

function FeeNotes({ dossierId, canWrite }: { dossierId: number; canWrite: boolean }) {
  const { t, i18n } = useTranslation('money');
  const notes = useDossierInvoices(dossierId);
  /** The note open in the dialog: an id, 'new' for a new draft, or none. */
  const [open, setOpen] = useState<number | 'new' | null>(null);

  return (
    <SectionPanel p={{ base: 'sm', sm: 'md' }} titleId="money-notes-title" title={t('notes.title')} titleProps={{ size: 'h5' }}>
      {canWrite && (
        <Group mb="sm">
          <Button size="sm" leftSection={<IconFileInvoice size={16} aria-hidden />} onClick={() => setOpen('new')}>
            {t('notes.new')}
          </Button>
        </Group>
      )}
      {notes.isError ? (
        <PageError message={t('errors.load')} onRetry={() => void notes.refetch()} />
      ) : !notes.data ? (
        <PageLoader />
      ) : notes.data.items.length === 0 ? (
        <EmptyState message={t('notes.empty')} />
      ) : (
        <ResponsiveTable minWidth={760} striped aria-labelledby="money-notes-title">
          <TableHead
            columns={[
              t('notes.number'),
              t('notes.status'),
              t('notes.client'),
              t('notes.issueDate'),
              { label: t('notes.total'), ta: 'end' },
              { label: t('notes.paid'), ta: 'end' },
              { label: t('notes.due'), ta: 'end' },
              t('ledger.actions'),
            ]}
          />
          <Table.Tbody>
            {notes.data.items.map((note) => {
              const name = note.number ?? t('notes.draft');
              return (
                <Table.Tr key={note.id}>
                  <Table.Td>
                    <bdi dir="ltr">{name}</bdi>
                    {note.kind === 'credit_note' && (
                      <Text size="xs" c="dimmed">
                        {t('notes.creditOf', { number: note.credited_number ?? '' })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <NoteStatusBadge note={note} />
                  </Table.Td>
                  <Table.Td>
                    <bdi>{note.client.name}</bdi>
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
                  <Table.Td>
                    <Button size="xs" variant="light" aria-label={t('notes.openLabel', { number: name })} onClick={() => setOpen(note.id)}>
                      {t('notes.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </ResponsiveTable>
      )}
      {open !== null && (
        <InvoiceDialog dossierId={dossierId} invoiceId={open === 'new' ? null : open} canWrite={canWrite} onClose={() => setOpen(null)} />
      )}
    </SectionPanel>
  );
}
