import { Button, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DocumentUploader } from './document-uploader';

/** An action row's "attach" entry: the uploader, with the files attached to that action. */
export function AttachToAction({ dossierId, actionId, actionLabel }: { dossierId: number; actionId: number; actionLabel: string }) {
  const { t } = useTranslation('documents');
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button size="xs" variant="light" leftSection={<IconPaperclip size={14} aria-hidden />} onClick={open} aria-label={t('attach.label', { action: actionLabel })}>
        {t('attach.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('attach.title', { action: actionLabel })} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
        <DocumentUploader dossierId={dossierId} actionId={actionId} />
      </Modal>
    </>
  );
}
