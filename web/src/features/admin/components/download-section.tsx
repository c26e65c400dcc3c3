import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface DownloadSectionProps {
  id: string;
  title: string;
  explanation: string;
  /** A second, quieter line (e.g. what to use instead on PostgreSQL). */
  note?: string;
  href: string;
  label: string;
  icon: ReactNode;
}

/** A settings section that explains a file and offers it as a plain download link. */
export function DownloadSection({ id, title, explanation, note, href, label, icon }: DownloadSectionProps) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Text size="sm">{explanation}</Text>
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
        <Button component="a" href={href} download variant="default" leftSection={icon} style={{ alignSelf: 'flex-start' }}>
          {label}
        </Button>
      </Stack>
    </Paper>
  );
}
