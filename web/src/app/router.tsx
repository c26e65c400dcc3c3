import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';
import { RequireAdmin, RequireAuth } from './require-auth';
import { SessionExpiryWatcher } from './session-expiry';

/** A lazily loaded page: each screen is its own chunk, so the login page stays small. */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

/** The signed-in screens, by feature. Each feature's pages load on demand. */
export const appRoutes: RouteObject[] = [
  { path: '/profile', ...page(() => import('../features/auth/components/profile-page').then((m) => ({ Component: m.ProfilePage }))) },
  {
    element: <RequireAdmin />,
    children: [
      { path: '/admin/users', ...page(() => import('../features/admin/components/users-page').then((m) => ({ Component: m.UsersPage }))) },
      { path: '/admin/settings', ...page(() => import('../features/admin/components/settings-page').then((m) => ({ Component: m.SettingsPage }))) },
    ],
  },
];

export function createRouter(routes: RouteObject[] = appRoutes) {
  return createBrowserRouter([
    {
      element: (
        <>
          <SessionExpiryWatcher />
          <Outlet />
        </>
      ),
      errorElement: <ErrorPage />,
      children: [
        { path: '/login', ...page(() => import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage }))) },
        { path: '/register', ...page(() => import('../features/auth/components/register-page').then((m) => ({ Component: m.RegisterPage }))) },
        {
          element: <RequireAuth />,
          children: [
            {
              element: <AppLayout />,
              errorElement: <ErrorPage />,
              children: [{ errorElement: <ErrorPage />, children: [...routes, { path: '*', element: <NotFoundPage /> }] }],
            },
          ],
        },
      ],
    },
  ]);
}
