/** The public face of the auth module: other modules and the app import from here only. */
export { authRoutes } from './auth.routes';
export { endAccountSessions } from './end-sessions';
export { hashPassword } from './password';
export { registerSession } from './session.plugin';
export { setPassword } from './set-password';
