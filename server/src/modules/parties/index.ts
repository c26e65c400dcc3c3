/** The public face of the parties module: other modules and the app import from here only. */
export { createPartiesRepository } from './parties.repository';
export { partiesRoutes } from './parties.routes';
export { partyKeys, partyNames } from './party-record';
