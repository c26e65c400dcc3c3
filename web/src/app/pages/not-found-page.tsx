import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Text fz={72} fw={800} c="dimmed" lh={1} aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1} size="h2" id="page-title" tabIndex={-1}>
          <span className="visually-hidden">404 — </span>
          {t('notFound.title')}
        </Title>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
