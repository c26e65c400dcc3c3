import { Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconShieldSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { PageError, PageLoader } from '../../../components/page-state';
import { paths } from '../../../lib/paths';
import { useParties } from '../api/parties';
import { TableHead } from '../../../components/table-head';
import { ResponsiveTable } from '../../../components/responsive-table';
import { PartyNameCell } from './party-name-cell';

/** Every party of the office, searched by name (either script) or national id. */
export function PartiesListPage() {
  const { t } = useTranslation('parties');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const pageSize = Number(params.get('page_size')) || 25;
  const [debounced] = useDebouncedValue(q.trim(), 250);
  const parties = useParties(debounced, page, true, pageSize);
  const update = (next: { q?: string; page?: number; pageSize?: number }) => {
    const query = next.q ?? q;
    const nextPage = next.page ?? 1;
    const size = next.pageSize ?? pageSize;
    setParams(
      {
        ...(query ? { q: query } : {}),
        ...(nextPage > 1 ? { page: String(nextPage) } : {}),
        ...(size !== 25 ? { page_size: String(size) } : {}),
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader title={t('list.title')}>
        <Button component={Link} to={paths.conflicts} variant="light" leftSection={<IconShieldSearch size={16} aria-hidden />}>
          {t('nav.conflicts')}
        </Button>
        <Button component={Link} to={paths.parties.new} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('list.new')}
        </Button>
      </PageHeader>
      <TextInput
        label={t('list.search')}
        description={t('list.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={q}
        onChange={(event) => update({ q: event.currentTarget.value })}
        mb="md"
        maw={480}
      />
      {parties.isError ? (
        <PageError message={t('errors.load')} onRetry={() => void parties.refetch()} />
      ) : !parties.data ? (
        <PageLoader />
      ) : (
        <>
          <ResponsiveTable minWidth={560} striped highlightOnHover verticalSpacing="xs" aria-label={t('list.title')}>
            <TableHead ta="start" columns={[t('fields.name'), t('fields.kind'), t('fields.national_id'), t('fields.phone')]} />
            <Table.Tbody>
              {parties.data.items.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text c="dimmed" ta="center" py="lg">
                      {q ? t('list.noMatch') : t('list.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                parties.data.items.map((party) => (
                  <Table.Tr key={party.id_party}>
                    <PartyNameCell party={party} linkProps={{ fw: 600 }} />
                    <Table.Td>{t(`kinds.${party.kind}`)}</Table.Td>
                    <Table.Td>
                      <bdi>{party.national_id ?? ''}</bdi>
                    </Table.Td>
                    <Table.Td>
                      <bdi>{party.phone ?? ''}</bdi>
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </ResponsiveTable>
          <Group>
            <ListPagination
              page={page}
              pageSize={parties.data.page_size}
              total={parties.data.total}
              onChange={(next, size) => update({ page: next, pageSize: size })}
            />
          </Group>
        </>
      )}
    </>
  );
}
