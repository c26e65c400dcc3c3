/**
 * The account store, below both auth (sign-in, registration, passwords, sessions) and users (the
 * administrator's accounts screen): the users table's repository and its one mapping to the API,
 * a new account with its audit line, and the lock on the set of accounts. Other modules import
 * from here only.
 */
export { insertAccount } from './insert-account';
export { withUsersLock } from './users-lock';
export { createUsersRepository, toUser } from './users.repository';
export { accountOptionsRoutes } from './account-options.routes';
