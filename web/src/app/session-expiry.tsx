import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasUnsavedChanges } from '../components/dirty-forms';
import { queryKeys } from '../api/query-keys';
import { onSessionExpired } from '../lib/api-client';

// The dialog (a Mantine modal with its scroll area and focus trap, 20 KB gzip) loads the first
// time it is needed, not with the sign-in page.
const SessionExpiryDialog = lazy(() => import('./session-expiry-dialog').then((m) => ({ default: m.SessionExpiryDialog })));

/**
 * When a request finds the session gone: straight to /login with a notice, unless a form holds
 * unsaved changes — then warn first, so nothing is lost silently.
 */
export function SessionExpiryWatcher() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [warning, setWarning] = useState(false);
  const [dialogUsed, setDialogUsed] = useState(false);

  const goToLogin = () => {
    const next = `${location.pathname}${location.search}`;
    queryClient.clear();
    queryClient.setQueryData(queryKeys.session, null);
    void navigate(`/login?expired=1&next=${encodeURIComponent(next)}`, { replace: true });
  };

  useEffect(
    () =>
      onSessionExpired(() => {
        if (hasUnsavedChanges()) {
          setDialogUsed(true);
          setWarning(true);
        } else goToLogin();
      }),
  );

  if (!dialogUsed) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryDialog
        opened={warning}
        onStay={() => setWarning(false)}
        onSignIn={() => {
          setWarning(false);
          goToLogin();
        }}
      />
    </Suspense>
  );
}
