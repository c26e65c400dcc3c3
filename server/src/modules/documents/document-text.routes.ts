import { documentSchema, documentSearchQuery, documentSearchResponse, idParams } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { textReaderOf, type TextReader } from './document-text-reader';
import { createDocumentTextService } from './document-text.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background reading of documents' text (tests drain it by hand). */
    documentText: TextReader;
  }
}

/** The search across every document, and reading a document's text again. */
export async function documentTextRoutes(app: FastifyInstance, { ctx }: ModuleDeps): Promise<void> {
  const reader = textReaderOf(ctx, app.log);
  const texts = createDocumentTextService(ctx, reader);
  app.decorate('documentText', reader);
  app.addHook('onClose', async () => reader.stop());
  const api = typed(app);
  const tags = ['documents'];

  api.get('/api/documents/search', {
    config: { access: 'user' },
    schema: {
      tags,
      querystring: documentSearchQuery,
      description:
        'Every document (not in the trash, on a dossier not in the trash) whose text has every word of `q`, folded as names are (case, accents, Arabic letter variants); newest first, each with its dossier and the passage found (`snippet`, plain text; `highlights`: the matched stretches in it).',
      response: { 200: documentSearchResponse, ...errorResponses(400) },
    },
    handler: (request) => texts.search(request.query.q, request.query.page, request.query.page_size),
  });

  api.post('/api/documents/:id/text/retry', {
    config: { access: 'user' },
    schema: {
      tags,
      params: idParams,
      description:
        "Reads the document's text again (after a failure, or once OCR is installed on the server): its `text_status` is `pending` until it is read.",
      response: { 200: documentSchema, ...errorResponses(400, 404) },
    },
    handler: (request) => texts.retry(actorOf(request), request.params.id),
  });
}

// Not encapsulated (what fastify-plugin does), so the reader's decoration reaches the root instance.
(documentTextRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
