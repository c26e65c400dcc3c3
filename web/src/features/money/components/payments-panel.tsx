import { PAYMENT_METHODS, type NoteLanguage, type PaymentItem, type PaymentMethod } from '@cabinet/shared';
import { ActionIcon, Button, CloseButton, Group, NativeSelect, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFilter } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateField, parseCalendarDate } from '../../../components/date-field';
import { ListPagination } from '../../../components/list-pagination';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { TableHead } from '../../../components/table-head';
import { formatDate, formatMoney, formatNumber } from '../../../lib/format';
import { usePageParams } from '../../../lib/use-page-params';
import { paymentsCsvUrl, usePaymentList, type PaymentFilter } from '../api/reports';
import { DossierMoneyLink, StatementLink } from './money-links';

const dateParam = (value: string | null) => (value && parseCalendarDate(value) === value ? value : undefined);

/** The filters as the address keeps them: `from`, `to`, `method`, `client` (a party's id, with its name for the chip). */
function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const askedMethod = params.get('method');
  const client = Number(params.get('client'));
  const filter: PaymentFilter = {
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
    method: (PAYMENT_METHODS as readonly string[]).includes(askedMethod ?? '') ? (askedMethod as PaymentMethod) : undefined,
    client: Number.isSafeInteger(client) && client > 0 ? client : undefined,
  };
  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  return { filter, clientName: params.get('client_name') ?? '', set };
}

/** The payments received against fee notes, office-wide, newest first: by dates, method and client, with their sum. */
export function PaymentsPanel() {
  const { t, i18n } = useTranslation('payments');
  const { page, pageSize, setPage } = usePageParams();
  const { filter, clientName, set } = useFilterParams();
  const payments = usePaymentList({ ...filter, page, page_size: pageSize });
  const language = i18n.language as NoteLanguage;
  const filterByClient = (item: PaymentItem) => set({ client: String(item.fk_party), client_name: item.party_name ?? '' });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
        <DatesForm key={`${filter.from ?? ''}|${filter.to ?? ''}`} from={filter.from ?? ''} to={filter.to ?? ''} onDates={(dates) => set(dates)} />
        <Button component="a" href={paymentsCsvUrl(filter, language)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
          {t('download')}
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('method')}
          value={filter.method ?? ''}
          onChange={(event) => set({ method: event.currentTarget.value })}
          data={[{ value: '', label: t('allMethods') }, ...PAYMENT_METHODS.map((m) => ({ value: m, label: t(`money:methods.${m}`) }))]}
        />
        {filter.client !== undefined && (
          <Paper withBorder px="sm" py={6} radius="xl">
            <Group gap={6} wrap="nowrap">
              <Text size="sm">
                {t('clientFilter')} <bdi>{clientName || `#${filter.client}`}</bdi>
              </Text>
              <CloseButton size="sm" aria-label={t('allClients')} onClick={() => set({ client: undefined, client_name: undefined })} />
            </Group>
          </Paper>
        )}
      </Group>
      {payments.isError ? (
        <PageError message={t('load')} onRetry={() => void payments.refetch()} />
      ) : !payments.data ? (
        <PageLoader />
      ) : payments.data.total === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <>
          <Text size="sm" aria-live="polite" data-testid="payments-total">
            {t('count', {
              count: payments.data.total,
              number: formatNumber(payments.data.total, i18n.language),
              amount: formatMoney(payments.data.total_amount, payments.data.currency, i18n.language),
            })}
          </Text>
          <ResponsiveTable minWidth={860} striped aria-label={t('title')}>
            <TableHead
              columns={[
                t('date'),
                t('money:outstanding.dossier'),
                t('money:notes.number'),
                t('money:notes.client'),
                t('method'),
                t('reference'),
                { label: t('amount'), ta: 'end' },
              ]}
            />
            <Table.Tbody>
              {payments.data.items.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>{formatDate(item.date, i18n.language)}</Table.Td>
                  <Table.Td>
                    <DossierMoneyLink dossierId={item.fk_dossier} reference={item.ref_dossier_bureau} />
                  </Table.Td>
                  <Table.Td>
                    <bdi dir="ltr">{item.invoice_number ?? ''}</bdi>
                  </Table.Td>
                  <Table.Td>
                    {item.fk_party !== null && (
                      <Group gap={4} wrap="nowrap">
                        <StatementLink partyId={item.fk_party} name={item.party_name ?? ''} />
                        {filter.client !== item.fk_party && (
                          <Tooltip label={t('onlyClient', { name: item.party_name ?? '' })}>
                            <ActionIcon variant="subtle" size="sm" aria-label={t('onlyClient', { name: item.party_name ?? '' })} onClick={() => filterByClient(item)}>
                              <IconFilter size={14} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>{item.method ? t(`money:methods.${item.method}`) : ''}</Table.Td>
                  <Table.Td>
                    <bdi>{item.reference ?? ''}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi>{formatMoney(item.amount, item.currency, i18n.language)}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
          <ListPagination page={page} pageSize={pageSize} total={payments.data.total} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}

/** The dates received, checked before they reach the address: a real date each, the end not before the start. */
function DatesForm({ from, to, onDates }: { from: string; to: string; onDates: (dates: { from: string | undefined; to: string | undefined }) => void }) {
  const { t } = useTranslation('payments');
  const [values, setValues] = useState({ from, to });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = { from: values.from ? parseCalendarDate(values.from) : '', to: values.to ? parseCalendarDate(values.to) : '' };
    if (checked.from === null || checked.to === null) return setError(t('badDate'));
    if (checked.from && checked.to && checked.to < checked.from) return setError(t('toBeforeFrom'));
    setError(null);
    onDates({ from: checked.from || undefined, to: checked.to || undefined });
  };
  return (
    <Group component="form" onSubmit={submit} gap="sm" align="flex-end" wrap="wrap" aria-label={t('dates')}>
      <DateField label={t('from')} value={values.from} onChange={(value) => setValues((v) => ({ ...v, from: value }))} w={180} />
      <DateField label={t('to')} value={values.to} onChange={(value) => setValues((v) => ({ ...v, to: value }))} error={error} w={180} />
      <Button type="submit" variant="default">
        {t('apply')}
      </Button>
      {(from || to) && (
        <Button variant="subtle" onClick={() => onDates({ from: undefined, to: undefined })}>
          {t('allDates')}
        </Button>
      )}
    </Group>
  );
}
