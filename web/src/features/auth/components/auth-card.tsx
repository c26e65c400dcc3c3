import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLogo } from '../../../components/app-logo';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useDocumentTitle } from '../../../lib/document-title';

/** The frame of the signed-out pages: logo, title, language choice. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  // Signed out: the office name is not readable yet, so the app's name.
  useDocumentTitle(title, false);
  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Box w="100%" maw={420}>
        <Stack align="center" gap={4} mb="md">
          <AppLogo size={48} />
          <Text fw={700} size="xl">
            {t('appName')}
          </Text>
          <Text c="dimmed" size="sm">
            {t('appTagline')}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Title order={1} size="h3" mb="md">
            {title}
          </Title>
          {children}
        </Paper>
        <Center mt="md">
          <LanguageSwitcher />
        </Center>
      </Box>
    </Center>
  );
}
