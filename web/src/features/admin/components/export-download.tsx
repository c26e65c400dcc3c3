import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DownloadSection } from './download-section';

/** The whole office as CSV files in a zip, which `npm run import` reads back: no lock-in. */
export function ExportDownload() {
  const { t } = useTranslation('import');
  return (
    <DownloadSection
      id="export-title"
      title={t('export.title')}
      explanation={t('export.explanation')}
      href="/api/admin/export"
      label={t('export.download')}
      icon={<IconFileZip size={16} aria-hidden />}
    />
  );
}
