import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for the official source of a public holiday before it is recorded (it extends the periods of its country). */
export function SourceDialog({
  title,
  opened,
  busy,
  error,
  onSave,
  onClose,
}: {
  title: string;
  opened: boolean;
  busy: boolean;
  error?: ReactNode;
  onSave: (source: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['deadline-law', 'common']);
  const [source, setSource] = useState('');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave(source);
        }}
        noValidate
      >
        <TextInput
          label={t('calendar.source')}
          description={t('calendar.sourceHint')}
          required
          value={source}
          onChange={(e) => setSource(e.currentTarget.value)}
          error={error}
          maxLength={1000}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('feasts.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
