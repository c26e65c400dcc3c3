/** The public face of the backup module: other modules and the app import from here only. */
export { backupRoutes } from './backup.routes';
