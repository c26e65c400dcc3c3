/** The public face of the dossiers module: other modules and the app import from here only. */
export { applyActionEffect, applyStageFields, purgeDossier, restoreDossier } from './dossier-commands';
export { withDossierConstraints } from './dossier-constraints';
export { dossierSearchText, toDossier } from './dossier-record';
export { createDossierSummariesRepository, summaryOf } from './dossier-summaries.repository';
export { keepLastActionDatesCurrent, lockDossier, markForReview, refreshLastActionDate, refreshSearchText } from './dossier-upkeep';
export { createDossiersRepository } from './dossiers.repository';
export type { DossiersRepository } from './dossiers.repository';
export { dossiersRoutes } from './dossiers.routes';
