import type { Dossier } from '@cabinet/shared';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageError, PageLoader } from '../../../components/page-state';
import { useDossierDocuments } from '../api/documents';
import { DocumentList } from './document-list';
import { DocumentUploader } from './document-uploader';

/** The dossier page's "Documents" tab. */
export function DossierDocuments({ dossier }: { dossier: Dossier }) {
  const { t } = useTranslation('documents');
  const documents = useDossierDocuments(dossier.id_dossier);
  return (
    <Stack gap="lg">
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="documents-upload-title">
        <Title order={2} size="h4" mb="sm" id="documents-upload-title">
          {t('upload.title')}
        </Title>
        <DocumentUploader dossierId={dossier.id_dossier} />
      </Paper>
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="documents-title">
        <Title order={2} size="h4" mb="sm" id="documents-title">
          {documents.data ? t('list.titleCount', { count: documents.data.total }) : t('list.title')}
        </Title>
        {documents.data ? (
          <DocumentList documents={documents.data.items} />
        ) : documents.isError ? (
          <PageError message={t('errors.load')} onRetry={() => void documents.refetch()} />
        ) : (
          <PageLoader />
        )}
      </Paper>
    </Stack>
  );
}
