import { PAGE_SIZES } from '@cabinet/shared';
import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';

interface ListPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

/** Pages of a server-paged list: where we are, the page buttons and the page size. */
export function ListPagination({ page, pageSize, total, onChange }: ListPaginationProps) {
  const { t, i18n } = useTranslation();
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const n = (value: number) => formatNumber(value, i18n.language);
  const controlLabels: Record<string, string> = {
    first: t('pagination.first'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    last: t('pagination.last'),
  };

  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="sm" className="no-print">
      <Text size="sm" c="dark.6" aria-live="polite">
        {t('pagination.range', { from: n(first), to: n(last), total: n(total) })}
      </Text>
      <Group gap="sm" wrap="wrap">
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(page, pages)}
            onChange={(next) => onChange(next, pageSize)}
            size="sm"
            withEdges
            getControlProps={(control) => ({ 'aria-label': controlLabels[control] })}
            getItemProps={(item) => ({ 'aria-label': t('pagination.page', { n: n(item) }) })}
          />
        )}
        <Group gap={6} wrap="nowrap">
          <Text component="label" htmlFor={sizeId} size="sm">
            {t('pagination.pageSize')}
          </Text>
          <NativeSelect id={sizeId} size="xs" w={80} data={PAGE_SIZES.map(String)} value={String(pageSize)} onChange={(event) => onChange(1, Number(event.currentTarget.value))} />
        </Group>
      </Group>
    </Group>
  );
}
