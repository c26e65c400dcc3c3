import './app/first-screen-styles';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchFirstScreen, settledWithin } from './app/first-screen';
import { createQueryClient, Providers } from './app/providers';
import { createRouter } from './app/router';
import { setupI18n } from './i18n';

/** How long the first render waits for the first screen's answers (see `settledWithin`). */
const FIRST_ANSWERS_WAIT_MS = 300;

const queryClient = createQueryClient();
const firstAnswers = prefetchFirstScreen(queryClient, window.location.pathname);
const router = createRouter();

// French and Arabic arrive after the app's code: render once the chosen language is there, and
// the first screen's answers (or after FIRST_ANSWERS_WAIT_MS without them).
// The router's updates are not transitions (`useTransitions={false}`): a transition renders the
// first screen in 5 ms slices, interruptible, and on a slowed phone the slices and their restarts
// cost more than the render itself (measured at full size under the phone profile: the largest
// paint of /actions/tomorrow 2.79 -> 2.64 s, / 2.55 -> 2.42 s). No screen waits on a pending
// navigation (useNavigation) or suspends inside a route, so nothing else changes.
void Promise.allSettled([setupI18n(), settledWithin(firstAnswers, FIRST_ANSWERS_WAIT_MS)]).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} useTransitions={false} />
      </Providers>
    </StrictMode>,
  );
});
