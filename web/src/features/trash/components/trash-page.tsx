import type { TrashItem } from '@cabinet/shared';
import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageParams } from '../../../lib/use-page-params';
import { usePurgeDossier, useRestoreDossier, useTrash } from '../api/trash';
import { TrashTable } from './trash-table';

/** Deleted dossiers (with their actions): an administrator restores them or deletes them for good. */
export function TrashPage() {
  const { t, i18n } = useTranslation('trash');
  const { page, pageSize, setPage } = usePageParams();
  const trash = useTrash(page, pageSize);
  const restore = useRestoreDossier();
  const purge = usePurgeDossier();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [conflict, setConflict] = useState<TrashItem | null>(null);

  const onRestore = async (item: TrashItem) => {
    setBusyId(item.id_dossier);
    setConflict(null);
    try {
      await restore.mutateAsync(item.id_dossier);
      notifySuccess(t('restored'), t('restoredDetail', { ref: item.ref_dossier_bureau }));
    } catch (err) {
      if (isApiError(err) && err.status === 409) {
        setConflict(item);
        notifyError(t('restoreConflict', { ref: item.ref_dossier_bureau }), err);
      } else {
        notifyError(describeError(err, t, t('restoreFailed')), err);
      }
    } finally {
      setBusyId(null);
    }
  };

  const onPurge = async (item: TrashItem) => {
    setBusyId(item.id_dossier);
    try {
      await purge.mutateAsync(item.id_dossier);
      notifySuccess(t('purged'), t('purgedDetail', { ref: item.ref_dossier_bureau }));
      if (conflict?.id_dossier === item.id_dossier) setConflict(null);
    } catch (err) {
      notifyError(describeError(err, t, t('purgeFailed')), err);
    } finally {
      setBusyId(null);
    }
  };

  if (trash.isPending) return <PageLoader />;
  if (trash.isError) return <PageError message={describeError(trash.error, t, t('loadFailed'))} onRetry={() => void trash.refetch()} />;

  const { items, total } = trash.data;
  return (
    <>
      <PageHeader title={t('title', { n: formatNumber(total, i18n.language) })} />
      <Text c="dark.6" mb="md" mt={-8}>
        {t('explanation')}
      </Text>
      <Text c="dark.6" mb="md" size="sm">
        {t('documentsHint')}
      </Text>
      {conflict && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t('conflictTitle')}
          withCloseButton
          closeButtonLabel={t('common:actions.close')}
          onClose={() => setConflict(null)}
          mb="md"
          role="alert"
        >
          {t('restoreConflict', { ref: conflict.ref_dossier_bureau })}
        </Alert>
      )}
      {total === 0 ? (
        <EmptyState message={t('empty')} />
      ) : (
        <div aria-busy={trash.isFetching}>
          <TrashTable items={items} busyId={busyId} onRestore={(item) => void onRestore(item)} onPurge={onPurge} />
          <ListPagination page={page} pageSize={pageSize} total={total} onChange={setPage} />
        </div>
      )}
    </>
  );
}
