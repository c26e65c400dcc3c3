import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { isKnownEntity } from '../lib/audit-entities';

/** Which record an entry is about; dossier entries link to the dossier. */
export function AuditRecordLink({ entity, entityId, label: given }: { entity: string; entityId: number; label?: string }) {
  const { t } = useTranslation('audit');
  const label = given ?? t('record', { entity: isKnownEntity(entity) ? t(`entities.${entity}`) : entity, id: entityId });
  if (entity === 'dossier') {
    return (
      <Anchor component={Link} to={paths.dossier.modify(entityId)} size="sm">
        {label}
      </Anchor>
    );
  }
  return <Text size="sm">{label}</Text>;
}
