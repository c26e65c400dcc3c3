import type { Dossier } from '@cabinet/shared';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageError, PageLoader } from '../../../components/page-state';
import { useDossierDocuments } from '../api/documents';
import { DocumentList } from './document-list';
import { DocumentSearchBox, DossierDocumentResults } from './document-text-search';
import { DocumentUploader } from './document-uploader';
import { SectionPanel } from '../../../components/section-panel';
import { useSession } from '../../../api/session';
import { DeletedDocuments } from './deleted-documents';

/** The dossier page's "Documents" tab. */
export function DossierDocuments({ dossier }: { dossier: Dossier }) {
  const { t } = useTranslation('documents');
  const documents = useDossierDocuments(dossier.id_dossier);
  const [query, setQuery] = useState('');
  const isAdmin = useSession().data?.role === 'admin';
  return (
    <Stack gap="lg">
      <SectionPanel p={{ base: 'sm', sm: 'md' }} titleId="documents-upload-title" title={t('upload.title')}>
        <DocumentUploader dossierId={dossier.id_dossier} />
      </SectionPanel>
      <SectionPanel
        p={{ base: 'sm', sm: 'md' }}
        titleId="documents-title"
        title={documents.data ? t('list.titleCount', { count: documents.data.total }) : t('list.title')}
      >
        {documents.data ? (
          <Stack gap="md">
            {documents.data.total > 0 && <DocumentSearchBox value={query} onChange={setQuery} />}
            <DossierDocumentResults dossierId={dossier.id_dossier} query={query} all={<DocumentList documents={documents.data.items} />} />
          </Stack>
        ) : documents.isError ? (
          <PageError message={t('errors.load')} onRetry={() => void documents.refetch()} />
        ) : (
          <PageLoader />
        )}
      </SectionPanel>
      {/* The trash of documents is the administrators' (the server refuses it to others). */}
      {isAdmin && <DeletedDocuments dossierId={dossier.id_dossier} />}
    </Stack>
  );
}
