import { PAGE_SIZES } from '@cabinet/shared';
import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/format';
import { PageButtons } from '../page-buttons';

interface ResultsPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Server-side paging: rows per page, the shown range, and the page buttons. */
export function ResultsPager({ page, pageSize, total, onPage, onPageSize }: ResultsPagerProps) {
  const { t, i18n } = useTranslation('dossiers');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const n = (value: number) => formatNumber(value, i18n.language);

  return (
    <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <Select
          label={t('common:pagination.pageSize')}
          data={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={90}
          size="xs"
          styles={{ label: { whiteSpace: 'nowrap' } }}
        />
        <Text size="sm" c="dimmed" mt={20} aria-live="polite">
          {t('common:pagination.range', { from: n(from), to: n(to), total: n(total) })}
        </Text>
      </Group>
      <PageButtons label={t('search.pages')} pages={pages} page={Math.min(page, pages)} onChange={onPage} withEdges />
    </Group>
  );
}
