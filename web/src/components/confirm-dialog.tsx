import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title?: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An alert dialog asking to go on with something unusual; focus opens on Cancel, so a stray Enter changes nothing. */
export function ConfirmDialog({ opened, title, message, confirmLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const asAlertDialog = useCallback((element: HTMLElement | null) => element?.setAttribute('role', 'alertdialog'), []);
  return (
    <Modal.Root opened={opened} onClose={onCancel} centered>
      <Modal.Overlay />
      <Modal.Content ref={asAlertDialog}>
        <Modal.Header>
          <Modal.Title>{title ?? t('confirm.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('actions.close')} />
        </Modal.Header>
        <Modal.Body>
          <Text mb="lg">{message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('actions.cancel')}
            </Button>
            <Button onClick={onConfirm}>{confirmLabel}</Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
