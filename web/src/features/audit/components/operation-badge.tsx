import type { AuditOperation } from '@cabinet/shared';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AuditOperation, string> = {
  create: 'teal.9',
  update: 'indigo.9',
  delete: 'red.9',
  restore: 'grape.9',
  download: 'gray.8',
  import: 'cyan.9',
};

export function OperationBadge({ operation }: { operation: AuditOperation }) {
  const { t } = useTranslation('audit');
  return (
    // Never cut: the word is short, the badge grows to fit it in every language.
    <Badge
      variant="filled"
      color={COLORS[operation]}
      tt="none"
      maw="none"
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {t(`operations.${operation}`)}
    </Badge>
  );
}
