import { Button, Stack, Text } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, PageError, PageLoader } from '../../../components/page-state';
import { SectionPanel } from '../../../components/section-panel';
import { paths } from '../../../lib/paths';
import { useTemplates } from '../api/templates';
import { TemplateList } from './template-list';
import { TemplateUploadForm } from './template-upload-form';

/** /admin/templates — the office's Word templates: add one, see what Cabinet recognised in it, download, edit, delete. */
export function TemplatesPage() {
  const { t } = useTranslation('templates');
  const templates = useTemplates();
  return (
    <>
      <PageHeader title={t('page.title')}>
        <Button component={Link} to={paths.templates.fields} variant="default" leftSection={<IconListSearch size={16} aria-hidden />}>
          {t('page.fieldsLink')}
        </Button>
      </PageHeader>
      <Stack gap="lg">
        <Text>{t('page.intro')}</Text>
        <SectionPanel p={{ base: 'sm', sm: 'md' }} titleId="template-upload-title" title={t('upload.title')}>
          <TemplateUploadForm />
        </SectionPanel>
        <SectionPanel p={{ base: 'sm', sm: 'md' }} titleId="template-list-title" title={t('list.title')}>
          {templates.isPending ? (
            <PageLoader />
          ) : templates.isError ? (
            <PageError message={t('errors.load')} onRetry={() => void templates.refetch()} />
          ) : templates.data.items.length === 0 ? (
            <EmptyState message={t('list.empty')} />
          ) : (
            <TemplateList templates={templates.data.items} />
          )}
        </SectionPanel>
      </Stack>
    </>
  );
}
