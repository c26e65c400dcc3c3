import type { ReferenceResource, ReferenceUsages } from '@cabinet/shared';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useReferenceUsages } from '../api/reference-usages';

/** "3 dossiers (1 in the trash) and 1 expertise", in the user's language with its plural forms. */
export function usageList(usages: ReferenceUsages['usages'], t: TFunction): string {
  const parts = usages.map(({ entity, total, trashed }) => {
    const usage = t(`office:usages.${entity}`, { count: total });
    return trashed > 0 ? t('office:usages.inTrash', { usage, n: trashed }) : usage;
  });
  return parts.length > 1
    ? `${parts.slice(0, -1).join(t('office:usages.separator'))}${t('office:usages.and')}${parts.at(-1)}`
    : parts.join('');
}

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
