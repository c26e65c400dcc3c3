/**
 * The court path of a dossier: the one face of this module. Other modules and app.ts import from
 * here only.
 */
export { stagesRoutes } from './stages.routes';
export { stageSearchTerms, stagesFollowDossierFields } from './stage-legacy';
export { createStagesRepository, type StageRow } from './stages.repository';
export { STAGE_KIND_LABELS, isolateLtr } from './stage-labels';
