import '@mantine/spotlight/styles.layer.css';
import { Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import { IconFolder, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useQuickSearch } from '../api/quick-search';

/** Its own store, so other spotlights (if any) keep their own state. */
const [quickSearchStore, quickSearch] = createSpotlight();

/** Plain ids: Mantine finds the list with a CSS selector, which React's generated ids can break. */
const listId = 'quick-search-results';

/**
 * The quick search's dialog: type a reference or a name, pick a dossier, land on its page. It
 * opens each time `openRequest` grows (the top bar's button or Ctrl/Cmd+K, in quick-search.tsx),
 * also when that happened before its code had arrived.
 */
export function QuickSearchPanel({ openRequest }: { openRequest: number }) {
  const { t } = useTranslation('dossiers');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 250);
  const { opened } = useSpotlight(quickSearchStore);
  // The option Mantine highlighted (it marks it with data-selected), for aria-activedescendant.
  const [activeOption, setActiveOption] = useState<string | undefined>(undefined);
  const readActiveOption = () =>
    requestAnimationFrame(() => setActiveOption(document.querySelector(`#${listId} [data-selected]`)?.id || undefined));
  // Opening a dossier moves focus to its page heading; closing otherwise returns it to the button.
  const [returnFocus, setReturnFocus] = useState(true);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const results = useQuickSearch(debounced, opened);
  useEffect(() => {
    if (openRequest > 0) quickSearch.open();
  }, [openRequest]);
  const items = results.data?.items ?? [];
  const settled = Boolean(results.data) && !results.isFetching && debounced !== '';
  // Announced politely as results arrive (the highlighted option is announced through aria-activedescendant).
  const status = results.isError
    ? t('errors.search')
    : settled
      ? items.length === 0
        ? t('search.empty')
        : t('a11y:quickResults', { count: items.length })
      : '';

  return (
    <Spotlight.Root
      store={quickSearchStore}
      returnFocus={returnFocus}
      onSpotlightOpen={() => setReturnFocus(true)}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        setActiveOption(undefined);
      }}
      shortcut={null}
      title={t('quick.title')}
      scrollable
      maxHeight={420}
      // Full opacity: the faded description on the highlighted row falls below AA contrast.
      styles={{
        actionDescription: { opacity: 1 },
        header: { paddingInline: 'var(--mantine-spacing-md)', minHeight: 0, paddingBlock: 'var(--mantine-spacing-xs)' },
      }}
    >
      <Spotlight.Search
        placeholder={t('quick.placeholder')}
        aria-label={t('quick.placeholder')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-activedescendant={items.length > 0 ? activeOption : undefined}
        onKeyDown={readActiveOption}
        leftSection={results.isFetching ? <Loader size={16} aria-hidden /> : <IconSearch size={18} stroke={1.5} aria-hidden />}
      />
      <div role="status" className="visually-hidden" data-testid="quick-search-status">
        {status}
      </div>
      <Spotlight.ActionsList
        id={listId}
        role={items.length > 0 ? 'listbox' : undefined}
        aria-label={items.length > 0 ? t('quick.results') : undefined}
      >
        {items.map((dossier, index) => (
          <Spotlight.Action
            key={dossier.id_dossier}
            // Mantine drops an `id` prop on actions; aria-activedescendant needs one.
            ref={(element: HTMLButtonElement | null) => {
              if (element) element.id = optionId(index);
            }}
            role="option"
            aria-selected={activeOption === optionId(index)}
            tabIndex={-1}
            label={t('common:dossierRef', { ref: dossier.ref_dossier_bureau })}
            description={dossier.nom_responsable_civil ?? t('common:states.notSelected')}
            leftSection={<IconFolder size={20} stroke={1.5} aria-hidden />}
            onClick={() => {
              setReturnFocus(false);
              void navigate(paths.dossier.modify(dossier.id_dossier));
            }}
          />
        ))}
      </Spotlight.ActionsList>
      {items.length === 0 && (
        <Spotlight.Empty>
          {results.isError ? t('errors.search') : results.isFetching || !results.data ? t('common:states.loading') : t('search.empty')}
        </Spotlight.Empty>
      )}
      {items.length > 0 && (
        <Group px="md" py={6} justify="flex-end">
          <Text size="xs" c="dimmed">
            {t('quick.hint')}
          </Text>
        </Group>
      )}
    </Spotlight.Root>
  );
}
