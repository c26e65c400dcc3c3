import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';

export function DossierNotFound({ id }: { id: string }) {
  const { t } = useTranslation('dossiers');
  return (
    <Center py="xl">
      <Stack align="center" gap="sm" maw={480}>
        <IconFileSearch size={48} stroke={1.4} aria-hidden />
        <Title order={1} size="h2" ta="center">
          {t('modify.notFoundTitle')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('modify.notFound', { id })}
        </Text>
        <Button component={Link} to={paths.dossier.search}>
          {t('modify.backToSearch')}
        </Button>
      </Stack>
    </Center>
  );
}
