import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { hasUnsavedChanges } from '../components/unsaved-changes';
import { sessionQueryKey } from '../features/auth/api/session';
import { onSessionExpired } from '../lib/api-client';

/**
 * When a request finds the session gone: straight to /login with a notice, unless a form holds
 * unsaved changes — then warn first, so nothing is lost silently.
 */
export function SessionExpiryWatcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [warning, setWarning] = useState(false);

  const goToLogin = () => {
    const next = `${location.pathname}${location.search}`;
    queryClient.clear();
    queryClient.setQueryData(sessionQueryKey, null);
    void navigate(`/login?expired=1&next=${encodeURIComponent(next)}`, { replace: true });
  };

  useEffect(
    () =>
      onSessionExpired(() => {
        if (hasUnsavedChanges()) setWarning(true);
        else goToLogin();
      }),
  );

  return (
    <Modal opened={warning} onClose={() => setWarning(false)} title={t('session.expiredTitle')} centered>
      <Text mb="lg">{t('session.expiredUnsaved')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setWarning(false)}>
          {t('session.stay')}
        </Button>
        <Button
          onClick={() => {
            setWarning(false);
            goToLogin();
          }}
        >
          {t('session.signInAgain')}
        </Button>
      </Group>
    </Modal>
  );
}
