import type { ReferenceResource } from '@cabinet/shared';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReferenceUsages } from '../api/references';
import { usageList } from './usage-list';

/** Where a reference record is used, asked as its delete dialog opens: said before the user confirms. */
export function ReferenceUsagesNotice({ resource, id }: { resource: ReferenceResource; id: number }) {
  const { t } = useTranslation('office');
  const usages = useReferenceUsages(resource, id);
  if (usages.isPending) {
    return (
      <Group gap="xs" mb="sm" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('usages.checking')}</Text>
      </Group>
    );
  }
  if (usages.isError) {
    return (
      <Text size="sm" c="dimmed" mb="sm" role="status">
        {t('usages.failed')}
      </Text>
    );
  }
  const list = usages.data.usages;
  if (list.length === 0) {
    return (
      <Text size="sm" mb="sm" role="status" data-testid="reference-usages">
        {t('usages.unused')}
      </Text>
    );
  }
  return (
    <Alert color="orange" variant="light" mb="sm" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="reference-usages">
      {t('usages.used', { list: usageList(list, t) })}
    </Alert>
  );
}
