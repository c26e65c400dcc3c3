import { nameIn, STAGE_AWAITING, STAGE_KINDS, type StageAwaiting, type StageBoardItem } from '@cabinet/shared';
import { Group, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { referenceOptionsQuery } from '../../../api/reference-options';
import { useCurrency } from '../../../api/public-settings';
import { AccountSelect } from '../../../components/account-select';
import { DossierLinkButton } from '../../../components/dossier-link-button';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { TableHead } from '../../../components/table-head';
import { describeError } from '../../../lib/errors';
import { usePageParams } from '../../../lib/use-page-params';
import { useStageBoard, type StageBoardFilters } from '../api/stages';
import { StageDetailCells, StatusBadge, useTribunalName } from './stage-facts';

const idParam = (text: string | null): number | undefined => (text && /^\d{1,10}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

/** The board's question as its address says it (`/stages?awaiting=appeal&tribunal=3&page=2`), so Back and shared links keep it. */
export function useBoardFilters(): { filters: StageBoardFilters; setFilter: (key: string, value: string | null) => void } {
  const [params, setParams] = useSearchParams();
  const { page, pageSize } = usePageParams();
  const filters: StageBoardFilters = {
    awaiting: STAGE_AWAITING.find((a) => a === params.get('awaiting')) ?? 'notification',
    kind: STAGE_KINDS.find((k) => k === params.get('kind')),
    tribunal: idParam(params.get('tribunal')),
    responsible: idParam(params.get('responsible')),
    page,
    page_size: pageSize,
  };
  const setFilter = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // Another question starts again from its first page.
    next.delete('page');
    setParams(next, { replace: true });
  };
  return { filters, setFilter };
}

/**
 * /stages: the board of levels. Judgments awaiting notification, appeals and cassations pending,
 * dossiers in enforcement; filtered by court, level and responsible lawyer; each row opens its dossier.
 */
export function StagesBoardPage() {
  const { t, i18n } = useTranslation('stages');
  const lang = i18n.language;
  const { filters, setFilter } = useBoardFilters();
  const tribunals = useQuery({
    ...referenceOptionsQuery('tribunals'),
    select: (list) =>
      list.items
        .map((x) => ({ value: String(x.id_tribunal), label: x.ville ? `${nameIn(x.nom, x.nom_ar, lang)} (${x.ville})` : nameIn(x.nom, x.nom_ar, lang) }))
        .sort((a, b) => a.label.localeCompare(b.label, lang)),
  });

  return (
    <>
      <PageHeader title={t('board.title')} />
      <Text c="dark.6" mb="md" mt={-8}>
        {t('board.intro')}
      </Text>
      <Group mb="lg" gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('board.filters')}>
        <Select
          label={t('fields.fk_tribunal')}
          placeholder={t('board.all')}
          clearable
          searchable
          data={tribunals.data ?? []}
          value={filters.tribunal ? String(filters.tribunal) : null}
          onChange={(value) => setFilter('tribunal', value)}
          w={{ base: '100%', sm: 260 }}
        />
        <Select
          label={t('fields.kind')}
          placeholder={t('board.all')}
          clearable
          data={STAGE_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={filters.kind ?? null}
          onChange={(value) => setFilter('kind', value)}
          w={{ base: '100%', sm: 220 }}
        />
        <AccountSelect
          label={t('board.responsible')}
          placeholder={t('board.all')}
          value={filters.responsible ? String(filters.responsible) : null}
          onChange={(value) => setFilter('responsible', value)}
          w={{ base: '100%', sm: 240 }}
        />
      </Group>
      <Tabs value={filters.awaiting} onChange={(value) => value && setFilter('awaiting', value === 'notification' ? null : value)}>
        <Tabs.List mb="md">
          {STAGE_AWAITING.map((awaiting) => (
            <Tabs.Tab key={awaiting} value={awaiting}>
              {t(`board.awaiting.${awaiting}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {STAGE_AWAITING.map((awaiting) => (
          <Tabs.Panel key={awaiting} value={awaiting}>
            {awaiting === filters.awaiting && <BoardResults filters={filters} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

function BoardResults({ filters }: { filters: StageBoardFilters }) {
  const { t } = useTranslation('stages');
  const board = useStageBoard(filters);
  const { setPage } = usePageParams();
  if (board.isError) return <PageError message={describeError(board.error, t, t('board.loadFailed'))} onRetry={() => void board.refetch()} />;
  if (!board.data) return <PageLoader />;
  if (board.data.total === 0) return <EmptyState message={t(`board.empty.${filters.awaiting}`)} />;
  return (
    <div aria-busy={board.isFetching}>
      <BoardTable items={board.data.items} awaiting={filters.awaiting} />
      <ListPagination page={filters.page} pageSize={filters.page_size} total={board.data.total} onChange={setPage} />
    </div>
  );
}

function BoardTable({ items, awaiting }: { items: StageBoardItem[]; awaiting: StageAwaiting }) {
  const { t } = useTranslation('stages');
  const currency = useCurrency();
  return (
    <ResponsiveTable minWidth={900} striped verticalSpacing="xs" aria-label={t(`board.awaiting.${awaiting}`)}>
      <TableHead
        ta="start"
        columns={[t('board.dossier'), t('list.level'), t('fields.fk_tribunal'), t('list.number'), t('list.decision'), t('list.notification'), t('list.operations')]}
      />
      <Table.Tbody>
        {items.map((stage) => (
          <Table.Tr key={stage.id} data-testid="board-row">
            <Table.Td>
              <Stack gap={0}>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t('common:dossierRef', { ref: stage.ref_dossier_bureau })}
                </Text>
                {stage.dossier_label && (
                  <Text size="xs" c="dark.6">
                    <bdi>{stage.dossier_label}</bdi>
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <Text size="sm" fw={600}>
                  {t(`kinds.${stage.kind}`)}
                </Text>
                <StatusBadge status={stage.status} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <BoardCourt stage={stage} />
            </Table.Td>
            <StageDetailCells stage={stage} currency={currency} />
            <Table.Td>
              <DossierLinkButton dossierId={stage.fk_dossier} reference={stage.ref_dossier_bureau} label={t('board.open')} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}

function BoardCourt({ stage }: { stage: StageBoardItem }) {
  const { t } = useTranslation('stages');
  const name = useTribunalName(stage);
  return <Text size="sm">{name ? <bdi>{name}</bdi> : t('list.noTribunal')}</Text>;
}
