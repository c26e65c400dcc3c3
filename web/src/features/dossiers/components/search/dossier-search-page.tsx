import type { DossierListItem } from '@cabinet/shared';
import { Button, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconFilePlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useCurrency } from '../../../../api/public-settings';
import { MineSwitch, useMinePreference } from '../../../../components/mine-switch';
import { PageHeader } from '../../../../components/page-header';
import { PageError, PageLoader } from '../../../../components/page-state';
import { formatNumber } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { paths } from '../../../../lib/paths';
import { dossierListQuery, useDeleteDossier, useDossierList } from '../../api/dossiers';
import { useReferenceOptions } from '../use-reference-options';
import { ResultsPager } from './results-pager';
import { ResultsTable } from './results-table';
import { SearchBar } from './search-bar';
import { SearchFilters } from './search-filters';
import { readSearchState, toListParams, writeSearchState, type SearchState } from './search-params';

export function DossierSearchPage() {
  const { t, i18n } = useTranslation('dossiers');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  const { mine, setMine } = useMinePreference();
  const listParams = useMemo(() => ({ ...toListParams(state), mine: mine ? ('1' as const) : undefined }), [state, mine]);
  const list = useDossierList(listParams);
  const currency = useCurrency();
  const references = useReferenceOptions(t('errors.loadReference'));
  const remove = useDeleteDossier();
  const [searching, setSearching] = useState(false);

  useEffect(() => {
    if (list.error) notifyError(t('errors.search'), list.error);
  }, [list.error, t]);

  // Past the last page (the last rows were deleted, or an old link): show the last page instead.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / state.pageSize)) : null;
  useEffect(() => {
    if (lastPage !== null && !list.isPlaceholderData && state.page > lastPage)
      setParams(writeSearchState({ ...state, page: lastPage }), { replace: true });
  }, [lastPage, list.isPlaceholderData, state, setParams]);

  const update = (change: Partial<SearchState>) => setParams(writeSearchState({ ...state, page: 1, ...change }));

  /** An explicit search says how many dossiers it found (the seed's "search completed"). */
  const search = async (q: string) => {
    const next = { ...state, q, page: 1 };
    setParams(writeSearchState(next));
    setSearching(true);
    try {
      const found = await queryClient.fetchQuery({
        ...dossierListQuery({ ...toListParams(next), mine: mine ? '1' : undefined }),
        staleTime: 0,
      });
      const formatted = formatNumber(found.total, i18n.language);
      // A search in the documents counts up to a bound, and says when there are more.
      notifySuccess(
        t('search.completed'),
        found.more ? t('search.foundMore', { formatted }) : t('search.found', { count: found.total, formatted }),
      );
    } catch {
      // The list's own error state says it (once), with the seed's message.
    } finally {
      setSearching(false);
    }
  };

  const deleteDossier = async (dossier: DossierListItem) => {
    try {
      await remove.mutateAsync(dossier.id_dossier);
      notifySuccess(t('search.deleted'), t('search.deletedMessage', { ref: dossier.ref_dossier_bureau }));
    } catch (err) {
      notifyError(t('errors.delete'), err);
    }
  };

  const total = list.data?.total;
  return (
    <>
      <PageHeader
        title={
          total === undefined
            ? t('search.title')
            : t(list.data?.more ? 'search.titleCountMore' : 'search.titleCount', {
                count: total,
                formatted: formatNumber(total, i18n.language),
              })
        }
      >
        <Button component={Link} to={paths.dossier.new} leftSection={<IconFilePlus size={16} aria-hidden />}>
          {t('search.newDossier')}
        </Button>
      </PageHeader>
      <Stack gap="md">
        <Paper withBorder p="md">
          <Stack gap="md">
            <SearchBar key={state.q} initialQuery={state.q} searching={searching} onSearch={(q) => void search(q)} />
            <div>
              <Switch
                label={t('documents:inDossierSearch.label')}
                aria-describedby="search-in-documents-hint"
                checked={state.inDocuments}
                onChange={(event) => update({ inDocuments: event.currentTarget.checked })}
              />
              <Text id="search-in-documents-hint" size="xs" c="dark.6" mt={4} ps={46}>
                {t('documents:inDossierSearch.hint')}
              </Text>
            </div>
            <SearchFilters filters={state} references={references} onChange={update} />
            <MineSwitch mine={mine} onChange={setMine} />
          </Stack>
        </Paper>
        <Paper withBorder p="md" aria-busy={list.isFetching}>
          {!list.data ? (
            list.isError ? (
              <PageError message={t('errors.search')} onRetry={() => void list.refetch()} />
            ) : (
              <PageLoader />
            )
          ) : (
            <>
              <ResultsTable
                dossiers={list.data.items}
                currency={currency}
                sort={state.sort}
                onSort={(sort) => update({ sort })}
                onDelete={deleteDossier}
              />
              <ResultsPager
                page={state.page}
                pageSize={state.pageSize}
                total={list.data.total}
                onPage={(page) => update({ page })}
                onPageSize={(pageSize) => update({ pageSize })}
              />
            </>
          )}
        </Paper>
      </Stack>
    </>
  );
}
