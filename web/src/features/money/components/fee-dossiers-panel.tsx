import type { NoteLanguage } from '@cabinet/shared';
import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { TableHead } from '../../../components/table-head';
import { formatDate, formatMoney } from '../../../lib/format';
import { feeDossiersCsvUrl, useFeeDossiers } from '../api/reports';
import { useOfficeToday } from '../lib/office-today';
import { recentYears } from '../lib/recent-years';
import { DossierMoneyLink } from './money-links';

/** The yearly list of the dossiers in which fees were received (the bar and the tax office ask for it). */
export function FeeDossiersPanel() {
  const { t, i18n } = useTranslation('money');
  const [params, setParams] = useSearchParams();
  const today = useOfficeToday();
  const years = recentYears(today);
  const asked = Number(params.get('year'));
  const year = years.includes(asked) ? asked : years[0]!;
  const report = useFeeDossiers(year);
  const language = i18n.language as NoteLanguage;

  const chooseYear = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('year', value);
      return next;
    });

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
        <NativeSelect
          label={t('feeDossiers.year')}
          value={String(year)}
          onChange={(event) => chooseYear(event.currentTarget.value)}
          data={years.map((y) => String(y))}
        />
        <Button
          component="a"
          href={feeDossiersCsvUrl(year, language)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('feeDossiers.download')}
        </Button>
      </Group>
      {report.isError ? (
        <PageError message={t('feeDossiers.load')} onRetry={() => void report.refetch()} />
      ) : !report.data ? (
        <PageLoader />
      ) : report.data.items.length === 0 ? (
        <EmptyState message={t('feeDossiers.empty', { year })} />
      ) : (
        <>
          <Text size="sm" aria-live="polite">
            {t('feeDossiers.count', { count: report.data.total, year })}
          </Text>
          <ResponsiveTable minWidth={760} striped aria-label={t('feeDossiers.title', { year })}>
            <TableHead
              columns={[
                t('outstanding.dossier'),
                t('statement.tribunal'),
                t('statement.level'),
                t('statement.courtNumber'),
                t('feeDossiers.firstReceived'),
                { label: t('feeDossiers.received'), ta: 'end' },
              ]}
            />
            <Table.Tbody>
              {report.data.items.map((row) => (
                <Table.Tr key={row.id_dossier}>
                  <Table.Td>
                    <DossierMoneyLink dossierId={row.id_dossier} reference={row.ref_dossier_bureau} />
                  </Table.Td>
                  <Table.Td>
                    <bdi>{row.tribunal ?? ''}</bdi>
                  </Table.Td>
                  <Table.Td>{row.level ? t(`levels.${row.level}`) : ''}</Table.Td>
                  <Table.Td>
                    <bdi dir="ltr">{row.court_number ?? ''}</bdi>
                  </Table.Td>
                  <Table.Td>{formatDate(row.first_received, i18n.language)}</Table.Td>
                  <Table.Td ta="end">
                    <bdi>{formatMoney(row.received, report.data.currency, i18n.language)}</bdi>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        </>
      )}
    </Stack>
  );
}
