/** The office's Word templates, filled from a dossier: the one face of this module. */
export { templatesRoutes } from './templates.routes';
export { fillTemplate, inspectTemplate } from './docx/template-jobs';
