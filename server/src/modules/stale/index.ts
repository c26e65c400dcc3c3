/** The public face of the stale module: other modules and the app import from here only. */
export { dossierCounts } from './stale.repository';
export { staleRoutes } from './stale.routes';
