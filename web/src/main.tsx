import './app/first-screen-styles';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchFirstScreen } from './app/first-screen';
import { createQueryClient, Providers } from './app/providers';
import { createRouter } from './app/router';
import { setupI18n } from './i18n';

const queryClient = createQueryClient();
prefetchFirstScreen(queryClient, window.location.pathname);
const router = createRouter();

// French and Arabic arrive after the app's code: render once the chosen language is there.
void setupI18n().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
