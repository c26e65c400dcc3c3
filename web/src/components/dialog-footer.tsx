import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogFooterProps {
  submitLabel: ReactNode;
  /** A save under way: the main button spins. */
  loading: boolean;
  onCancel: () => void;
  /** What the main button does; without it, it submits the dialog's form. */
  onSubmit?: () => void;
}

/** A dialog's buttons at its end: cancel, then the main one. */
export function DialogFooter({ submitLabel, loading, onCancel, onSubmit }: DialogFooterProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <Button type={onSubmit ? 'button' : 'submit'} onClick={onSubmit} loading={loading}>
        {submitLabel}
      </Button>
    </Group>
  );
}
