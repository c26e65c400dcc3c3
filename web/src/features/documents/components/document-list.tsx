import { isPreviewable, type DocumentRecord } from '@cabinet/shared';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconDownload, IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { EmptyState } from '../../../components/page-state';
import { formatTimestamp } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { contentUrl, useDeleteDocument } from '../api/documents';
import { EditDialog, PreviewDialog } from './document-dialogs';
import { formatSize, kindOf, TypeIcon } from './document-format';
import { Passage } from './passage';
import { TextStatus } from './text-status';
import { TableHead } from '../../../components/table-head';
import { ResponsiveTable } from '../../../components/responsive-table';
import { LtrText, ltrIsolate } from '../../../components/ltr-text';

/** Where a search found its words in a document (its passage, the matched stretches). */
export type Passages = Map<number, { snippet: string; highlights: [number, number][] }>;

/**
 * A dossier's documents: name, title, type, whether its text is searchable, size, who and when;
 * preview, download, rename, delete. With `passages` (a search), each shows where its words were found.
 */
export function DocumentList({ documents, passages, emptyMessage }: { documents: DocumentRecord[]; passages?: Passages; emptyMessage?: string }) {
  const { t, i18n } = useTranslation('documents');
  const lang = i18n.language;
  const [preview, setPreview] = useState<DocumentRecord | null>(null);
  const [editing, setEditing] = useState<DocumentRecord | null>(null);
  const remove = useDeleteDocument();
  if (documents.length === 0) return <EmptyState message={emptyMessage ?? t('list.empty')} />;

  const trash = async (doc: DocumentRecord) => {
    try {
      await remove.mutateAsync(doc);
      notifySuccess(t('list.deleted'), t('list.deletedRestorable', { name: ltrIsolate(doc.filename) }));
    } catch (err) {
      notifyError(t('list.deleteFailed'), err);
    }
  };

  return (
    <>
      <ResponsiveTable minWidth={760} striped verticalSpacing="sm" aria-label={t('list.title')}>
        <TableHead ta="start" columns={[t('fields.filename'), t('fields.size'), t('fields.uploaded'), t('list.actions')]} />
        <Table.Tbody>
          {documents.map((doc) => (
            <Table.Tr key={doc.id_document} data-testid={`document-row-${doc.id_document}`}>
              <Table.Td maw={360}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <TypeIcon contentType={doc.content_type} label={t(`kinds.${kindOf(doc.content_type) ?? 'other'}`)} />
                  <Stack gap={0}>
                    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      <LtrText>{doc.filename}</LtrText>
                    </Text>
                    {doc.title && (
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        <bdi>{doc.title}</bdi>
                      </Text>
                    )}
                    {doc.fk_action !== null && (
                      <Text size="xs" c="dimmed">
                        {t('list.attached')}
                      </Text>
                    )}
                    <TextStatus doc={doc} />
                    {passages?.get(doc.id_document) && (
                      <Passage {...passages.get(doc.id_document)!} label={t('search.passageOf', { name: doc.filename })} />
                    )}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatSize(doc.size, lang)}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  <bdi>{doc.uploaded_by?.full_name ?? t('list.someone')}</bdi>
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatTimestamp(doc.uploaded_at, lang)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {isPreviewable(doc.content_type) && (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconEye size={14} aria-hidden />}
                      onClick={() => setPreview(doc)}
                      aria-label={t('list.previewLabel', { name: doc.filename })}
                    >
                      {t('list.preview')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="light"
                    component="a"
                    href={contentUrl(doc)}
                    download={doc.filename}
                    leftSection={<IconDownload size={14} aria-hidden />}
                    aria-label={t('list.downloadLabel', { name: doc.filename })}
                  >
                    {t('common:actions.download')}
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconEdit size={14} aria-hidden />}
                    onClick={() => setEditing(doc)}
                    aria-label={t('list.editLabel', { name: doc.filename })}
                  >
                    {t('list.edit')}
                  </Button>
                  <ConfirmButton
                    message={t('list.confirmDelete', { name: ltrIsolate(doc.filename) })}
                    onConfirm={() => trash(doc)}
                    leftSection={<IconTrash size={14} aria-hidden />}
                    aria-label={t('list.deleteLabel', { name: doc.filename })}
                  >
                    {t('common:actions.delete')}
                  </ConfirmButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      <PreviewDialog doc={preview} onClose={() => setPreview(null)} />
      {editing && <EditDialog doc={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
