import type { DocumentRecord } from '@cabinet/shared';
import { Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError, PageLoader } from '../../../components/page-state';
import { useDossierDocumentSearch } from '../api/documents';
import { DocumentList, type Passages } from './document-list';

/** Waits this long after the last key before searching. */
const TYPING_PAUSE_MS = 300;

/** The search box above a dossier's documents. */
export function DocumentSearchBox({ value, onChange }: { value: string; onChange: (q: string) => void }) {
  const { t } = useTranslation('documents');
  return (
    <form role="search" aria-label={t('search.dossierLabel')} onSubmit={(event) => event.preventDefault()}>
      <TextInput
        type="search"
        label={t('search.dossierLabel')}
        description={t('search.hint')}
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
      />
    </form>
  );
}

/**
 * A dossier's documents, or, while `query` has words, those whose text has them all, each with
 * the passage found. `all` is the whole list, shown when there is no search.
 */
export function DossierDocumentResults({ dossierId, query, all }: { dossierId: number; query: string; all: ReactNode }) {
  const { t } = useTranslation('documents');
  const [debounced] = useDebouncedValue(query.trim(), TYPING_PAUSE_MS);
  const found = useDossierDocumentSearch(dossierId, debounced);
  if (query.trim() === '') return <>{all}</>;
  if (found.isError) return <PageError message={t('search.failed')} onRetry={() => void found.refetch()} />;
  if (!found.data) return <PageLoader />;
  const passages: Passages = new Map(
    found.data.items.filter((i) => i.snippet !== null).map((i) => [i.id_document, { snippet: i.snippet!, highlights: i.highlights }]),
  );
  const documents: DocumentRecord[] = found.data.items;
  return (
    <Stack gap="sm">
      <Text size="sm" aria-live="polite">
        {t('search.found', { count: found.data.total })}
      </Text>
      <DocumentList documents={documents} passages={passages} emptyMessage={t('search.none')} />
    </Stack>
  );
}
