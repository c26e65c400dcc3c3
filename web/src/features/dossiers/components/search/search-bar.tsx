import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchBarProps {
  initialQuery: string;
  searching: boolean;
  onSearch: (query: string) => void;
}

/** The search box: Enter or the button runs the search. Remount it (key) to show another query. */
export function SearchBar({ initialQuery, searching, onSearch }: SearchBarProps) {
  const { t } = useTranslation('dossiers');
  const [query, setQuery] = useState(initialQuery);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(query);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={t('search.title')}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('search.query')}
          description={t('search.queryHint')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: 1 }}
          maxLength={200}
          type="search"
        />
        <Button type="submit" loading={searching}>
          {t('common:actions.search')}
        </Button>
      </Group>
    </form>
  );
}
