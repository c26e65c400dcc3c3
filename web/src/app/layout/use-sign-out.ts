import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/auth-mutations';
import { paths } from '../../lib/paths';

/** Signs out and lands on a plain /login (no "session expired" notice: the user asked for it). */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = async () => {
    await logout.mutateAsync().catch(() => undefined);
    void navigate(paths.login, { replace: true });
  };
  return { signOut, pending: logout.isPending };
}
