import { Navigate, Outlet, useLocation } from 'react-router';
import { PageError, PageLoader } from '../components/page-state';
import { useSession } from '../api/session';
import { useTranslation } from 'react-i18next';

/** Signed-out visitors go to /login and come back to the page they asked for. */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  const { t } = useTranslation();
  if (session.isPending) return <PageLoader />;
  if (session.isError) return <PageError message={t('errors.network')} onRetry={() => void session.refetch()} />;
  if (!session.data) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}

/** Admin-only pages; the server enforces the same rule. */
export function RequireAdmin() {
  const session = useSession();
  if (session.data?.role !== 'admin') return <Navigate to="/" replace />;
  return <Outlet />;
}
