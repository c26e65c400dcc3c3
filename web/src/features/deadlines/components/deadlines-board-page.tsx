import { LIMITS, nameIn, type Deadline } from '@cabinet/shared';
import { Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { referenceOptionsQuery } from '../../../api/reference-options';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { describeError } from '../../../lib/errors';
import { formatDate, formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useBoardSection, type BoardQuery } from '../api/deadlines';
import { addDays, useOfficeToday } from '../lib/office-dates';
import { DaysLeft, ruleLabel } from './days-left';
import { DeadlineExplanation, DeadlineFlags } from './deadline-explanation';
import { TableHead } from '../../../components/table-head';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SectionPanel } from '../../../components/section-panel';
import { DossierLinkButton } from '../../../components/dossier-link-button';
import { DossierIdentity } from '../../../components/dossier-identity';
import { ListPagination } from '../../../components/list-pagination';
import { WhatsAppClientButton } from '../../../components/whatsapp-client-button';

const SECTION_SIZE = 100;
const SECTIONS = ['overdue', 'week', 'month', 'later'] as const;

/**
 * /deadlines: every open deadline, in four sections (overdue, this week, this month, later), filtered
 * by tribunal and case type. The later section has no end: it pages through all that remain.
 */
export function DeadlinesBoardPage() {
  const { t } = useTranslation(['deadlines', 'office']);
  const today = useOfficeToday();
  const [params, setParams] = useSearchParams();
  const tribunal = params.get('tribunal') ?? '';
  const caseType = params.get('type_affaire_bureau') ?? '';
  // A dashboard counter opens its own section alone (`?section=overdue`), with a way back to all of them.
  const only = SECTIONS.find((name) => name === params.get('section'));
  const options = useFilterOptions();
  const setFilter = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const filters: BoardQuery = {
    tribunal: tribunal ? Number(tribunal) : undefined,
    type_affaire_bureau: caseType ? Number(caseType) : undefined,
    page_size: SECTION_SIZE,
  };

  return (
    <>
      <PageHeader title={t('board.title')} />
      <Text c="dark.6" mb="md" mt={-8}>
        {t('board.intro')}
      </Text>
      <Group mb="lg" gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('board.filters')}>
        <Select
          label={t('board.tribunal')}
          placeholder={t('board.all')}
          clearable
          searchable
          data={options.tribunals}
          value={tribunal || null}
          onChange={(v) => setFilter('tribunal', v)}
          w={260}
        />
        <Select
          label={t('board.caseType')}
          placeholder={t('board.all')}
          clearable
          searchable
          data={options.caseTypes}
          value={caseType || null}
          onChange={(v) => setFilter('type_affaire_bureau', v)}
          w={260}
        />
      </Group>
      {!today ? (
        <PageLoader />
      ) : (
        <Stack gap="lg">
          {(!only || only === 'overdue') && (
            <Section id="overdue" title={t('board.overdue')} query={{ ...filters, due_to: addDays(today, -1) }} />
          )}
          {(!only || only === 'week') && (
            <Section id="week" title={t('board.week')} query={{ ...filters, due_from: today, due_to: addDays(today, 6) }} />
          )}
          {(!only || only === 'month') && (
            <Section id="month" title={t('board.month')} query={{ ...filters, due_from: addDays(today, 7), due_to: addDays(today, 30) }} />
          )}
          {(!only || only === 'later') && (
            // A new filter starts again from the first page.
            <Section
              key={`${tribunal}-${caseType}`}
              id="later"
              title={t('board.later')}
              query={{ ...filters, due_from: addDays(today, 31) }}
              paged
            />
          )}
          {only && (
            <Button
              component={Link}
              to={(() => {
                const all = new URLSearchParams(params);
                all.delete('section');
                return paths.deadlines.filtered(all);
              })()}
              variant="subtle"
              style={{ alignSelf: 'flex-start' }}
            >
              {t('office:dashboard.allDeadlines')}
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}

function useFilterOptions() {
  const lang = useTranslation().i18n.language;
  const tribunals = useQuery({
    ...referenceOptionsQuery('tribunals'),
    select: (d) => d.items.map((x) => ({ value: String(x.id_tribunal), label: `${nameIn(x.nom, x.nom_ar, lang)} (${x.ville})` })),
  });
  const caseTypes = useQuery({
    ...referenceOptionsQuery('case-types'),
    select: (d) => d.items.map((x) => ({ value: String(x.id_type_affaire_bureau), label: x.libelle })),
  });
  return { tribunals: tribunals.data ?? [], caseTypes: caseTypes.data ?? [] };
}

interface SectionProps {
  id: string;
  title: string;
  query: BoardQuery;
  /** Pages through every deadline of the section instead of showing the first hundred. */
  paged?: boolean;
}

function Section({ id, title, query, paged = false }: SectionProps) {
  const { t, i18n } = useTranslation('deadlines');
  const [pages, setPages] = useState<{ page: number; pageSize: number }>({ page: 1, pageSize: LIMITS.pageSizeDefault });
  const section = useBoardSection({ ...query, lang: i18n.language, ...(paged ? { page: pages.page, page_size: pages.pageSize } : {}) });
  const headingId = `deadlines-${id}`;
  return (
    <SectionPanel
      p={{ base: 'sm', sm: 'lg' }}
      data-testid={`board-${id}`}
      titleId={headingId}
      title={
        <>
          {title} {section.data ? `(${formatNumber(section.data.total, i18n.language)})` : ''}
        </>
      }
      titleProps={{ c: id === 'overdue' ? 'red.9' : undefined }}
    >
      {section.isPending && <PageLoader />}
      {section.isError && (
        <PageError message={describeError(section.error, t, t('board.loadFailed'))} onRetry={() => void section.refetch()} />
      )}
      {section.data && section.data.total === 0 && <EmptyState message={t('board.emptySection')} />}
      {section.data && section.data.total > 0 && (
        <div aria-busy={section.isFetching}>
          <BoardTable items={section.data.items} labelledBy={headingId} />
        </div>
      )}
      {paged && section.data && section.data.total > 0 && (
        <ListPagination
          page={pages.page}
          pageSize={pages.pageSize}
          total={section.data.total}
          onChange={(page, pageSize) => setPages({ page, pageSize })}
        />
      )}
      {!paged && section.data && section.data.total > section.data.items.length && (
        <Text size="sm" c="dark.6" mt="sm">
          {t('board.more', { n: formatNumber(section.data.total - section.data.items.length, i18n.language) })}
        </Text>
      )}
    </SectionPanel>
  );
}

function BoardTable({ items, labelledBy }: { items: Deadline[]; labelledBy: string }) {
  const { t, i18n } = useTranslation('deadlines');
  return (
    <ResponsiveTable minWidth={640} striped verticalSpacing="xs" aria-labelledby={labelledBy}>
      <TableHead columns={[t('columns.due'), t('columns.daysLeft'), t('columns.rule'), t('columns.dossier'), t('columns.actions')]} />
      <Table.Tbody>
        {items.map((d) => (
          <Table.Tr key={d.id} data-testid="board-row">
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(d.due_date, i18n.language)}</Table.Td>
            <Table.Td>
              <Stack gap={4} align="flex-start">
                <DaysLeft days={d.days_left} />
                <DeadlineFlags deadline={d} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <Stack gap={2}>
                <bdi>{ruleLabel(d.rule, i18n.language)}</bdi>
                <DeadlineExplanation deadline={d} />
              </Stack>
            </Table.Td>
            <Table.Td>
              <DossierIdentity reference={d.ref_dossier_bureau} summary={d} />
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="wrap">
                <DossierLinkButton dossierId={d.fk_dossier} reference={d.ref_dossier_bureau} label={t('columns.dossier')} />
                <WhatsAppClientButton actionId={d.trigger_action_id} dossierId={d.fk_dossier} context={t('common:dossierRef', { ref: d.ref_dossier_bureau })} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
