import { Button, Group, Modal, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A rule's edit changes how its open deadlines would be counted: recount them now, or leave them
 * as counted (nothing recounts them later). Focus opens on "leave them", the choice that moves nothing.
 */
export function OpenDeadlinesDialog({ count, onAnswer }: { count: number | null; onAnswer: (recompute: boolean | null) => void }) {
  const { t } = useTranslation(['deadline-law', 'common']);
  const asAlertDialog = useCallback((element: HTMLElement | null) => element?.setAttribute('role', 'alertdialog'), []);
  return (
    <Modal.Root opened={count !== null} onClose={() => onAnswer(null)} centered>
      <Modal.Overlay />
      <Modal.Content ref={asAlertDialog}>
        <Modal.Header>
          <Modal.Title>{t('rule.openTitle')}</Modal.Title>
          <Modal.CloseButton aria-label={t('common:actions.close')} />
        </Modal.Header>
        <Modal.Body>
          <Text mb="lg">{t('rule.openMessage', { count: count ?? 0 })}</Text>
          <Group justify="flex-end" wrap="wrap">
            <Button variant="subtle" onClick={() => onAnswer(null)}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="default" onClick={() => onAnswer(false)} data-autofocus>
              {t('rule.keep')}
            </Button>
            <Button onClick={() => onAnswer(true)}>{t('rule.recount')}</Button>
          </Group>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
