/** The public face of the dashboard module: other modules and the app import from here only. */
export { dashboardRoutes } from './dashboard.routes';
