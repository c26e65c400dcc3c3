import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { loadAllNamespaces, loadShellNamespaces } from '../i18n';
import { REFERENCE_BASES } from '../lib/paths';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';
import { RequireAdmin, RequireAuth } from './require-auth';
import { SessionExpiryWatcher } from './session-expiry';

type PageModule = { Component: React.ComponentType };
const allStyles = () => import('./all-styles');

/**
 * A lazily loaded page: each screen is its own chunk, so the login page stays small. It comes with
 * the whole of Mantine's styles and every screen's text, in parallel with its code.
 */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: () => Promise.all([load(), allStyles(), loadAllNamespaces()]).then(([m]) => m),
});
/** A first screen (sign-in, register, the dashboard, tomorrow's list): its styles and text come with the entry or the shell. */
const firstScreen = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({ lazy: load });

/** The signed-in screens, by feature. Each feature's pages load on demand. */
export const appRoutes: RouteObject[] = [
  { path: '/profile', ...page(() => import('./pages/profile-route').then((m) => ({ Component: m.ProfileRoute }))) },
  { path: '/dossier/new', ...page(() => import('../features/dossiers/components/form/new-dossier-page').then((m) => ({ Component: m.NewDossierPage }))) },
  { path: '/dossier/search', ...page(() => import('../features/dossiers/components/search/dossier-search-page').then((m) => ({ Component: m.DossierSearchPage }))) },
  { path: '/dossier/modify', ...page(() => import('../features/dossiers/components/modify/select-dossier-first').then((m) => ({ Component: m.SelectDossierFirst }))) },
  { path: '/dossier/modify/:id', ...page(() => import('./pages/dossier-modify-route').then((m) => ({ Component: m.DossierModifyRoute }))) },
  { path: '/action/modify/:id', ...page(() => import('../features/actions/components/modify/action-modify-page').then((m) => ({ Component: m.ActionModifyPage }))) },
  { path: '/', ...firstScreen(() => import('../features/dashboard/components/dashboard-page').then((m) => ({ Component: m.DashboardPage }))) },
  { path: '/dossiers/stale', ...page(() => import('../features/dashboard/components/stale-page').then((m) => ({ Component: m.StalePage }))) },
  { path: '/actions/tomorrow', ...firstScreen(() => import('../features/agenda/components/tomorrow-page').then((m) => ({ Component: m.TomorrowPage }))) },
  { path: '/parties', ...page(() => import('../features/parties/components/party-routes').then((m) => ({ Component: m.PartiesListPage }))) },
  { path: '/parties/new', ...page(() => import('../features/parties/components/party-routes').then((m) => ({ Component: m.PartyCreatePage }))) },
  { path: '/parties/:id', ...page(() => import('../features/parties/components/party-routes').then((m) => ({ Component: m.PartyDetailPage }))) },
  { path: '/parties/:id/edit', ...page(() => import('../features/parties/components/party-routes').then((m) => ({ Component: m.PartyEditPage }))) },
  { path: '/money', ...page(() => import('../features/money/components/money-page').then((m) => ({ Component: m.MoneyPage }))) },
  { path: '/money/statement/:id', ...page(() => import('../features/money/components/statement-page').then((m) => ({ Component: m.StatementPage }))) },
  { path: '/documents/search', ...page(() => import('../features/documents/components/documents-search-page').then((m) => ({ Component: m.DocumentsSearchPage }))) },
  { path: '/conflicts', ...page(() => import('../features/parties/components/party-routes').then((m) => ({ Component: m.ConflictCheckPage }))) },
  { path: '/agenda/roll', ...page(() => import('../features/reminders/components/court-roll-page').then((m) => ({ Component: m.CourtRollPage }))) },
  { path: '/agenda', ...page(() => import('../features/agenda/components/agenda-page').then((m) => ({ Component: m.AgendaPage }))) },
  { path: '/deadlines', ...page(() => import('../features/deadlines/components/deadlines-board-page').then((m) => ({ Component: m.DeadlinesBoardPage }))) },
  { path: '/stages', ...page(() => import('../features/stages/components/stages-board-page').then((m) => ({ Component: m.StagesBoardPage }))) },
  { path: '/deadline_rules', ...page(() => import('../features/deadlines/components/rules-page').then((m) => ({ Component: m.RulesPage }))) },
  { path: '/templates/fields', ...page(() => import('../features/templates/components/template-fields-page').then((m) => ({ Component: m.TemplateFieldsPage }))) },
  { path: '/deadline_rules/list', ...page(() => import('../features/deadlines/components/rules-page').then((m) => ({ Component: m.RulesPage }))) },
  // The five reference lists share one list, one create and one modify screen (features/reference/definitions).
  ...REFERENCE_BASES.flatMap((base): RouteObject[] => [
    { path: `/${base}`, ...page(() => import('../features/reference/components/reference-routes').then((m) => ({ Component: m.ReferenceIndexRoute }))) },
    { path: `/${base}/list`, ...page(() => import('../features/reference/components/reference-routes').then((m) => ({ Component: m.ReferenceListRoute }))) },
    { path: `/${base}/new`, ...page(() => import('../features/reference/components/reference-routes').then((m) => ({ Component: m.ReferenceCreateRoute }))) },
    { path: `/${base}/modify/:id`, ...page(() => import('../features/reference/components/reference-routes').then((m) => ({ Component: m.ReferenceModifyRoute }))) },
  ]),
  {
    element: <RequireAdmin />,
    children: [
      { path: '/admin/users', ...page(() => import('../features/admin/components/users-page').then((m) => ({ Component: m.UsersPage }))) },
      { path: '/admin/settings', ...page(() => import('./pages/settings-route').then((m) => ({ Component: m.SettingsRoute }))) },
      { path: '/admin/trash', ...page(() => import('../features/trash/components/trash-page').then((m) => ({ Component: m.TrashPage }))) },
      { path: '/deadline_rules/new', ...page(() => import('../features/deadlines/components/rule-form-page').then((m) => ({ Component: m.RuleFormPage }))) },
      { path: '/deadline_rules/modify/:id', ...page(() => import('../features/deadlines/components/rule-form-page').then((m) => ({ Component: m.RuleFormPage }))) },
      { path: '/admin/calendar', ...page(() => import('../features/deadlines/components/calendar-page').then((m) => ({ Component: m.CalendarPage }))) },
      { path: '/admin/audit', ...page(() => import('../features/audit/components/audit-page').then((m) => ({ Component: m.AuditPage }))) },
      { path: '/admin/templates', ...page(() => import('../features/templates/components/templates-page').then((m) => ({ Component: m.TemplatesPage }))) },
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
        { path: '/login', ...firstScreen(() => import('../features/auth/components/login-page').then((m) => ({ Component: m.LoginPage }))) },
        { path: '/register', ...firstScreen(() => import('../features/auth/components/register-page').then((m) => ({ Component: m.RegisterPage }))) },
        {
          element: <RequireAuth />,
          children: [
            {
              // The shell (side menu, top bar, quick search) loads with the first signed-in page, not with /login.
              // With the text of the shell, the dashboard and tomorrow's list (the other screens bring the rest), in parallel.
              ...firstScreen(() => Promise.all([import('./layout/app-layout'), loadShellNamespaces()]).then(([m]) => ({ Component: m.AppLayout }))),
              errorElement: <ErrorPage />,
              children: [{ errorElement: <ErrorPage />, children: [...routes, { path: '*', element: <NotFoundPage /> }] }],
            },
          ],
        },
      ],
    },
  ]);
}
