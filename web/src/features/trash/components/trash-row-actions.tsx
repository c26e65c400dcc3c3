import type { TrashItem } from '@cabinet/shared';
import { Button, Group } from '@mantine/core';
import { IconRestore, IconTrashX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';

interface TrashRowActionsProps {
  item: TrashItem;
  busy: boolean;
  onRestore: (item: TrashItem) => void;
  onPurge: (item: TrashItem) => Promise<void>;
}

export function TrashRowActions({ item, busy, onRestore, onPurge }: TrashRowActionsProps) {
  const { t } = useTranslation('trash');
  const ref = item.ref_dossier_bureau;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" leftSection={<IconRestore size={14} aria-hidden />} disabled={busy} onClick={() => onRestore(item)}>
        {t('restore')}
        <span className="visually-hidden"> {t('dossierRef', { ref })}</span>
      </Button>
      <ConfirmButton
        disabled={busy}
        leftSection={<IconTrashX size={14} aria-hidden />}
        message={t('purgeWarning', { ref, count: item.action_count, n: item.action_count })}
        confirmLabel={t('purgeConfirm')}
        onConfirm={() => onPurge(item)}
      >
        {t('purge')}
        <span className="visually-hidden"> {t('dossierRef', { ref })}</span>
      </ConfirmButton>
    </Group>
  );
}
