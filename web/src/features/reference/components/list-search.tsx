import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The search box: the list filters as the user types; the button (or Enter) also reports the match count. */
export function ListSearch({ onType, onSearch }: { onType: (query: string) => void; onSearch: (query: string) => void }) {
  const { t } = useTranslation('reference');
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            onType(event.currentTarget.value);
          }}
          type="search"
          maxLength={200}
          style={{ flex: 1 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('list.search')}
        </Button>
      </Group>
    </form>
  );
}
