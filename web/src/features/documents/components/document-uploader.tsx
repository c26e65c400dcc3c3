import { DOCUMENT_ACCEPT, type DocumentRecord } from '@cabinet/shared';
import { ActionIcon, Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { uploadDocument, useInvalidateDocuments, useUploadLimitMb } from '../api/documents';
import { PhotoCapture } from './photo-capture';
import { LtrText } from '../../../components/ltr-text';

type Status = 'uploading' | 'done' | 'failed' | 'cancelled';
interface QueueItem {
  key: number;
  name: string;
  progress: number;
  status: Status;
  message?: string;
  cancel?: () => void;
}

interface DocumentUploaderProps {
  dossierId: number;
  /** Attach the uploaded files to this action. */
  actionId?: number;
  onUploaded?: (items: DocumentRecord[]) => void;
}

let nextKey = 1;

/** Picker and drop zone; each file goes up on its own with a progress bar and a cancel button. */
export function DocumentUploader({ dossierId, actionId, onUploaded }: DocumentUploaderProps) {
  const { t } = useTranslation('documents');
  const limitMb = useUploadLimitMb();
  const invalidate = useInvalidateDocuments();
  const [queue, setQueue] = useState<QueueItem[]>([]);
  const [dragging, setDragging] = useState(false);
  const resetRef = useRef<() => void>(null);

  const update = (key: number, change: Partial<QueueItem>) =>
    setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const messageFor = (err: unknown): string => {
    if (!isApiError(err)) return t('errors.upload');
    if (err.code === 'payload_too_large') return t('errors.tooLarge', { limit: limitMb ?? '' });
    if (err.code === 'unsupported_type') return t('errors.unsupported');
    if (err.code === 'storage_quota_exceeded') return t('errors.quota');
    if (err.code === 'upload_rate_limited') {
      return err.retryAfter ? t('errors.rateWait', { count: Math.ceil(err.retryAfter / 60) }) : t('errors.rate');
    }
    if (err.code === 'network') return t('errors.network');
    if (err.status === 404) return t('errors.dossierGone');
    if (err.status === 400) return t('errors.invalid');
    return t('errors.upload');
  };

  const start = (files: File[]) => {
    for (const file of files) {
      const key = nextKey++;
      if (limitMb !== undefined && file.size > limitMb * 1024 * 1024) {
        setQueue((items) => [
          { key, name: file.name, progress: 0, status: 'failed', message: t('errors.tooLarge', { limit: limitMb }) },
          ...items,
        ]);
        continue;
      }
      if (file.size === 0) {
        setQueue((items) => [{ key, name: file.name, progress: 0, status: 'failed', message: t('errors.empty') }, ...items]);
        continue;
      }
      const handle = uploadDocument(dossierId, file, { fk_action: actionId }, (progress) => update(key, { progress }));
      setQueue((items) => [{ key, name: file.name, progress: 0, status: 'uploading', cancel: handle.cancel }, ...items]);
      handle.promise.then(
        (items) => {
          update(key, { status: 'done', progress: 1, cancel: undefined });
          invalidate(dossierId);
          onUploaded?.(items);
        },
        (err: unknown) => {
          const cancelled = isApiError(err) && err.code === 'aborted';
          update(key, {
            status: cancelled ? 'cancelled' : 'failed',
            message: cancelled ? t('upload.cancelled') : messageFor(err),
            cancel: undefined,
          });
        },
      );
    }
    resetRef.current?.();
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    start(Array.from(event.dataTransfer.files));
  };

  return (
    <Stack gap="sm">
      <Paper
        withBorder
        p="md"
        data-testid="document-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{ borderStyle: 'dashed', borderWidth: 2, borderColor: dragging ? 'var(--mantine-color-blue-7)' : undefined }}
      >
        <Group justify="space-between" gap="sm">
          <div>
            <Text fw={600}>{t('upload.drop')}</Text>
            <Text size="sm" c="dimmed">
              {limitMb !== undefined ? t('upload.limit', { limit: limitMb }) : t('upload.limitLoading')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('upload.types')}
            </Text>
          </div>
          <FileButton
            onChange={start}
            multiple
            accept={DOCUMENT_ACCEPT}
            resetRef={resetRef}
            inputProps={{ 'aria-label': t('upload.choose') }}
          >
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={16} aria-hidden />}>
                {t('upload.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Paper>
      <PhotoCapture dossierId={dossierId} actionId={actionId} onCaptured={(doc) => onUploaded?.([doc])} />
      {queue.length > 0 && (
        <Stack gap="xs" aria-live="polite">
          {queue.map((item) => (
            <Paper key={item.key} withBorder p="xs" data-testid="upload-item">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  <LtrText>{item.name}</LtrText>
                </Text>
                {item.cancel && (
                  <ActionIcon variant="subtle" color="red" onClick={item.cancel} aria-label={t('upload.cancel', { name: item.name })}>
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
              {item.status === 'uploading' || item.status === 'done' ? (
                <Progress
                  value={Math.round(item.progress * 100)}
                  color={item.status === 'done' ? 'teal.9' : 'blue.8'}
                  mt={4}
                  aria-label={t('upload.progress', { name: item.name })}
                />
              ) : null}
              <Text
                size="xs"
                c={item.status === 'failed' ? 'red.9' : 'dimmed'}
                mt={2}
                role={item.status === 'failed' ? 'alert' : undefined}
              >
                {item.status === 'uploading'
                  ? t('upload.percent', { percent: Math.round(item.progress * 100) })
                  : item.status === 'done'
                    ? t('upload.done')
                    : item.message}
              </Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
