/** The public face of the documents module: other modules and the app import from here only. */
export { capturePdf } from './capture-pdf';
export { removeUnreferenced } from './document-bytes';
export { readDocumentText } from './document-text-job';
export { createDocumentTextRepository } from './document-text.repository';
export { documentTextRoutes } from './document-text.routes';
export { createDocumentsRepository } from './documents.repository';
export { documentsRoutes } from './documents.routes';
export { createDocumentsService } from './documents.service';
export { textReaderOf } from './document-text-reader';
export { contentDisposition } from './content-disposition';
export { dossierDocumentTextMatch, type DossierTextMatch } from './document-text-match.repository';
