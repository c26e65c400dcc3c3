import { Anchor, Select, Text, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Option } from '../../lib/select-options';

interface ReferenceSelectProps extends Omit<SelectProps, 'data'> {
  options: Option[] | undefined;
  loading: boolean;
  /** Where to create the first record when the list is empty, e.g. /tribunal/new. */
  createPath: string;
  emptyMessage: string;
  /** The link that creates the first record, worded for its gender ("Créer une juridiction"). */
  createLabel: string;
}

/** A select over a reference list (ordered by label) that says how to fill the list when it is empty. */
export function ReferenceSelect({ options, loading, createPath, emptyMessage, createLabel, description, ...props }: ReferenceSelectProps) {
  const { t } = useTranslation('dossiers');
  const empty = !loading && options !== undefined && options.length === 0;
  return (
    <Select
      searchable
      clearable
      nothingFoundMessage={t('form.nothingFound')}
      placeholder={loading ? t('common:states.loading') : t('common:states.notSelected')}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={options ?? []}
      disabled={props.disabled || empty}
      description={
        empty ? (
          <Text component="span" size="xs">
            {emptyMessage}{' '}
            <Anchor component={Link} to={createPath} size="xs" underline="always">
              {createLabel}
            </Anchor>
          </Text>
        ) : (
          description
        )
      }
    />
  );
}
