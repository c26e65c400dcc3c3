import { Button, Group, type ButtonProps, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormFooterProps extends GroupProps {
  submitLabel: ReactNode;
  /** A save under way (or the page leaving after one): the submit button spins. */
  loading: boolean;
  onCancel: () => void;
  /** Cancel waits while a save is under way. */
  cancelDisabled?: boolean;
  submitProps?: ButtonProps;
}

/** A form page's buttons: submit, then cancel; the other props go to their row. */
export function FormFooter({ submitLabel, loading, onCancel, cancelDisabled, submitProps, ...groupProps }: FormFooterProps) {
  const { t } = useTranslation();
  return (
    <Group {...groupProps}>
      <Button type="submit" loading={loading} {...submitProps}>
        {submitLabel}
      </Button>
      <Button variant="default" onClick={onCancel} disabled={cancelDisabled}>
        {t('actions.cancel')}
      </Button>
    </Group>
  );
}
