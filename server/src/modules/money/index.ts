/**
 * The money of the dossiers: the one face of this module. Other modules and app.ts import from
 * here only.
 */
export { moneyRoutes } from './money.routes';
export { checkMoneySettings } from './money-settings';
export { dossierHasFeeNotes } from './lookups.repository';
export { createInvoicesService } from './invoices.service';
export { detachEntriesFromStage } from './ledger.repository';
export { SERIES_PATTERN, numberOf, seriesOf } from './numbering';
export { lineTotals } from './amounts';
export { isFiscalCountry } from './fiscal-profiles';
export { writeStatement, type StatementJobInput } from './statement-job';
