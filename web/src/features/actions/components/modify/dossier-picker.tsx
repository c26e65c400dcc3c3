import { Select, Stack, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDossierOptions } from '../../api/dossier-options';

interface DossierPickerProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** The label of the dossier the action is on now, e.g. "#1024". */
  initialLabel: string;
  initialValue: string;
}

/** Chooses a dossier by its office reference or a name, searching the server as one types. */
export function DossierPicker({ value, onChange, initialLabel, initialValue, ...props }: DossierPickerProps) {
  const { t } = useTranslation('actions');
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<Record<string, { label: string; name: string | null }>>({
    [initialValue]: { label: initialLabel, name: null },
  });
  const selectedLabel = value ? known[value]?.label : undefined;
  // Once a dossier is chosen the box shows its label; that is not a new search.
  const q = search === selectedLabel ? '' : search.trim();
  const [debounced] = useDebouncedValue(q, 250);
  const [opened, setOpened] = useState(false);
  const results = useDossierOptions(debounced, opened);

  const found = useMemo(
    () =>
      (results.data?.items ?? []).map((d) => ({
        value: String(d.id_dossier),
        label: t('common:dossierRef', { ref: d.ref_dossier_bureau }),
        name: d.nom_responsable_civil,
      })),
    [results.data, t],
  );
  const data = useMemo(() => {
    const options = found.map(({ value: v, label }) => ({ value: v, label }));
    if (value && selectedLabel && !options.some((o) => o.value === value)) options.unshift({ value, label: selectedLabel });
    return options;
  }, [found, value, selectedLabel]);
  const names = useMemo(
    () => Object.fromEntries([...Object.entries(known).map(([k, v]) => [k, v.name]), ...found.map((f) => [f.value, f.name])]),
    [known, found],
  );

  return (
    <Select
      {...props}
      searchable
      data={data}
      value={value ?? null}
      onChange={(next) => {
        const hit = found.find((f) => f.value === next);
        if (next && hit) setKnown((k) => ({ ...k, [next]: { label: hit.label, name: hit.name } }));
        onChange?.(next);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      filter={({ options }) => options}
      nothingFoundMessage={results.isFetching ? t('common:states.loading') : t('form.noDossier')}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm">{option.label}</Text>
          {names[option.value] && (
            <Text size="xs" c="dimmed">
              {names[option.value]}
            </Text>
          )}
        </Stack>
      )}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
