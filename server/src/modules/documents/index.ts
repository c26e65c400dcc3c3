/**
 * The documents of the dossiers, as other modules use them: filing a document Cabinet made, and
 * removing stored bytes nothing points to any more.
 */
export { createDocumentsService } from './documents.service';
export { textReaderOf } from './document-text-reader';
export { removeUnreferenced } from './document-bytes';
