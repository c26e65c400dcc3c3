/**
 * A dossier's court levels as stored: the level table's repository, its record and labels, and
 * the dossier's old number fields kept in step with its levels. It sits below dossiers (whose
 * writer makes levels follow its number fields and searches their numbers) and money; the
 * levels' routes and writes are the court-levels module's. Other modules import from here only.
 */
export { dossierFieldsOfStages, stageSearchTerms, stagesFollowDossierFields } from './stage-legacy';
export { auditableStage, stageValues, toBoardItem, toStage } from './stage-record';
export { EMPTY_STAGE_FIELDS, createStagesRepository, type StageRow } from './stages.repository';
export { NOTIFICATION_ACTION_TEXT, STAGE_KIND_LABELS, isolateLtr } from './stage-labels';
