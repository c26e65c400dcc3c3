import type { TrashedDocument } from '@cabinet/shared';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconRestore, IconTrashX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { LtrText, ltrIsolate } from '../../../components/ltr-text';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { ResponsiveTable } from '../../../components/responsive-table';
import { SectionPanel } from '../../../components/section-panel';
import { TableHead } from '../../../components/table-head';
import { describeError } from '../../../lib/errors';
import { formatTimestamp } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePurgeDocument, useRestoreDocument, useTrashedDocuments } from '../api/document-trash';
import { formatSize, kindOf, TypeIcon } from './document-format';

/**
 * The dossier's documents in the trash (administrators): folded until asked for, each one
 * restored or deleted for good after a confirmation.
 */
export function DeletedDocuments({ dossierId }: { dossierId: number }) {
  const { t } = useTranslation('documents');
  const [shown, setShown] = useState(false);
  const listId = useId();
  const trashed = useTrashedDocuments(dossierId, shown);

  return (
    <SectionPanel
      p={{ base: 'sm', sm: 'md' }}
      titleId="deleted-documents-title"
      title={trashed.data ? t('trash.titleCount', { count: trashed.data.total }) : t('trash.title')}
      data-testid="deleted-documents"
    >
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setShown((open) => !open)}
        aria-expanded={shown}
        aria-controls={listId}
        mb={shown ? 'sm' : 0}
      >
        {shown ? t('trash.hide') : t('trash.show')}
      </Button>
      <div id={listId} hidden={!shown}>
        {shown && (
          <>
            <Text size="sm" c="dark.6" mb="sm">
              {t('trash.intro')}
            </Text>
            {trashed.isError ? (
              <PageError message={describeError(trashed.error, t, t('trash.load'))} onRetry={() => void trashed.refetch()} />
            ) : !trashed.data ? (
              <PageLoader />
            ) : trashed.data.items.length === 0 ? (
              <EmptyState message={t('trash.empty')} />
            ) : (
              <TrashedTable documents={trashed.data.items} />
            )}
          </>
        )}
      </div>
    </SectionPanel>
  );
}

function TrashedTable({ documents }: { documents: TrashedDocument[] }) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.language;
  const restore = useRestoreDocument();
  const purge = usePurgeDocument();

  const onRestore = async (doc: TrashedDocument) => {
    try {
      await restore.mutateAsync(doc);
      notifySuccess(t('trash.restored'), doc.filename);
    } catch (err) {
      notifyError(describeError(err, t, t('trash.restoreFailed')), err);
    }
  };
  const onPurge = async (doc: TrashedDocument) => {
    try {
      await purge.mutateAsync(doc);
      notifySuccess(t('trash.purged'), doc.filename);
    } catch (err) {
      notifyError(describeError(err, t, t('trash.purgeFailed')), err);
    }
  };

  return (
    <ResponsiveTable minWidth={680} striped verticalSpacing="sm" aria-labelledby="deleted-documents-title">
      <TableHead ta="start" columns={[t('fields.filename'), t('fields.size'), t('trash.deletedBy'), t('list.actions')]} />
      <Table.Tbody>
        {documents.map((doc) => (
          <Table.Tr key={doc.id_document} data-testid={`deleted-document-${doc.id_document}`}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <TypeIcon contentType={doc.content_type} label={t(`kinds.${kindOf(doc.content_type) ?? 'other'}`)} />
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  <LtrText>{doc.filename}</LtrText>
                </Text>
              </Group>
            </Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatSize(doc.size, lang)}</Table.Td>
            <Table.Td>
              <Text size="sm">
                <bdi>{doc.deleted_by?.full_name ?? t('list.someone')}</bdi>
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatTimestamp(doc.deleted_at, lang)}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group gap="xs">
                <ConfirmButton
                  color="indigo"
                  confirmColor="indigo.8"
                  leftSection={<IconRestore size={14} aria-hidden />}
                  aria-label={t('trash.restoreLabel', { name: doc.filename })}
                  message={t('trash.confirmRestore', { name: ltrIsolate(doc.filename) })}
                  confirmLabel={t('trash.restore')}
                  onConfirm={() => onRestore(doc)}
                >
                  {t('trash.restore')}
                </ConfirmButton>
                <ConfirmButton
                  leftSection={<IconTrashX size={14} aria-hidden />}
                  aria-label={t('trash.purgeLabel', { name: doc.filename })}
                  message={t('trash.confirmPurge', { name: ltrIsolate(doc.filename) })}
                  confirmLabel={t('trash.purge')}
                  onConfirm={() => onPurge(doc)}
                >
                  {t('trash.purge')}
                </ConfirmButton>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
