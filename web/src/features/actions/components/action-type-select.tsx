import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActionOptions } from './use-action-options';

/** The action types, ordered by label; the chosen type's data decides which fields follow. */
export function ActionTypeSelect({ options, ...props }: Omit<SelectProps, 'data'> & { options: ActionOptions }) {
  const { t } = useTranslation('actions');
  return (
    <Select
      label={t('fields.fk_type_action')}
      data={options.typeOptions}
      searchable
      clearable
      placeholder={options.typesPending ? t('common:states.loading') : t('common:states.notSelected')}
      nothingFoundMessage={t('form.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
