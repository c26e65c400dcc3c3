import { Button, Checkbox, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateField, parseCalendarDate } from '../../../../components/date-field';
import type { ReferenceOptions } from '../use-reference-options';
import type { SearchState } from './search-params';

type Filters = Pick<SearchState, 'tribunal' | 'caseType' | 'from' | 'to' | 'review'>;

interface SearchFiltersProps {
  filters: Filters;
  references: ReferenceOptions;
  onChange: (filters: Partial<Filters>) => void;
}

/** Filters by tribunal, office case type, registration-date range and "to review"; each change applies at once. */
export function SearchFilters({ filters, references, onChange }: SearchFiltersProps) {
  const { t } = useTranslation('dossiers');
  const active = Boolean(filters.tribunal || filters.caseType || filters.from || filters.to || filters.review);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('search.filters')}>
      <Select
        label={t('fields.fk_tribunal')}
        placeholder={t('search.any')}
        data={references.tribunals ?? []}
        value={filters.tribunal}
        onChange={(tribunal) => onChange({ tribunal })}
        searchable
        clearable
        nothingFoundMessage={t('form.nothingFound')}
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label={t('fields.fk_type_affaire_bureau')}
        placeholder={t('search.any')}
        data={references.caseTypes ?? []}
        value={filters.caseType}
        onChange={(caseType) => onChange({ caseType })}
        searchable
        clearable
        nothingFoundMessage={t('form.nothingFound')}
        w={{ base: '100%', xs: 220 }}
      />
      <DateField
        label={t('search.from')}
        value={filters.from}
        onChange={(from) => {
          if (isFilterDate(from)) onChange({ from });
        }}
        maxDate={filters.to || undefined}
        w={{ base: '100%', xs: 160 }}
      />
      <DateField
        label={t('search.to')}
        value={filters.to}
        onChange={(to) => {
          if (isFilterDate(to)) onChange({ to });
        }}
        minDate={filters.from || undefined}
        w={{ base: '100%', xs: 160 }}
      />
      <Checkbox
        label={t('review.filter')}
        description={t('review.filterHint')}
        checked={filters.review}
        onChange={(event) => onChange({ review: event.currentTarget.checked })}
        w={{ base: '100%', xs: 'auto' }}
      />
      {active && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange({ tribunal: null, caseType: null, from: '', to: '', review: false })}
        >
          {t('search.clearFilters')}
        </Button>
      )}
    </Group>
  );
}

/** Empty, or a real date: text that is no date stays in its field (with its message) and filters nothing. */
const isFilterDate = (value: string) => value === '' || parseCalendarDate(value) !== null;
