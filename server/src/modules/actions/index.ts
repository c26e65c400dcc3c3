/** The public face of the actions module: other modules and the app import from here only. */
export { createActionsRepository } from './actions.repository';
export { actionsRoutes } from './actions.routes';
export { addAction, changeAction } from './actions.service';
export type { ActionWrite } from './actions.service';
