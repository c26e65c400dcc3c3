import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from '../../app/providers';
import { ReferenceCreateRoute, ReferenceListRoute, ReferenceModifyRoute } from './components/reference-routes';

/** A JSON answer as the API gives it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Renders the reference screens at `path` inside the app's providers, without retries. */
export function renderReferenceRoute(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/:base/list', element: <ReferenceListRoute /> },
      { path: '/:base/new', element: <ReferenceCreateRoute /> },
      { path: '/:base/modify/:id', element: <ReferenceModifyRoute /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
