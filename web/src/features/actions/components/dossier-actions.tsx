import type { Action, Dossier } from '@cabinet/shared';
import { Stack } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError, PageLoader } from '../../../components/page-state';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteAction, useDossierActions } from '../api/actions';
import { useCurrency } from '../../../api/public-settings';
import { ActionList } from './action-list';
import { AddActionForm } from './add/add-action-form';
import { useActionOptions } from './use-action-options';
import { SectionPanel } from '../../../components/section-panel';

/** The dossier page's action section: the add-action form, then the dossier's actions. */
export function DossierActions({ dossier, renderRowExtra }: { dossier: Dossier; renderRowExtra?: (action: Action) => ReactNode }) {
  const { t, i18n } = useTranslation('actions');
  const actions = useDossierActions(dossier.id_dossier);
  const options = useActionOptions(t('errors.loadDropdowns'));
  const currency = useCurrency();
  const remove = useDeleteAction();

  useEffect(() => {
    if (actions.error) notifyError(t('errors.loadActions'), actions.error);
  }, [actions.error, t]);

  const deleteAction = async (action: Action) => {
    try {
      await remove.mutateAsync(action);
      notifySuccess(t('list.deleted'), t('list.deletedMessage'));
    } catch (err) {
      notifyError(t('errors.delete'), err);
    }
  };

  return (
    <Stack gap="lg">
      <AddActionForm dossier={dossier} options={options} />
      <SectionPanel p={{ base: 'sm', sm: 'md' }} titleId="actions-title" title={actions.data ? t('list.titleCount', { count: actions.data.total, formatted: formatNumber(actions.data.total, i18n.language) }) : t('list.title')}>
        {actions.data ? (
          <ActionList actions={actions.data.items} currency={currency} onDelete={deleteAction} renderRowExtra={renderRowExtra} />
        ) : actions.isError ? (
          <PageError message={t('errors.loadActions')} onRetry={() => void actions.refetch()} />
        ) : (
          <PageLoader />
        )}
      </SectionPanel>
    </Stack>
  );
}
