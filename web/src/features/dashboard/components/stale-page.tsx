import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { usePageParams } from '../../../lib/use-page-params';
import { describeError } from '../../../lib/errors';
import { formatDate, formatNumber } from '../../../lib/format';
import { useStaleDossiers } from '../api/stale-dossiers';
import { StaleTable } from './stale-table';

/** Live dossiers with no action within the stale period (office setting). */
export function StalePage() {
  const { t, i18n } = useTranslation('dashboard');
  const { page, pageSize, setPage } = usePageParams();
  const stale = useStaleDossiers(page, pageSize);

  if (stale.isPending) return <PageLoader />;
  if (stale.isError) return <PageError message={describeError(stale.error, t, t('stale.loadFailed'))} onRetry={() => void stale.refetch()} />;

  const { items, total, threshold } = stale.data;
  return (
    <>
      <PageHeader title={t('stale.title', { n: formatNumber(total, i18n.language) })} />
      <Text c="dark.6" mb="md" mt={-8}>
        {t('stale.explanation', { date: formatDate(threshold, i18n.language) })}
      </Text>
      {total === 0 ? (
        <EmptyState message={t('stale.empty')} />
      ) : (
        <div aria-busy={stale.isFetching}>
          <StaleTable items={items} />
          <ListPagination page={page} pageSize={pageSize} total={total} onChange={setPage} />
        </div>
      )}
    </>
  );
}
