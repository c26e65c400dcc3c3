import type { DocumentRecord } from '@cabinet/shared';
import { ActionIcon, Button, FileButton, Group, Image, Paper, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconCamera, IconFileTypePdf, IconPlus, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { sendCapture, useInvalidateDocuments, useUploadLimitMb } from '../api/documents';

interface PhotoCaptureProps {
  dossierId: number;
  /** File the PDF on this action too. */
  actionId?: number;
  onCaptured?: (doc: DocumentRecord) => void;
}

let nextKey = 1;
interface Photo {
  key: number;
  file: File;
}

/**
 * "Photograph": on a phone, the camera opens (the back one); each photo is a page, in the order
 * taken, and more can be added before the pages are sent. The server files them as one PDF and
 * reads it by OCR. Elsewhere the same button picks image files.
 */
export function PhotoCapture({ dossierId, actionId, onCaptured }: PhotoCaptureProps) {
  const { t } = useTranslation('documents');
  const limitMb = useUploadLimitMb();
  const invalidate = useInvalidateDocuments();
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);
  const resetRef = useRef<() => void>(null);

  const add = (files: File[]) => {
    setMessage(null);
    setPhotos((current) => [...current, ...files.map((file) => ({ key: nextKey++, file }))]);
    resetRef.current?.();
  };

  const messageFor = (err: unknown): string => {
    if (!isApiError(err)) return t('capture.failed');
    if (err.code === 'payload_too_large') return t('errors.tooLarge', { limit: limitMb ?? '' });
    if (err.code === 'unsupported_type') return t('capture.unsupported');
    if (err.code === 'storage_quota_exceeded') return t('errors.quota');
    if (err.code === 'upload_rate_limited')
      return err.retryAfter ? t('errors.rateWait', { count: Math.ceil(err.retryAfter / 60) }) : t('errors.rate');
    if (err.code === 'network') return t('errors.network');
    if (err.status === 404) return t('errors.dossierGone');
    if (err.status === 400) return t('capture.unreadable');
    return t('capture.failed');
  };

  const send = () => {
    const tooLarge = limitMb !== undefined && photos.some((p) => p.file.size > limitMb * 1024 * 1024);
    if (tooLarge) {
      setMessage({ kind: 'failed', text: t('errors.tooLarge', { limit: limitMb }) });
      return;
    }
    const handle = sendCapture(
      dossierId,
      photos.map((p) => p.file),
      { fk_action: actionId, title: title.trim() || undefined },
      setProgress,
    );
    cancelRef.current = handle.cancel;
    setProgress(0);
    setMessage(null);
    handle.promise.then(
      (doc) => {
        setPhotos([]);
        setTitle('');
        setMessage({ kind: 'done', text: t('capture.done') });
        invalidate(dossierId);
        onCaptured?.(doc);
      },
      (err: unknown) => {
        if (!(isApiError(err) && err.code === 'aborted')) setMessage({ kind: 'failed', text: messageFor(err) });
      },
    );
    void handle.promise
      .finally(() => {
        cancelRef.current = null;
        setProgress(null);
      })
      .catch(() => undefined);
  };

  const sending = progress !== null;
  const picker = (label: string, icon: typeof IconCamera, variant: 'filled' | 'light') => {
    const Icon = icon;
    return (
      <FileButton
        onChange={add}
        multiple
        accept="image/*"
        capture="environment"
        resetRef={resetRef}
        disabled={sending}
        inputProps={{ 'aria-label': label }}
      >
        {(props) => (
          <Button {...props} variant={variant} leftSection={<Icon size={16} aria-hidden />}>
            {label}
          </Button>
        )}
      </FileButton>
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap" align="center">
        {photos.length === 0 && picker(t('capture.button'), IconCamera, 'light')}
        <Text size="sm" c="dark.6" style={{ flex: 1, minWidth: 200 }}>
          {t('capture.hint')}
        </Text>
      </Group>
      {photos.length > 0 && (
        <Paper withBorder p="sm" data-testid="capture-sheet">
          <Stack gap="sm">
            <Group gap="xs" wrap="wrap" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('capture.pages')}>
              {photos.map((photo, index) => (
                <CapturedPage
                  key={photo.key}
                  file={photo.file}
                  n={index + 1}
                  disabled={sending}
                  onRemove={() => setPhotos((all) => all.filter((p) => p.key !== photo.key))}
                />
              ))}
            </Group>
            <TextInput
              label={t('capture.titleField')}
              value={title}
              maxLength={200}
              onChange={(event) => setTitle(event.currentTarget.value)}
              disabled={sending}
            />
            <Group gap="sm" wrap="wrap">
              {picker(t('capture.more'), IconPlus, 'light')}
              <Button onClick={send} loading={sending} leftSection={<IconFileTypePdf size={16} aria-hidden />}>
                {t('capture.send', { count: photos.length })}
              </Button>
              {sending ? (
                <Button variant="subtle" color="red" onClick={() => cancelRef.current?.()}>
                  {t('common:actions.cancel')}
                </Button>
              ) : (
                <Button variant="subtle" color="red" onClick={() => setPhotos([])}>
                  {t('capture.discard')}
                </Button>
              )}
            </Group>
            {sending && <Progress value={Math.round(progress * 100)} aria-label={t('capture.progress')} />}
          </Stack>
        </Paper>
      )}
      {message && (
        <Text size="sm" c={message.kind === 'failed' ? 'red.9' : 'teal.9'} role={message.kind === 'failed' ? 'alert' : 'status'}>
          {message.text}
        </Text>
      )}
    </Stack>
  );
}

/** One photo of the capture: a thumbnail, its page number, and a button to take it out. */
function CapturedPage({ file, n, disabled, onRemove }: { file: File; n: number; disabled: boolean; onRemove: () => void }) {
  const { t } = useTranslation('documents');
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <Paper component="li" withBorder p={4} w={96}>
      <Stack gap={2} align="center">
        <Image src={url} alt={t('capture.page', { n })} h={72} w={80} fit="contain" />
        <Group gap={2} wrap="nowrap" justify="space-between" w="100%">
          <Text size="xs">{t('capture.page', { n })}</Text>
          <ActionIcon size="sm" variant="subtle" color="red" onClick={onRemove} disabled={disabled} aria-label={t('capture.remove', { n })}>
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Paper>
  );
}
