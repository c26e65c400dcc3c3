import { cleanFilename, isPreviewable, type DocumentRecord, type TranslatedLabels } from '@cabinet/shared';
import { Image, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../api/query-keys';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { translated } from '../../../lib/translated';
import { contentUrl, useUpdateDocument } from '../api/documents';
import { typeNameOf } from '../../../lib/action-type-name';
import { DialogFooter } from '../../../components/dialog-footer';
import { LTR_INPUT, LtrText } from '../../../components/ltr-text';

/** PDF in a frame, images as images: the bytes come from our own origin, inside the page's CSP. */
export function PreviewDialog({ doc, onClose }: { doc: DocumentRecord | null; onClose: () => void }) {
  const { t } = useTranslation('documents');
  return (
    <Modal
      opened={doc !== null}
      onClose={onClose}
      size="xl"
      title={doc ? <LtrText>{doc.filename}</LtrText> : ''}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {doc && isPreviewable(doc.content_type) ? (
        doc.content_type === 'application/pdf' ? (
          <iframe
            src={contentUrl(doc, true)}
            title={t('preview.frameTitle', { name: doc.filename })}
            data-testid="document-preview"
            style={{ width: '100%', height: '70vh', border: 0 }}
          />
        ) : (
          <Image src={contentUrl(doc, true)} alt={doc.title ?? doc.filename} data-testid="document-preview" fit="contain" mah="70vh" />
        )
      ) : null}
    </Modal>
  );
}

interface ActionOption {
  id_action: number;
  date_action: string;
  type_libelle: string | null;
  type_labels?: TranslatedLabels;
}

/** Rename (file name and title) and attach to one of the dossier's actions. */
export function EditDialog({ doc, onClose }: { doc: DocumentRecord; onClose: () => void }) {
  const { t, i18n } = useTranslation('documents');
  const [filename, setFilename] = useState(doc.filename);
  const [title, setTitle] = useState(doc.title ?? '');
  const [action, setAction] = useState<string | null>(doc.fk_action === null ? null : String(doc.fk_action));
  const [error, setError] = useState<ReactNode>(null);
  const update = useUpdateDocument();
  const actions = useQuery({
    queryKey: queryKeys.documents.actionsOf(doc.fk_dossier),
    queryFn: ({ signal }) => api<{ items: ActionOption[] }>(`/api/dossiers/${doc.fk_dossier}/actions`, { signal }),
  });

  const save = async () => {
    if (!cleanFilename(filename)) return setError(translated((tr) => tr('documents:edit.nameRequired')));
    try {
      await update.mutateAsync({
        doc,
        patch: { filename, title: title.trim() || null, fk_action: action === null ? null : Number(action) },
      });
      notifySuccess(t('edit.saved'));
      onClose();
    } catch (err) {
      notifyError(t('edit.failed'), err);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('edit.title')} closeButtonProps={{ 'aria-label': t('common:actions.close') }}>
      <Stack>
        <TextInput
          label={t('fields.filename')}
          value={filename}
          maxLength={255}
          required
          {...LTR_INPUT}
          error={error}
          onChange={(e) => {
            setFilename(e.currentTarget.value);
            setError(null);
          }}
          data-autofocus
        />
        <TextInput label={t('fields.title')} value={title} maxLength={200} onChange={(e) => setTitle(e.currentTarget.value)} />
        <Select
          label={t('fields.action')}
          placeholder={t('edit.noAction')}
          clearable
          value={action}
          onChange={setAction}
          data={(actions.data?.items ?? []).map((a) => ({
            value: String(a.id_action),
            label: [formatDate(a.date_action, i18n.language), typeNameOf(a, i18n.language)].filter(Boolean).join(' · '),
          }))}
          comboboxProps={{ withinPortal: true }}
        />
        <DialogFooter submitLabel={t('common:actions.save')} loading={update.isPending} onCancel={onClose} onSubmit={() => void save()} />
      </Stack>
    </Modal>
  );
}
