import type { QueryClient } from '@tanstack/react-query';
import { agendaQuery } from '../features/agenda/api/agenda';
import { publicSettingsQuery } from '../api/public-settings';
import { sessionQuery } from '../api/session';
import { dashboardQuery } from '../features/dashboard/api/dashboard';
import { dropEarlyAnswers } from '../lib/api-client';
import { paths } from '../lib/paths';

/** Screens that need no session. */
const PUBLIC_PATHS = new Set<string>([paths.login, paths.register]);

/**
 * What a signed-in screen shows first, beyond what every screen reads: the top bar's counters (the
 * dashboard query) and the office's public settings (its name, time zone and month names). The
 * dashboard's preview of tomorrow is not asked for here: at full size tomorrow's list is some 16 KB
 * that would share the phone's bandwidth with the app's code, for items drawn below the counters.
 */
const FIRST_DATA: Record<string, (client: QueryClient) => Promise<void>> = {
  [paths.tomorrow]: (client) => client.prefetchQuery(agendaQuery({})),
};

/**
 * Asks for the session, then the screen's first data, as soon as the entry runs, while the
 * screen's code is still downloading (a 150 ms round trip each on a phone): the screens then find
 * the answers in the query cache instead of asking once they have rendered. The same requests were
 * sent by index.html before the code arrived; these take their answers (lib/api-client.ts), and
 * whatever this screen did not use is forgotten. Resolves once they have all settled.
 */
export function prefetchFirstScreen(client: QueryClient, pathname: string): Promise<void> {
  if (PUBLIC_PATHS.has(pathname)) {
    dropEarlyAnswers();
    return Promise.resolve();
  }
  return client
    .fetchQuery(sessionQuery)
    .then((user) => {
      if (!user) return;
      return Promise.allSettled([
        client.prefetchQuery(dashboardQuery),
        client.prefetchQuery(publicSettingsQuery),
        FIRST_DATA[pathname.replace(/\/+$/, '') || '/']?.(client),
      ]);
    })
    .then(() => undefined)
    .catch(() => undefined)
    .finally(dropEarlyAnswers);
}

/**
 * Resolves once `answers` has, or after `ms` at most. The first render waits for the first
 * screen's answers when they are about to arrive: drawn with them, the screen is drawn once; drawn
 * before them, it is drawn twice (its loading state, then the same screen with the data), and on a
 * slowed phone the second pass cost 100 ms before the largest paint. Answers that take longer than
 * `ms` are not waited for: the screen shows its loading state meanwhile.
 */
export function settledWithin(answers: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    // Failed answers end the wait too (the screen shows their error), without an unhandled rejection.
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    answers.then(done, done);
  });
}
