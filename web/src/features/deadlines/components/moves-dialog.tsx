import type { DeadlineMove } from '@cabinet/shared';
import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ruleLabel } from './days-left';
import { shortDay } from '../lib/short-day';

/** The open deadlines a calendar change moved, for the office to see what changed (the first ones when many). */
export function MovesDialog({ result, onClose }: { result: { moved: number; moves: DeadlineMove[] } | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('deadline-law');
  const lang = i18n.language;
  return (
    <Modal
      opened={result !== null && result.moved > 0}
      onClose={onClose}
      title={t('moves.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('moves.close') }}
    >
      {result && (
        <>
          <Text mb="sm">{t('moves.moved', { count: result.moved })}</Text>
          <List spacing={4} data-testid="moves">
            {result.moves.map((move) => (
              <List.Item key={move.id}>
                <bdi>
                  {t('moves.row', {
                    ref: move.ref_dossier_bureau,
                    rule: ruleLabel(move.rule, lang),
                    from: shortDay(move.from, lang),
                    to: shortDay(move.to, lang),
                  })}
                </bdi>
              </List.Item>
            ))}
          </List>
          {result.moved > result.moves.length && (
            <Text size="sm" mt="xs">
              {t('moves.more', { count: result.moved - result.moves.length })}
            </Text>
          )}
          <Group justify="flex-end" mt="md">
            <Button onClick={onClose} data-autofocus>
              {t('moves.close')}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
