import type { Dossier } from '@cabinet/shared';
import { Button, Tabs } from '@mantine/core';
import { IconCoins, IconEdit, IconFiles, IconHistory, IconListDetails, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCurrency } from '../../../../api/public-settings';
import { ConfirmButton } from '../../../../components/confirm-button';
import { PageHeader } from '../../../../components/page-header';
import { PageError, PageLoader } from '../../../../components/page-state';
import { isApiError } from '../../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { focusById } from '../../../../lib/page-focus';
import { paths } from '../../../../lib/paths';
import { useDeleteDossier, useDossier } from '../../api/dossiers';
import { useReferenceOptions } from '../use-reference-options';
import { DossierEditForm } from './dossier-edit-form';
import { DossierHistory } from './dossier-history';
import { DossierInfo } from './dossier-info';
import { DossierNotFound } from './dossier-not-found';
import { ReviewNotice } from './review-notice';
import { SectionPanel } from '../../../../components/section-panel';

interface DossierModifyPageProps {
  /** The dossier's actions (add form and list), supplied by the actions feature through the route. */
  renderActions?: (dossier: Dossier) => ReactNode;
  /** The dossier's documents, supplied by the documents feature through the route. */
  renderDocuments?: (dossier: Dossier) => ReactNode;
  /** The dossier's parties (link, create, remove), supplied by the parties feature through the route. */
  renderParties?: (dossier: Dossier) => ReactNode;
  /** The dossier's money, supplied by the money feature through the route to the accounts that may see it. */
  renderMoney?: (dossier: Dossier) => ReactNode;
  /** Shown first, above the dossier's information (its next hearing), supplied by the stages feature through the route. */
  renderLead?: (dossier: Dossier) => ReactNode;
  /** The dossier's court levels, under its information, supplied by the stages feature through the route. */
  renderCourtPath?: (dossier: Dossier) => ReactNode;
}

const TABS = ['actions', 'parties', 'documents', 'money', 'history'] as const;

const isId = (text: string | undefined): text is string => /^\d{1,10}$/.test(text ?? '') && Number(text) > 0;

export function DossierModifyPage(props: DossierModifyPageProps) {
  const { id } = useParams();
  if (!isId(id)) return <DossierNotFound id={id ?? ''} />;
  return <DossierScreen key={id} id={Number(id)} {...props} />;
}

function DossierScreen({ id, renderActions, renderParties, renderDocuments, renderMoney, renderLead, renderCourtPath }: { id: number } & DossierModifyPageProps) {
  const { t } = useTranslation('dossiers');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const dossier = useDossier(id);
  const currency = useCurrency();
  const references = useReferenceOptions(t('errors.loadDropdowns'));
  const remove = useDeleteDossier();
  const [editing, setEditing] = useState(false);
  const slots: Record<string, unknown> = { parties: renderParties, documents: renderDocuments, money: renderMoney };
  const tab = TABS.find((name) => name === params.get('tab') && (!(name in slots) || slots[name])) ?? 'actions';
  // A tab is built the first time it is shown, then kept (hidden) while the page stays: an action
  // being typed, a party being added or uploads under way survive a look at another tab.
  const [shownTabs, setShownTabs] = useState<readonly string[]>([tab]);
  if (!shownTabs.includes(tab)) setShownTabs([...shownTabs, tab]);
  const shown = (name: string) => shownTabs.includes(name);
  const notFound = isApiError(dossier.error) && dossier.error.status === 404;

  useEffect(() => {
    if (dossier.error && !notFound) notifyError(t('errors.loadDossier'), dossier.error);
  }, [dossier.error, notFound, t]);

  if (notFound) return <DossierNotFound id={String(id)} />;
  if (!dossier.data) {
    return dossier.isError ? <PageError message={t('errors.loadDossier')} onRetry={() => void dossier.refetch()} /> : <PageLoader />;
  }
  const current = dossier.data;

  const trash = async () => {
    try {
      await remove.mutateAsync(id);
      notifySuccess(t('search.deleted'), t('search.deletedMessage', { ref: current.ref_dossier_bureau }));
      void navigate(paths.dossier.search);
    } catch (err) {
      notifyError(t('errors.delete'), err);
    }
  };

  return (
    <>
      <PageHeader title={t('modify.title', { ref: current.ref_dossier_bureau, id })}>
        {!editing && (
          <Button
            variant="light"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => {
              setEditing(true);
              // The button disappears: continue from the form's heading.
              focusById('dossier-info-title');
            }}
          >
            {t('modify.edit')}
          </Button>
        )}
        <ConfirmButton
          size="sm"
          message={t('search.confirmDelete', { ref: current.ref_dossier_bureau })}
          onConfirm={trash}
          leftSection={<IconTrash size={16} aria-hidden />}
        >
          {t('common:actions.delete')}
        </ConfirmButton>
      </PageHeader>
      {current.to_review && <ReviewNotice dossier={current} onShowHistory={() => setParams({ tab: 'history' }, { replace: true })} />}
      {renderLead?.(current)}
      <SectionPanel
        p={{ base: 'sm', sm: 'lg' }}
        mb="lg"
        titleId="dossier-info-title"
        title={editing ? t('edit.title') : t('info.title')}
        titleProps={{ tabIndex: -1 }}
      >
        {editing ? (
          <DossierEditForm
            dossier={current}
            references={references}
            onDone={() => {
              setEditing(false);
              focusById('dossier-info-title');
            }}
          />
        ) : (
          <DossierInfo dossier={current} currency={currency} />
        )}
      </SectionPanel>
      {renderCourtPath?.(current)}
      <Tabs value={tab} onChange={(next) => setParams(next && next !== 'actions' ? { tab: next } : {}, { replace: true })}>
        <Tabs.List mb="md">
          <Tabs.Tab value="actions" leftSection={<IconListDetails size={16} aria-hidden />}>
            {t('modify.actionsTab')}
          </Tabs.Tab>
          {renderParties && (
            <Tabs.Tab value="parties" leftSection={<IconUsersGroup size={16} aria-hidden />}>
              {t('modify.partiesTab')}
            </Tabs.Tab>
          )}
          {renderDocuments && (
            <Tabs.Tab value="documents" leftSection={<IconFiles size={16} aria-hidden />}>
              {t('modify.documentsTab')}
            </Tabs.Tab>
          )}
          {renderMoney && (
            <Tabs.Tab value="money" leftSection={<IconCoins size={16} aria-hidden />}>
              {t('money:tab')}
            </Tabs.Tab>
          )}
          <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
            {t('modify.historyTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="actions">{shown('actions') && renderActions?.(current)}</Tabs.Panel>
        {renderParties && <Tabs.Panel value="parties">{shown('parties') && renderParties(current)}</Tabs.Panel>}
        {renderDocuments && <Tabs.Panel value="documents">{shown('documents') && renderDocuments(current)}</Tabs.Panel>}
        {renderMoney && <Tabs.Panel value="money">{shown('money') && renderMoney(current)}</Tabs.Panel>}
        <Tabs.Panel value="history">
          {shown('history') && (
            <DossierHistory dossierId={id} dossierRef={current.ref_dossier_bureau} references={references} active={tab === 'history'} />
          )}
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
