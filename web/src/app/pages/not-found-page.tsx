import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh">
      <Stack align="center" gap="sm">
        <Text fz={72} fw={800} c="dimmed" lh={1} aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1} size="h2">
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
