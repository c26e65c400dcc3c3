import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useDeleteReference, useReferenceList } from '../api/references';
import type { ReferenceRecord } from '../api/reference-types';
import type { ReferenceDefinition } from '../definitions/reference-definition';
import { ColumnPicker } from './column-picker';
import { filterRows } from './filter-rows';
import { describeInUse } from './in-use-refusal';
import { ListSearch } from './list-search';
import { ReferenceTable } from './reference-table';
import { useColumnChoice } from './use-column-choice';
import { useFailureToast } from './use-failure-toast';

/** The one list screen of the five reference lists. */
export function ReferenceListPage({ definition }: { definition: ReferenceDefinition }) {
  const { t, i18n } = useTranslation('reference');
  const entity = `entities.${definition.base}`;
  const list = useReferenceList(definition.resource);
  const remove = useDeleteReference(definition.resource);
  const { shown, choose, visible } = useColumnChoice(definition.base, definition.columns);
  const [query, setQuery] = useState('');
  const [deleting, setDeleting] = useState<number | null>(null);
  useFailureToast(list.error, t(`${entity}.fetchFailed`));

  const records: ReferenceRecord[] = useMemo(() => list.data?.items ?? [], [list.data]);
  // Typing stays responsive on a long list: the filter follows a step behind the keys.
  const deferredQuery = useDeferredValue(query);
  const rows = useMemo(() => filterRows(records, visible, deferredQuery, t, i18n.language), [records, visible, deferredQuery, t, i18n.language]);

  const search = (text: string) => {
    setQuery(text);
    const found = filterRows(records, visible, text, t, i18n.language).length;
    notifySuccess(t('list.searchDone'), t('list.matches', { n: formatNumber(found, i18n.language) }));
  };

  const onDelete = async (record: ReferenceRecord) => {
    const id = Number(record[definition.idField]);
    setDeleting(id);
    try {
      await remove.mutateAsync(id);
      notifySuccess(t(`${entity}.deleted`), t(`${entity}.deletedMessage`, { name: String(record[definition.labelField] ?? '') }));
    } catch (err) {
      const failed = t(`${entity}.deleteFailed`);
      const detail =
        isApiError(err) && err.code === 'in_use'
          ? describeInUse(err, (usages) => t(`${entity}.inUse`, { usages }), t)
          : describeError(err, t, failed);
      notifyError(detail === failed ? failed : t('errors.withDetail', { message: failed, detail }), err);
    } finally {
      setDeleting(null);
    }
  };

  const title = t(`${entity}.title`);
  return (
    <>
      <PageHeader title={list.data ? t('list.heading', { title, n: formatNumber(rows.length, i18n.language) }) : title}>
        <Button component={Link} to={paths.reference.new(definition.base)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t(`${entity}.newButton`)}
        </Button>
      </PageHeader>
      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <PageError message={t(`${entity}.fetchFailed`)} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <div style={{ flex: '1 1 20rem', maxWidth: '36rem' }}>
              <ListSearch onType={setQuery} onSearch={search} />
            </div>
            <ColumnPicker columns={definition.columns} shown={shown} onChange={choose} />
          </Group>
          {deferredQuery.trim() !== '' && (
            <Text size="sm" c="dimmed" role="status">
              {t('list.filtered', { shown: formatNumber(rows.length, i18n.language), total: formatNumber(records.length, i18n.language) })}
            </Text>
          )}
          {rows.length === 0 ? (
            <EmptyState message={t('common:states.noResults')} />
          ) : (
            <ReferenceTable definition={definition} columns={visible} rows={rows} deleting={deleting} onDelete={onDelete} />
          )}
        </Stack>
      )}
    </>
  );
}
