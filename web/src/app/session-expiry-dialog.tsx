import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The warning shown when the session ends while a form holds unsaved changes. */
export function SessionExpiryDialog({ opened, onStay, onSignIn }: { opened: boolean; onStay: () => void; onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onStay} title={t('session.expiredTitle')} centered>
      <Text mb="lg">{t('session.expiredUnsaved')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onStay}>
          {t('session.stay')}
        </Button>
        <Button onClick={onSignIn}>{t('session.signInAgain')}</Button>
      </Group>
    </Modal>
  );
}
