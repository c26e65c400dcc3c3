import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmButtonProps extends ButtonProps {
  /** Shown in the dialog; defaults to the generic delete warning. */
  message?: string;
  confirmLabel?: string;
  onConfirm: () => void | Promise<void>;
  children: ReactNode;
  'aria-label'?: string;
}

/** A button that asks before doing something that cannot be undone. */
export function ConfirmButton({ message, confirmLabel, onConfirm, children, ...buttonProps }: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color="red" variant="light" size="xs" {...buttonProps} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={t('confirm.title')} centered closeButtonProps={{ 'aria-label': t('actions.close') }}>
        <Text mb="lg">{message ?? t('confirm.delete')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red"
            data-autofocus
            onClick={async () => {
              close();
              await onConfirm();
            }}
          >
            {confirmLabel ?? t('actions.delete')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
