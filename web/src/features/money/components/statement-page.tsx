import { type ClientStatement, type NoteLanguage } from '@cabinet/shared';
import { Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMoneyAccess } from '../../../api/session';
import { DateField, parseCalendarDate } from '../../../components/date-field';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SectionPanel } from '../../../components/section-panel';
import { TableHead } from '../../../components/table-head';
import { isApiError } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { statementFileUrl, useStatement } from '../api/reports';
import { DossierMoneyLink } from './money-links';
import { NoMoneyAccess } from './no-money-access';
import { NoteStatusBadge } from './note-status-badge';

/** The client's account, named as a dossier's balances are. */
const TOTALS = ['invoiced', 'paid', 'due', 'bar_account'] as const;

const dateParam = (value: string | null) => (value && parseCalendarDate(value) === value ? value : '');

/** /money/statement/:id — a client's (an insurer's) portfolio and account, printable and as CSV. */
export function StatementPage() {
  const { t, i18n } = useTranslation('money');
  const access = useMoneyAccess();
  const partyId = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const from = dateParam(params.get('from'));
  const to = dateParam(params.get('to'));
  const statement = useStatement(partyId, from, to, access !== 'none');
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;

  if (access === 'none') return <NoMoneyAccess />;
  const period = (next: { from: string; to: string }) =>
    setParams(() => {
      const kept = new URLSearchParams();
      if (next.from) kept.set('from', next.from);
      if (next.to) kept.set('to', next.to);
      return kept;
    });

  return (
    <Container size="xl" px={0}>
      <Anchor component={Link} to={paths.money.home('statements')} size="sm" mb="xs" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <Back size={14} aria-hidden />
        {t('statement.back')}
      </Anchor>
      {statement.isError ? (
        <>
          <PageHeader title={t('statement.documentTitle')} />
          <PageError
            message={isApiError(statement.error) && statement.error.status === 404 ? t('statement.notFound') : t('statement.load')}
            onRetry={() => void statement.refetch()}
          />
        </>
      ) : !statement.data ? (
        <>
          <PageHeader title={t('statement.documentTitle')} />
          <PageLoader />
        </>
      ) : (
        <Statement statement={statement.data} partyId={partyId} from={from} to={to} onPeriod={period} />
      )}
    </Container>
  );
}

interface StatementProps {
  statement: ClientStatement;
  partyId: number;
  from: string;
  to: string;
  onPeriod: (period: { from: string; to: string }) => void;
}

function Statement({ statement, partyId, from, to, onPeriod }: StatementProps) {
  const { t, i18n } = useTranslation('money');
  const language = i18n.language as NoteLanguage;
  const money = (amount: string | null) => formatMoney(amount, statement.currency, i18n.language);
  const name = statement.client.name;
  return (
    <Stack gap="md">
      <PageHeader title={<bdi>{t('statement.title', { name })}</bdi>} documentTitle={t('statement.title', { name })}>
        <Button
          component="a"
          href={statementFileUrl(partyId, 'html', from, to, language)}
          target="_blank"
          rel="noopener"
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
        >
          {t('view.print')}
        </Button>
        <Button
          component="a"
          href={statementFileUrl(partyId, 'csv', from, to, language)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('statement.download')}
        </Button>
      </PageHeader>
      {statement.client.name_ar && statement.client.name_ar !== name && (
        <Text size="sm" c="dark.6" mt={-8}>
          <bdi>{statement.client.name_ar}</bdi>
        </Text>
      )}
      <PeriodForm key={`${from}|${to}`} from={from} to={to} onPeriod={onPeriod} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} aria-label={t('statement.totals')}>
        {TOTALS.map((key) => (
          <Paper key={key} withBorder p="xs" radius="sm">
            <Text component="dt" size="xs" c="dark.6">
              {t(`balances.${key}`)}
            </Text>
            <Text component="dd" m={0} fw={600} data-testid={`statement-${key}`}>
              <bdi>{money(statement.totals[key])}</bdi>
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SectionPanel p={{ base: 'sm', sm: 'md' }} titleId="statement-dossiers-title" title={t('statement.dossiers')} titleProps={{ size: 'h5' }}>
        {statement.dossiers.length === 0 ? (
          <EmptyState message={t('statement.noDossiers')} />
        ) : (
          <ResponsiveTable minWidth={1100} striped aria-labelledby="statement-dossiers-title">
            <TableHead
              columns={[
                t('outstanding.dossier'),
                t('statement.role'),
                t('statement.tribunal'),
                t('statement.level'),
                t('statement.courtNumber'),
                t('statement.nextHearing'),
                { label: t('statement.claimed'), ta: 'end' },
                { label: t('statement.awarded'), ta: 'end' },
                { label: t('balances.invoiced'), ta: 'end' },
                { label: t('balances.paid'), ta: 'end' },
                { label: t('balances.due'), ta: 'end' },
                { label: t('balances.bar_account'), ta: 'end' },
              ]}
            />
            <Table.Tbody>
              {statement.dossiers.map((dossier) => (
                <Table.Tr key={dossier.id_dossier}>
                  <Table.Td>
                    <DossierMoneyLink dossierId={dossier.id_dossier} reference={dossier.ref_dossier_bureau} />
                  </Table.Td>
                  <Table.Td>
                    {dossier.role
                      .split(', ')
                      .map((role) => t(`parties:roles.${role}`, { defaultValue: role }))
                      .join(', ')}
                  </Table.Td>
                  <Table.Td>
                    <bdi>{dossier.tribunal ?? ''}</bdi>
                  </Table.Td>
                  <Table.Td>{dossier.level ? t(`levels.${dossier.level}`) : ''}</Table.Td>
                  <Table.Td>
                    <bdi dir="ltr">{dossier.court_number ?? ''}</bdi>
                  </Table.Td>
                  <Table.Td>{formatDate(dossier.next_hearing, i18n.language)}</Table.Td>
                  <Table.Td ta="end">
                    <bdi>{money(dossier.claimed)}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi>{money(dossier.awarded)}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi>{money(dossier.invoiced)}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi>{money(dossier.paid)}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi>{money(dossier.due)}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi>{money(dossier.bar_account)}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        )}
      </SectionPanel>
      <SectionPanel p={{ base: 'sm', sm: 'md' }} titleId="statement-notes-title" title={t('statement.notes')} titleProps={{ size: 'h5' }}>
        {statement.invoices.length === 0 ? (
          <EmptyState message={t('statement.noNotes')} />
        ) : (
          <ResponsiveTable minWidth={760} striped aria-labelledby="statement-notes-title">
            <TableHead
              columns={[
                t('notes.number'),
                t('notes.status'),
                t('outstanding.dossier'),
                t('notes.issueDate'),
                { label: t('notes.total'), ta: 'end' },
                { label: t('notes.paid'), ta: 'end' },
                { label: t('notes.due'), ta: 'end' },
              ]}
            />
            <Table.Tbody>
              {statement.invoices.map((note) => (
                <Table.Tr key={note.id}>
                  <Table.Td>
                    <bdi dir="ltr">{note.number}</bdi>
                  </Table.Td>
                  <Table.Td>
                    <NoteStatusBadge note={note} />
                  </Table.Td>
                  <Table.Td>
                    <DossierMoneyLink dossierId={note.fk_dossier} reference={note.ref_dossier_bureau} />
                  </Table.Td>
                  <Table.Td>{formatDate(note.issue_date, i18n.language)}</Table.Td>
                  <Table.Td ta="end">
                    <bdi>{money(note.totals.total)}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi>{money(note.paid)}</bdi>
                  </Table.Td>
                  <Table.Td ta="end">
                    <bdi>{money(note.due)}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        )}
      </SectionPanel>
    </Stack>
  );
}

/** The notes' period: dates typed or picked, checked before the statement is asked for again. */
function PeriodForm({ from, to, onPeriod }: { from: string; to: string; onPeriod: (period: { from: string; to: string }) => void }) {
  const { t, i18n } = useTranslation('money');
  const [values, setValues] = useState({ from, to });
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = { from: values.from ? parseCalendarDate(values.from) : '', to: values.to ? parseCalendarDate(values.to) : '' };
    if (checked.from === null || checked.to === null) return setError(t('statement.badDate'));
    if (checked.from && checked.to && checked.to < checked.from) return setError(t('statement.toBeforeFrom'));
    setError(null);
    onPeriod({ from: checked.from, to: checked.to });
  };
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} aria-label={t('statement.period')}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('statement.period')}
        </Text>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DateField label={t('statement.from')} value={values.from} onChange={(value) => setValues((v) => ({ ...v, from: value }))} w={200} />
          <DateField
            label={t('statement.to')}
            value={values.to}
            onChange={(value) => setValues((v) => ({ ...v, to: value }))}
            error={error}
            w={200}
          />
        </Group>
        <Group gap="xs">
          <Button type="submit" size="sm">
            {t('statement.apply')}
          </Button>
          {(from || to) && (
            <Button size="sm" variant="subtle" onClick={() => onPeriod({ from: '', to: '' })}>
              {t('statement.allDates')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dark.6" aria-live="polite">
          {from || to ? t('statement.periodShown', { from: from ? formatDate(from, i18n.language) : '…', to: to ? formatDate(to, i18n.language) : '…' }) : t('statement.periodAll')}
        </Text>
      </Stack>
    </Paper>
  );
}
