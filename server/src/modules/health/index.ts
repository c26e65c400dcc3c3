/** The public face of the health module: other modules and the app import from here only. */
export { healthRoutes } from './health.routes';
