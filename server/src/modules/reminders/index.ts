/** The public face of the reminders module: other modules and the app import from here only. */
export { digestScheduler } from './digest-scheduler';
export { runDigest } from './digest-run';
export { createRemindersRepository } from './reminders.repository';
export { remindersRoutes } from './reminders.routes';
export { rollPdf } from './roll-pdf';
export type { RollSheet } from './roll-sheet';
