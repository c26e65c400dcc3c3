import type { AuditOperation } from '@cabinet/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AuditOperation, string> = { create: 'teal.9', update: 'indigo.9', delete: 'red.9', restore: 'grape.9', download: 'gray.8' };

export function OperationBadge({ operation }: { operation: AuditOperation }) {
  const { t } = useTranslation('audit');
  return (
    <Badge variant="filled" color={COLORS[operation]} tt="none">
      {t(`operations.${operation}`)}
    </Badge>
  );
}
