import { EXPORT_FORMATS, type ExportFormat } from '@cabinet/shared';
import { Button, Group } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { agendaExportUrl } from '../api/agenda-export';

const LABELS: Record<ExportFormat, string> = { txt: 'TXT', html: 'HTML', csv: 'CSV', ics: 'iCalendar' };

/** Downloads of the shown range (and filter) in the four formats, and the print view. Hidden when printing. */
export function AgendaDownloads({ from, to, mine }: { from: string; to: string; mine: boolean }) {
  const { t, i18n } = useTranslation('agenda');
  return (
    <Group gap="xs" className="no-print" role="group" aria-label={t('downloads')}>
      {EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          component="a"
          href={agendaExportUrl(format, { from, to, mine }, i18n.language)}
          download
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t('downloadAs', { format: LABELS[format] })}
          data-format={format}
        >
          {LABELS[format]}
        </Button>
      ))}
      <Button size="xs" variant="default" leftSection={<IconPrinter size={14} aria-hidden />} onClick={() => window.print()}>
        {t('common:actions.print')}
      </Button>
    </Group>
  );
}
