import { Anchor, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { paths } from '../../../lib/paths';
import { useClientSearch } from '../api/reports';

/** Finds a client or an insurer by name and opens its statement. */
export function StatementFinder() {
  const { t } = useTranslation('money');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const enough = [...debounced].length >= 2;
  const found = useClientSearch(debounced);

  return (
    <Stack gap="md">
      <form role="search" aria-label={t('finder.search')} onSubmit={(event) => event.preventDefault()}>
        <TextInput
          type="search"
          label={t('finder.search')}
          description={t('finder.hint')}
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          maw={520}
        />
      </form>
      {!enough ? (
        <Text c="dark.6">{t('finder.typeMore')}</Text>
      ) : found.isError ? (
        <PageError message={t('finder.load')} onRetry={() => void found.refetch()} />
      ) : !found.data ? (
        <PageLoader />
      ) : found.data.items.length === 0 ? (
        <EmptyState message={t('finder.none')} />
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('finder.results')}>
          {found.data.items.map((party) => (
            <Paper key={party.id_party} component="li" withBorder p="sm">
              <Anchor component={Link} to={paths.money.statement(party.id_party)} fw={600}>
                <bdi>{party.name}</bdi>
              </Anchor>
              {party.name_ar && (
                <Text size="sm" c="dark.6">
                  <bdi>{party.name_ar}</bdi>
                </Text>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
