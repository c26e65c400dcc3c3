/** The public face of the users module: other modules and the app import from here only. */
export { insertAccount } from './insert-account';
export { withUsersLock } from './users-lock';
export { createUsersRepository, toUser } from './users.repository';
export { usersRoutes } from './users.routes';
