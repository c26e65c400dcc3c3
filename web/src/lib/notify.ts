import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n';

export function notifySuccess(title: string, message?: string): void {
  notifications.show({ color: 'teal', title, message: message ?? '', autoClose: 4000, closeButtonProps: closeButton() });
}

/** The seed's destructive toast: titled "Error" (translated); every failure is also logged. */
export function notifyError(message: string, error?: unknown): void {
  if (error !== undefined) console.error(message, error);
  notifications.show({ color: 'red', title: i18n.t('common:states.error'), message, autoClose: 8000, closeButtonProps: closeButton() });
}

const closeButton = () => ({ 'aria-label': i18n.t('common:actions.close') });
