import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/** A render error shows this, never a blank screen. */
export function ErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('render error', error);
  return (
    <Center mih="60vh" p="md" role="alert">
      <Stack align="center" gap="sm" maw={520}>
        <Title order={1} size="h2">
          {t('errorPage.title')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('errorPage.message')}
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>
          <Button variant="default" component="a" href="/">
            {t('errorPage.home')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
