import { Alert, Container } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** What an account without money access sees at a money address (the server refuses it the data too). */
export function NoMoneyAccess() {
  const { t } = useTranslation('money');
  return (
    <Container size="md" px={0}>
      <PageHeader title={t('page.title')} />
      <Alert color="gray" icon={<IconLock aria-hidden />} role="status">
        {t('page.noAccess')}
      </Alert>
    </Container>
  );
}
