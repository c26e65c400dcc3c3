import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountOptionsQuery } from '../api/users';

/** A select over the office's active accounts (responsible lawyer, who attends); its value is the id as a string. */
export function AccountSelect(props: Omit<SelectProps, 'data'>) {
  const { t } = useTranslation('reminders');
  const accounts = useQuery(accountOptionsQuery);
  return (
    <Select
      searchable
      clearable
      placeholder={accounts.isPending ? t('account.loading') : t('account.none')}
      comboboxProps={{ withinPortal: true }}
      {...props}
      data={(accounts.data?.items ?? []).map((a) => ({ value: String(a.id), label: a.full_name }))}
    />
  );
}
