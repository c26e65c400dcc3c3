import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParties } from '../api/parties';

export interface PickedParty {
  id_party: number;
  name: string;
}

/** Finds an existing party from a few typed letters (the server folds case, accents and Arabic variants). */
export function PartyPicker({ value, onChange, error }: { value: PickedParty | null; onChange: (party: PickedParty | null) => void; error?: string }) {
  const { t } = useTranslation('parties');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const enough = [...debounced].length >= 2;
  const found = useParties(debounced, 1, enough);
  const options = (found.data?.items ?? []).map((p) => ({ value: String(p.id_party), label: p.name_ar ? `${p.name} — ${p.name_ar}` : p.name }));
  if (value && !options.some((o) => o.value === String(value.id_party))) options.unshift({ value: String(value.id_party), label: value.name });

  return (
    <Select
      label={t('link.party')}
      placeholder={t('link.partyPlaceholder')}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      value={value ? String(value.id_party) : null}
      onChange={(id, option) => onChange(id && option ? { id_party: Number(id), name: option.label.split(' — ')[0] ?? option.label } : null)}
      nothingFoundMessage={enough ? (found.isFetching ? t('common:states.loading') : t('link.nothingFound')) : t('link.typeMore')}
      comboboxProps={{ withinPortal: true }}
      error={error}
      miw={240}
      style={{ flex: 1 }}
    />
  );
}
