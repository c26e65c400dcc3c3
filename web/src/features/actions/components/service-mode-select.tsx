import { SERVICE_MODES } from '@cabinet/shared';
import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How a notification was served: the law may give a different period for each mode (Algeria, CPCA art. 336). */
export function ServiceModeSelect(props: Omit<SelectProps, 'data' | 'label'>) {
  const { t } = useTranslation('deadline-law');
  return (
    <Select
      label={t('service.label')}
      description={t('service.hint')}
      placeholder={t('service.none')}
      clearable
      data={SERVICE_MODES.map((mode) => ({ value: mode, label: t(`service.${mode}`) }))}
      {...props}
    />
  );
}
