/** The public face of the deadlines module: other modules and the app import from here only. */
export { loadCalendars } from './calendars';
export { countedWithOf, dueOn, ruleApplies } from './counting';
export { ruleLabels } from './deadline-record';
export type { DeadlineRow } from './deadline-record';
export { removeActionDeadlines, syncActionDeadlines } from './deadline-sync';
export { createDeadlinesRepository } from './deadlines.repository';
export { deadlinesRoutes } from './deadlines.routes';
export { isSupportedCountry } from './law/public-holidays';
