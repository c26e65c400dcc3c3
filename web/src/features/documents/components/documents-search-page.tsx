import { documentSearchQuery, type DocumentSearchItem } from '@cabinet/shared';
import { Anchor, Button, Container, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/list-pagination';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { validationError } from '../../../lib/errors';
import { formatTimestamp } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { usePageParams } from '../../../lib/use-page-params';
import { contentUrl, useDocumentSearch } from '../api/documents';
import { kindOf, TypeIcon } from './document-format';
import { Passage } from './passage';

/** The search in every document's text: words in Arabic or French, the passages found, the dossier of each. */
export function DocumentsSearchPage() {
  const { t } = useTranslation('documents');
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.slice(0, 200) ?? '';
  // A search with no word of 3 letters or more is not sent (the server refuses it too).
  const searchable = documentSearchQuery.shape.q.safeParse(q).success;
  const { page, pageSize, setPage } = usePageParams();
  const found = useDocumentSearch(searchable ? q : '', page, pageSize);
  // A new search starts at its first page.
  const search = (query: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('page');
      if (query.trim()) next.set('q', query.trim());
      else next.delete('q');
      return next;
    });

  return (
    <Container size="lg" px={0}>
      <PageHeader title={t('search.title')} />
      <Stack gap="md">
        <SearchForm key={q} initial={q} searching={found.isFetching} onSearch={search} />
        {!searchable ? (
          <Text c="dark.6">{t('search.intro')}</Text>
        ) : found.isError ? (
          <PageError message={t('search.failed')} onRetry={() => void found.refetch()} />
        ) : !found.data ? (
          <PageLoader />
        ) : found.data.total === 0 ? (
          <EmptyState message={t('search.none')} />
        ) : (
          <>
            <Text size="sm" aria-live="polite">
              {found.data.more ? t('search.foundMore', { count: found.data.total }) : t('search.found', { count: found.data.total })}
            </Text>
            <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('search.results')}>
              {found.data.items.map((item) => (
                <SearchResult key={item.id_document} item={item} />
              ))}
            </Stack>
            <ListPagination page={page} pageSize={pageSize} total={found.data.total} onChange={setPage} />
          </>
        )}
      </Stack>
    </Container>
  );
}

function SearchForm({ initial, searching, onSearch }: { initial: string; searching: boolean; onSearch: (query: string) => void }) {
  const { t } = useTranslation('documents');
  const [query, setQuery] = useState(initial);
  const [error, setError] = useState<ReactNode>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = documentSearchQuery.shape.q.safeParse(query);
    if (!checked.success) return setError(validationError(checked.error.issues[0]!.message));
    setError(null);
    onSearch(query);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('search.title')}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          type="search"
          label={t('search.words')}
          description={t('search.hintAll')}
          value={query}
          maxLength={200}
          onChange={(event) => setQuery(event.currentTarget.value)}
          error={error}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit" loading={searching}>
          {t('common:actions.search')}
        </Button>
      </Group>
    </form>
  );
}

function SearchResult({ item }: { item: DocumentSearchItem }) {
  const { t, i18n } = useTranslation('documents');
  const dossierLabel = item.dossier.client_name
    ? t('search.dossierWithClient', { ref: item.dossier.ref_dossier_bureau, client: item.dossier.client_name })
    : t('search.dossier', { ref: item.dossier.ref_dossier_bureau });
  return (
    <Paper component="li" withBorder p="sm" data-testid={`search-result-${item.id_document}`}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TypeIcon contentType={item.content_type} label={t(`kinds.${kindOf(item.content_type) ?? 'other'}`)} />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              <bdi>{item.filename}</bdi>
            </Text>
            {item.title && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <bdi>{item.title}</bdi>
              </Text>
            )}
            <Text size="xs" c="dark.6">
              {formatTimestamp(item.uploaded_at, i18n.language)}
            </Text>
          </Stack>
        </Group>
        {item.snippet && (
          <Passage snippet={item.snippet} highlights={item.highlights} label={t('search.passageOf', { name: item.filename })} />
        )}
        <Group gap="xs" wrap="wrap">
          <Anchor component={Link} to={paths.dossier.modify(item.dossier.id_dossier, 'documents')} size="sm">
            <bdi>{dossierLabel}</bdi>
          </Anchor>
          <Button
            size="compact-xs"
            variant="light"
            component="a"
            href={contentUrl(item)}
            download={item.filename}
            leftSection={<IconDownload size={12} aria-hidden />}
            aria-label={t('list.downloadLabel', { name: item.filename })}
          >
            {t('common:actions.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
