import { Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_HEADING_ID } from '../lib/page-focus';

/** The deleted row took the focus with it: continue from the page heading (after the dialog's own focus return). */
function refocusIfLost() {
  window.setTimeout(() => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected) document.getElementById(PAGE_HEADING_ID)?.focus();
  }, 350);
}

interface ConfirmButtonProps extends ButtonProps {
  /** Shown in the dialog; defaults to the generic delete warning. */
  message?: string;
  /** Shown above the message when the dialog opens (mounted only then, so it may load what it says). */
  details?: ReactNode;
  confirmLabel?: string;
  /** The confirming button's colour: red for what destroys, the primary colour for what brings back. */
  confirmColor?: string;
  onConfirm: () => void | Promise<void>;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A button that asks before doing something that cannot be undone: an alert dialog that opens
 * with focus on Cancel, so a stray Enter destroys nothing.
 */
export function ConfirmButton({
  message,
  details,
  confirmLabel,
  confirmColor = 'red.9',
  onConfirm,
  children,
  ...buttonProps
}: ConfirmButtonProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  // Mantine always renders role="dialog" (described by its body, the message); an interruption
  // that asks for a decision is an alert dialog. React leaves the attribute alone (its prop never changes).
  const asAlertDialog = useCallback((element: HTMLElement | null) => element?.setAttribute('role', 'alertdialog'), []);
  return (
    <>
      <Button color="red" variant="light" size="xs" {...buttonProps} onClick={open}>
        {children}
      </Button>
      <Modal.Root opened={opened} onClose={close} centered>
        <Modal.Overlay />
        <Modal.Content ref={asAlertDialog}>
          <Modal.Header>
            <Modal.Title>{t('confirm.title')}</Modal.Title>
            <Modal.CloseButton aria-label={t('actions.close')} />
          </Modal.Header>
          <Modal.Body>
            {details}
            <Text mb="lg">{message ?? t('confirm.delete')}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} data-autofocus>
                {t('actions.cancel')}
              </Button>
              <Button
                color={confirmColor}
                onClick={async () => {
                  close();
                  await onConfirm();
                  refocusIfLost();
                }}
              >
                {confirmLabel ?? t('actions.delete')}
              </Button>
            </Group>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
