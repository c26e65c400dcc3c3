import type { Action } from '@cabinet/shared';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../../lib/format';

/**
 * Who last changed an action the import brought from the old system, and when, as the old system
 * recorded it (its author often just "user"); nothing when the action was made in Cabinet.
 */
export function OldSystemStamp({ action }: { action: Action }) {
  const { t, i18n } = useTranslation('actions');
  const fromOldSystem = action.created_at === null || action.created_by_name || action.modified_by_name;
  if (!fromOldSystem) return null;
  const name = action.modified_by_name ?? action.created_by_name;
  const at = action.modified_at ?? action.created_at;
  const text = at
    ? name
      ? t('old.changed', { at: formatTimestamp(at, i18n.language), name })
      : t('old.changedAt', { at: formatTimestamp(at, i18n.language) })
    : t('old.undated');
  return (
    <Text size="sm" c="dimmed" mb="md">
      <bdi>{text}</bdi>
    </Text>
  );
}
