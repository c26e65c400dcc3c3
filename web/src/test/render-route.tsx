import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient, Providers } from '../app/providers';

/** Renders one page at `path` inside the app's providers and a memory router, with fresh query cache. */
export function renderRoute(Page: ComponentType, { path, url = path }: { path: string; url?: string }) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  return {
    ...render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    ),
    router,
    queryClient,
  };
}

/** A JSON answer as `fetch` would give it. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers each `fetch` by its path (without the query string); unknown paths answer 404. */
export function fetchByPath(routes: Record<string, unknown>) {
  return async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname in routes) return jsonResponse(routes[url.pathname]);
    return jsonResponse({ error: { code: 'not_found', message: 'Not found' } }, 404);
  };
}
