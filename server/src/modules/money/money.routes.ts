import {
  type ClientStatementQuery,
  type NoteLanguage,
  clientStatementQuery,
  clientStatementSchema,
  creditNoteBody,
  dossierMoneySchema,
  entryCreateBody,
  entryPatchBody,
  entrySchema,
  feeDossiersQuery,
  feeDossiersResponse,
  fiscalProfilesResponse,
  idParams,
  invoiceCreateBody,
  invoiceIssueBody,
  invoiceListQuery,
  invoiceListResponse,
  invoicePatchBody,
  invoiceSchema,
  noContent,
  numberingPatchBody,
  numberingSchema,
  outstandingSchema,
  paymentCreateBody,
  paymentListQuery,
  paymentListResponse,
  paymentResponse,
} from '@cabinet/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { FISCAL_PROFILES } from './fiscal-profiles';
import { createInvoicesService } from './invoices.service';
import { createLedgerService } from './ledger.service';
import { noteHtml } from './note-html';
import { createNumberingService } from './numbering.service';
import { createPaymentsService } from './payments.service';
import { createReportsService } from './reports.service';
import { statementBody } from './statement-body';
import { STATEMENT_IN_THREAD_MAX_DOSSIERS, statementOffThread } from './statement-download';
import { feeDossiersCsv, paymentsCsv } from './statement-files';

const STATEMENT_TYPES = { json: 'application/json', csv: 'text/csv; charset=utf-8', html: 'text/html; charset=utf-8' } as const;

const download = z.string().describe('The file');

/** The money of the dossiers: open to administrators and to the accounts an administrator allows (`money` read or write). */
export async function moneyRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const ledger = createLedgerService(ctx, settings);
  const invoices = createInvoicesService(ctx, settings);
  const reports = createReportsService(ctx, settings);
  const numbering = createNumberingService(ctx, settings);
  const payments = createPaymentsService(ctx, settings);
  const api = typed(app);
  const tags = ['money'];
  const read = { access: 'money-read' as const };
  const write = { access: 'money-write' as const };

  api.get('/api/fiscal-profiles', {
    config: read,
    schema: { tags, response: { 200: fiscalProfilesResponse, ...errorResponses(403) } },
    handler: async () => ({ items: [...FISCAL_PROFILES], total: FISCAL_PROFILES.length }),
  });

  api.get('/api/dossiers/:id/money', {
    config: read,
    schema: { tags, params: idParams, response: { 200: dossierMoneySchema, ...errorResponses(400, 403, 404) } },
    handler: (request) => ledger.ofDossier(request.params.id),
  });

  api.post('/api/dossiers/:id/money', {
    config: write,
    schema: { tags, params: idParams, body: entryCreateBody, response: { 201: entrySchema, ...errorResponses(400, 403, 404) } },
    handler: async (request, reply) => reply.code(201).send(await ledger.create(actorOf(request), request.params.id, request.body)),
  });

  api.patch('/api/money/:id', {
    config: write,
    schema: { tags, params: idParams, body: entryPatchBody, response: { 200: entrySchema, ...errorResponses(400, 403, 404, 409) } },
    handler: (request) => ledger.update(actorOf(request), request.params.id, request.body),
  });

  api.delete('/api/money/:id', {
    config: write,
    schema: { tags, params: idParams, response: { 204: noContent, ...errorResponses(400, 403, 404, 409) } },
    handler: async (request, reply) => {
      await ledger.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  api.get('/api/invoices', {
    config: read,
    schema: { tags, querystring: invoiceListQuery, response: { 200: invoiceListResponse, ...errorResponses(400, 403) } },
    handler: (request) => invoices.list(request.query),
  });

  api.post('/api/invoices', {
    config: write,
    schema: { tags, body: invoiceCreateBody, response: { 201: invoiceSchema, ...errorResponses(400, 403) } },
    handler: async (request, reply) => reply.code(201).send(await invoices.create(actorOf(request), request.body)),
  });

  api.get('/api/invoices/numbering', {
    config: read,
    schema: {
      tags,
      description:
        "Where this year's series of fee notes and of credit notes stand (the office's year, in its time zone): the last number given and the next.",
      response: { 200: numberingSchema, ...errorResponses(403) },
    },
    handler: () => numbering.read(),
  });

  api.patch('/api/invoices/numbering', {
    config: { access: 'admin' },
    schema: {
      tags,
      body: numberingPatchBody,
      description:
        "Administrators: the number this year's series (of `kind`) goes on from, for an office that numbered its notes elsewhere since January. Only forward: 409 when a note already has that number or a later one (the error's `last_number` says the last given).",
      response: { 200: numberingSchema, ...errorResponses(400, 403, 409) },
    },
    handler: (request) => numbering.setNext(actorOf(request), request.body),
  });

  api.get('/api/invoices/:id', {
    config: read,
    schema: { tags, params: idParams, response: { 200: invoiceSchema, ...errorResponses(400, 403, 404) } },
    handler: (request) => invoices.get(request.params.id),
  });

  api.get('/api/invoices/:id/print', {
    config: read,
    schema: {
      tags,
      params: idParams,
      response: {
        200: { description: 'The note as a page to print', content: { 'text/html': { schema: download } } },
        ...errorResponses(400, 403, 404),
      },
    },
    handler: async (request, reply) => reply.type('text/html; charset=utf-8').send(noteHtml(await invoices.get(request.params.id))),
  });

  api.patch('/api/invoices/:id', {
    config: write,
    schema: { tags, params: idParams, body: invoicePatchBody, response: { 200: invoiceSchema, ...errorResponses(400, 403, 404, 409) } },
    handler: (request) => invoices.update(actorOf(request), request.params.id, request.body),
  });

  api.delete('/api/invoices/:id', {
    config: write,
    schema: { tags, params: idParams, response: { 204: noContent, ...errorResponses(400, 403, 404, 409) } },
    handler: async (request, reply) => {
      await invoices.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  api.post('/api/invoices/:id/issue', {
    config: write,
    schema: { tags, params: idParams, body: invoiceIssueBody, response: { 200: invoiceSchema, ...errorResponses(400, 403, 404, 409) } },
    handler: (request) => invoices.issue(actorOf(request), request.params.id, request.body.version),
  });

  api.post('/api/invoices/:id/credit-note', {
    config: write,
    schema: { tags, params: idParams, body: creditNoteBody, response: { 201: invoiceSchema, ...errorResponses(400, 403, 404, 409) } },
    handler: async (request, reply) => reply.code(201).send(await invoices.creditNote(actorOf(request), request.params.id, request.body)),
  });

  api.post('/api/invoices/:id/payments', {
    config: write,
    schema: { tags, params: idParams, body: paymentCreateBody, response: { 201: paymentResponse, ...errorResponses(400, 403, 404, 409) } },
    handler: async (request, reply) => reply.code(201).send(await invoices.pay(actorOf(request), request.params.id, request.body)),
  });

  api.get('/api/payments', {
    config: read,
    schema: {
      tags,
      querystring: paymentListQuery,
      description:
        'The payments received against fee notes in the live dossiers, newest first, by date received (`from`, `to`), method and paying client; `total_amount` adds up every payment matched. `format=csv`: all of them as a file.',
      response: {
        200: {
          description: 'The payments: JSON or a CSV download',
          content: { 'application/json': { schema: paymentListResponse }, 'text/csv': { schema: download } },
        },
        ...errorResponses(400, 403),
      },
    },
    handler: async (request, reply) => {
      if (request.query.format === 'csv') {
        const lang = request.query.language ?? request.user?.language ?? 'fr';
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', 'attachment; filename="cabinet-payments.csv"')
          .send(paymentsCsv(await payments.all(request.query), lang));
      }
      return reply.type('application/json').send(JSON.stringify(await payments.list(request.query)));
    },
  });

  /** A client's statement in its format: read here for most clients, in a job process for the largest. */
  async function statementOf(
    id: number,
    range: { from?: string; to?: string },
    format: ClientStatementQuery['format'],
    lang: NoteLanguage,
  ) {
    if ((await reports.clientDossierCount(id)) <= STATEMENT_IN_THREAD_MAX_DOSSIERS)
      return statementBody(await reports.statement(id, range), format, lang);
    const office = await settings.get();
    const body = await statementOffThread({
      databaseUrl: ctx.config.DATABASE_URL,
      office: { currency: office.currency, timezone: office.timezone },
      now: ctx.clock.now(),
      partyId: id,
      from: range.from ?? null,
      to: range.to ?? null,
      format,
      lang,
    });
    if (!body) throw notFound('Party');
    return body;
  }

  api.get('/api/clients/:id/statement', {
    config: read,
    schema: {
      tags,
      params: idParams,
      querystring: clientStatementQuery,
      response: {
        200: {
          description: 'The statement: JSON, a CSV download or a printable page',
          content: {
            'application/json': { schema: clientStatementSchema },
            'text/csv': { schema: download },
            'text/html': { schema: download },
          },
        },
        ...errorResponses(400, 403, 404),
      },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { format, from, to } = request.query;
      const lang = request.query.language ?? request.user?.language ?? 'fr';
      const body = await statementOf(id, { from, to }, format, lang);
      if (format === 'csv') reply.header('Content-Disposition', `attachment; filename="cabinet-statement-${id}.csv"`);
      // A large statement arrives as a file stream, which the schema's types cannot name.
      const untyped: FastifyReply = reply;
      return untyped.type(STATEMENT_TYPES[format]).send(body);
    },
  });

  api.get('/api/money/outstanding', {
    config: read,
    schema: { tags, response: { 200: outstandingSchema, ...errorResponses(403) } },
    handler: () => reports.outstanding(),
  });

  api.get('/api/money/fee-dossiers', {
    config: read,
    schema: {
      tags,
      querystring: feeDossiersQuery,
      response: {
        200: {
          description: 'The dossiers: JSON or a CSV download',
          content: { 'application/json': { schema: feeDossiersResponse }, 'text/csv': { schema: download } },
        },
        ...errorResponses(400, 403),
      },
    },
    handler: async (request, reply) => {
      const report = await reports.feeDossiers(request.query.year);
      if (request.query.format === 'csv') {
        const lang = request.query.language ?? request.user?.language ?? 'fr';
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="cabinet-fee-dossiers-${report.year}.csv"`)
          .send(feeDossiersCsv(report, lang));
      }
      return reply.type('application/json').send(JSON.stringify(report));
    },
  });
}
