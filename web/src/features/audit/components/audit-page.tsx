import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { describeError } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { usePageParams } from '../../../lib/use-page-params';
import { useAuditLog } from '../api/audit-log';
import { useAuditFilter } from '../lib/use-audit-filter';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

/** Every change to the office's records: who, when, which record, what changed. */
export function AuditPage() {
  const { t, i18n } = useTranslation('audit');
  const { filter, setFilter } = useAuditFilter();
  const { page, pageSize, setPage } = usePageParams();
  const log = useAuditLog(filter, page, pageSize);
  const filterKey = `${filter.entity ?? ''}|${filter.entity_id ?? ''}|${filter.user ?? ''}`;

  let body;
  if (log.isPending) body = <PageLoader />;
  else if (log.isError) body = <PageError message={describeError(log.error, t, t('loadFailed'))} onRetry={() => void log.refetch()} />;
  else if (log.data.total === 0) body = <EmptyState message={t('empty')} />;
  else
    body = (
      <div aria-busy={log.isFetching}>
        <AuditTable items={log.data.items} />
        <ListPagination page={page} pageSize={pageSize} total={log.data.total} onChange={setPage} />
      </div>
    );

  return (
    <>
      <PageHeader title={log.data ? t('titleCount', { n: formatNumber(log.data.total, i18n.language) }) : t('title')} />
      <AuditFilters key={filterKey} value={filter} onChange={setFilter} />
      {body}
    </>
  );
}
