import type { DocumentRecord } from '@cabinet/shared';
import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRetryDocumentText } from '../api/documents';

/**
 * Whether a document's words can be searched: being read, searchable (in which language), not
 * read (why, with "Read again"), or a kind of file whose text is not read.
 */
export function TextStatus({ doc }: { doc: DocumentRecord }) {
  const { t } = useTranslation('documents');
  const retry = useRetryDocumentText();
  const readAgain = async () => {
    try {
      await retry.mutateAsync(doc);
      notifySuccess(t('text.retried'), doc.filename);
    } catch (err) {
      notifyError(t('text.retryFailed'), err);
    }
  };

  if (doc.text_status === 'pending') {
    return (
      <Group gap={6} wrap="nowrap" data-testid="text-status">
        <Loader size={12} aria-hidden />
        <Text size="xs" c="dark.6">
          {t('text.pending')}
        </Text>
      </Group>
    );
  }
  if (doc.text_status === 'done') {
    return (
      <Group gap={6} wrap="wrap" data-testid="text-status">
        <Badge size="sm" variant="light" color="teal">
          {t('text.done')}
        </Badge>
        {doc.text_language && (
          <Text size="xs" c="dark.6">
            {t(`text.languages.${doc.text_language}`)}
          </Text>
        )}
      </Group>
    );
  }
  if (doc.text_status === 'failed') {
    return (
      <Group gap={6} wrap="wrap" align="center" data-testid="text-status">
        <Badge size="sm" variant="light" color="red">
          {t('text.failed')}
        </Badge>
        <Text size="xs" c="dark.6">
          {t(`text.errors.${doc.text_error ?? 'unreadable'}`)}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconRefresh size={12} aria-hidden />}
          loading={retry.isPending}
          onClick={() => void readAgain()}
          aria-label={t('text.retryLabel', { name: doc.filename })}
        >
          {t('text.retry')}
        </Button>
      </Group>
    );
  }
  return (
    <Text size="xs" c="dark.6" data-testid="text-status">
      {t('text.none')}
    </Text>
  );
}
