/** The public face of the users module: other modules and the app import from here only. */
export { usersRoutes } from './users.routes';
