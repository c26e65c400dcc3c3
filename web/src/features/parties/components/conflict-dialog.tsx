import type { Conflict, PartyRole } from '@cabinet/shared';
import { Alert, Anchor, Button, Checkbox, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

interface ConflictDialogProps {
  opened: boolean;
  partyName: string;
  role: PartyRole;
  conflicts: Conflict[];
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The server found the party in an opposing role on other live dossiers. Lists them and links
 * only after the user ticks an explicit confirmation; the server records who confirmed.
 */
export function ConflictDialog({ opened, partyName, role, conflicts, busy, onConfirm, onCancel }: ConflictDialogProps) {
  const { t } = useTranslation('parties');
  const [checked, setChecked] = useState(false);
  const close = () => {
    setChecked(false);
    onCancel();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('conflictDialog.title')} size="lg" closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <Stack gap="md">
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="alert">
          <Text size="sm">{t('conflictDialog.message', { name: `\u2068${partyName}\u2069`, role: t(`roles.${role}`) })}</Text>
        </Alert>
        <List spacing="xs" aria-label={t('conflictDialog.listLabel')}>
          {conflicts.map((conflict) => (
            <List.Item key={`${conflict.id_dossier}-${conflict.id_party}-${conflict.role}`}>
              <Anchor component={Link} to={paths.dossier.modify(conflict.id_dossier)} target="_blank">
                {t('conflictDialog.dossier', { ref: conflict.ref_dossier_bureau })}
              </Anchor>
              {' — '}
              {t('conflictDialog.holds', { name: `\u2068${conflict.name}\u2069`, role: t(`roles.${conflict.role}`) })}
            </List.Item>
          ))}
        </List>
        <Checkbox
          checked={checked}
          onChange={(event) => setChecked(event.currentTarget.checked)}
          label={t('conflictDialog.acknowledge')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red.9" disabled={!checked} loading={busy} onClick={onConfirm}>
            {t('conflictDialog.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
