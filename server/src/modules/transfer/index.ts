/** The public face of the transfer module: other modules and the app import from here only. */
export type { AsIsNote } from './as-is';
export { csvSource } from './csv-source';
export type { ImportSource } from './csv-source';
export { exportZip } from './export-zip';
export { runImport } from './import-run';
export type { ImportReport } from './import-run';
export type { Progress } from './import-state';
export { postgresSource } from './pg-source';
export { describeMoves } from './shipped-type-moves';
export { TRANSFER_TABLES } from './transfer-tables';
export { transferRoutes } from './transfer.routes';
