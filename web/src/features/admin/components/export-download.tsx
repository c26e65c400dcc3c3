import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The whole office as CSV files in a zip, which `npm run import` reads back: no lock-in. */
export function ExportDownload() {
  const { t } = useTranslation('import');
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="export-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="export-title">
          {t('export.title')}
        </Title>
        <Text size="sm">{t('export.explanation')}</Text>
        <Button
          component="a"
          href="/api/admin/export"
          download
          variant="default"
          leftSection={<IconFileZip size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('export.download')}
        </Button>
      </Stack>
    </Paper>
  );
}
