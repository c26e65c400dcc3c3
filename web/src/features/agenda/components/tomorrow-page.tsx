import { Button, Group, Text } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MineSwitch, useMinePreference } from '../../../components/mine-switch';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { describeError } from '../../../lib/errors';
import { formatDateLong, formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useAgenda } from '../api/agenda';
import { AgendaDownloads } from './agenda-downloads';
import { AgendaTable } from './agenda-table';

/** Tomorrow's actions: the server decides which day is tomorrow, in the office time zone. */
export function TomorrowPage() {
  const { t, i18n } = useTranslation('agenda');
  const { mine, setMine } = useMinePreference();
  const agenda = useAgenda({ mine });

  if (agenda.isPending) return <PageLoader />;
  if (agenda.isError) return <PageError message={describeError(agenda.error, t, t('loadFailed'))} onRetry={() => void agenda.refetch()} />;

  const { items, total, from, to } = agenda.data;
  return (
    <>
      <PageHeader title={t('tomorrow.title', { n: formatNumber(total, i18n.language) })}>
        <Button component={Link} to={paths.courtRoll(from)} variant="light" leftSection={<IconGavel size={16} aria-hidden />}>
          {t('common:nav.courtRoll')}
        </Button>
        <AgendaDownloads from={from} to={to} mine={mine} />
      </PageHeader>
      <Group justify="space-between" mb="sm">
        <MineSwitch mine={mine} onChange={setMine} />
      </Group>
      <Text c="dimmed" mb="md" mt={-8}>
        {formatDateLong(from, i18n.language)}
      </Text>
      {items.length === 0 ? <EmptyState message={t('tomorrow.empty')} /> : <AgendaTable items={items} />}
    </>
  );
}
