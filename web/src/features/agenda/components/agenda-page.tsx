import { AGENDA_MAX_DAYS } from '@cabinet/shared';
import { Alert, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MineSwitch, useMinePreference } from '../../../components/mine-switch';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { describeError } from '../../../lib/errors';
import { formatDateLong, formatNumber } from '../../../lib/format';
import { useAgenda } from '../api/agenda';
import { daysBetween } from '../lib/office-dates';
import { useAgendaRange } from '../lib/use-agenda-range';
import { AgendaDays } from './agenda-days';
import { AgendaDownloads } from './agenda-downloads';
import { AgendaRangePicker } from './agenda-range-picker';

/** Upcoming actions over a chosen period, under the day each falls on. */
export function AgendaPage() {
  const { t, i18n } = useTranslation('agenda');
  const { range, today, setRange } = useAgendaRange();
  const tooLong = range !== null && daysBetween(range.from, range.to) + 1 > AGENDA_MAX_DAYS;
  const { mine, setMine } = useMinePreference();
  const agenda = useAgenda({ ...(range ?? {}), mine }, range !== null && !tooLong);

  if (!range) return <PageLoader />;

  let body: ReactNode;
  if (tooLong) {
    body = (
      <Alert color="orange" role="alert">
        {t('range.tooLong', { days: AGENDA_MAX_DAYS })}
      </Alert>
    );
  } else if (agenda.isPending) {
    body = <PageLoader />;
  } else if (agenda.isError) {
    body = <PageError message={describeError(agenda.error, t, t('loadFailed'))} onRetry={() => void agenda.refetch()} />;
  } else if (agenda.data.items.length === 0) {
    body = <EmptyState message={t('agenda.empty')} />;
  } else {
    body = <AgendaDays items={agenda.data.items} busy={agenda.isFetching} />;
  }

  const total = tooLong ? undefined : agenda.data?.total;
  return (
    <>
      <PageHeader title={total === undefined ? t('agenda.title') : t('agenda.titleCount', { n: formatNumber(total, i18n.language) })}>
        {!tooLong && <AgendaDownloads from={range.from} to={range.to} mine={mine} />}
      </PageHeader>
      <MineSwitch mine={mine} onChange={setMine} />
      <Text c="dimmed" mb="md" mt="xs">
        {t('agenda.period', { from: formatDateLong(range.from, i18n.language), to: formatDateLong(range.to, i18n.language) })}
      </Text>
      <Group className="no-print" mb="md" align="flex-end">
        <AgendaRangePicker from={range.from} to={range.to} today={today} onChange={setRange} />
      </Group>
      {body}
    </>
  );
}
