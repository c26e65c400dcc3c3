import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges, markDirty } from './dirty-forms';

export { hasUnsavedChanges };

/**
 * Guards a form with unsaved changes: asks before leaving by a link, Back, or closing the tab.
 * Nothing typed is lost silently.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation();
  // The router heeds only the last blocker, so with several forms on one page each guard
  // blocks while any of them holds unsaved changes.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => (dirty || hasUnsavedChanges()) && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return;
    const clean = markDirty();
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      clean();
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('unsaved.title')} centered>
      <Text mb="lg">{t('unsaved.message')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('unsaved.stay')}
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          {t('unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
