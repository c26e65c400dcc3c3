/** The public face of the trash module: other modules and the app import from here only. */
export { trashRoutes } from './trash.routes';
