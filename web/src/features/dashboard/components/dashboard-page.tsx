import type { Dashboard } from '@cabinet/shared';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconAlarm,
  IconAlertOctagon,
  IconBuildingBank,
  IconHourglass,
  IconFilePlus,
  IconFiles,
  IconFileSearch,
  IconFolderOff,
  IconGavel,
  IconUserSearch,
  type Icon,
} from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageError } from '../../../components/page-state';
import { describeError } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useDashboard } from '../api/dashboard';
import { CounterCard } from './counter-card';
import { TomorrowPreview } from './tomorrow-preview';
import { PendingAccountsNotice } from './pending-accounts-notice';

type Counter = Exclude<keyof Dashboard, 'tomorrow'>;

const COUNTERS: { key: Counter; to: string; icon: Icon; color: string }[] = [
  { key: 'total_dossiers', to: paths.dossier.search, icon: IconFiles, color: 'indigo' },
  { key: 'total_actions', to: paths.agenda, icon: IconGavel, color: 'blue' },
  { key: 'experts', to: paths.reference.list('expert'), icon: IconUserSearch, color: 'teal' },
  { key: 'tribunals', to: paths.reference.list('tribunal'), icon: IconBuildingBank, color: 'cyan' },
  { key: 'actions_tomorrow', to: paths.tomorrow, icon: IconAlarm, color: 'orange' },
  { key: 'stale_dossiers', to: paths.staleDossiers, icon: IconFolderOff, color: 'red' },
  { key: 'deadlines_overdue', to: paths.deadlines.section('overdue'), icon: IconAlertOctagon, color: 'red' },
  { key: 'deadlines_week', to: paths.deadlines.section('week'), icon: IconHourglass, color: 'orange' },
];

/**
 * The counters, each a way into its own list; tomorrow's first items once the office has
 * dossiers, the two ways to start working before that.
 *
 * The counters usually arrive with the session (index.html asks for both before the code
 * arrives), so the first render draws them at once. Tomorrow's items, below them (off a phone's
 * first screen), follow right after as a transition (React's deferred value): the counters'
 * first paint does not wait for them.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  const dashboard = useDashboard();
  const counts = dashboard.data;
  const showTomorrow = useDeferredValue(counts !== undefined && counts.total_dossiers > 0, false);

  return (
    <>
      <PageHeader title={t('title')} />
      <PendingAccountsNotice />
      {counts?.total_dossiers === 0 && (
        <Paper withBorder p="lg" radius="md" mb="lg">
          <Group justify="space-between" align="center" wrap="wrap" gap="md">
            <Stack gap={4}>
              <Title order={2} size="h3">
                {t('welcome')}
              </Title>
              <Text c="dark.6">{t('intro')}</Text>
            </Stack>
            <Group gap="sm">
              <Button component={Link} to={paths.dossier.new} leftSection={<IconFilePlus size={18} aria-hidden />}>
                {t('getStarted')}
              </Button>
              <Button component={Link} to={paths.dossier.search} variant="default" leftSection={<IconFileSearch size={18} aria-hidden />}>
                {t('browse')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      {dashboard.isError && !counts && (
        <PageError message={describeError(dashboard.error, t, t('loadFailed'))} onRetry={() => void dashboard.refetch()} />
      )}
      {!(dashboard.isError && !counts) && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" aria-busy={dashboard.isPending}>
          {COUNTERS.map(({ key, to, icon, color }) => (
            <CounterCard
              key={key}
              label={key.startsWith('deadlines_') ? t(`deadlines:dashboard.${key}`) : t(`counters.${key}`)}
              value={counts ? formatNumber(counts[key], i18n.language) : undefined}
              to={to}
              icon={icon}
              color={color}
            />
          ))}
        </SimpleGrid>
      )}
      {showTomorrow && <TomorrowPreview />}
    </>
  );
}
