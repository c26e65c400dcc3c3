/**
 * The dossier: its table and single writer, its reads and search, the columns derived from its
 * parties, levels and actions. It sits below the modules that hang off a dossier (actions,
 * documents, parties, court levels, money, trash, casefile); other modules and the app import
 * from here only.
 */
export {
  applyActionEffect,
  applyStageFields,
  createDossier,
  eraseDossier,
  restoreDossier,
  trashDossier,
  trashedForPurge,
  updateDossier,
} from './dossier-commands';
export type { DossierWrite } from './dossier-commands';
export { withDossierConstraints } from './dossier-constraints';
export { dossierSearchText, toDossier } from './dossier-record';
export { createDossierSummariesRepository, summaryOf } from './dossier-summaries.repository';
export { keepLastActionDatesCurrent, lockDossier, markForReview, refreshLastActionDate, refreshSearchText } from './dossier-upkeep';
export { createDossiersRepository } from './dossiers.repository';
export type { DossiersRepository } from './dossiers.repository';
