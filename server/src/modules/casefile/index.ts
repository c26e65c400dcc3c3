/**
 * The dossiers as the office works them over HTTP (`/api/dossiers`): the list and its search
 * (with the text of the dossiers' documents when asked, and their clients' names), one dossier,
 * and its create, change and trash through the dossier writer. It sits above dossiers, documents
 * and parties, which it joins; other modules and the app import from here only.
 */
export { dossiersRoutes } from './dossiers.routes';
