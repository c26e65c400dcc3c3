import { errorBodySchema, idParams, listOf, referenceListQuery, referenceUsagesSchema } from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../lib/context';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import type { AuditedRow, ReferenceDefinition } from './reference.definition';
import { actionTypes, caseTypes, experts, expertiseTypes, tribunals } from './reference.definitions';
import { createReferenceService } from './reference.service';

/** The five reference lists, each with the same five routes (list, read, create, update, delete), from one definition each. */
export async function referenceRoutes(app: FastifyInstance, { ctx }: ModuleDeps): Promise<void> {
  registerReference(app, ctx, experts);
  registerReference(app, ctx, tribunals);
  registerReference(app, ctx, actionTypes);
  registerReference(app, ctx, expertiseTypes);
  registerReference(app, ctx, caseTypes);
}

function registerReference<Row extends AuditedRow, Rec>(app: FastifyInstance, ctx: AppContext, def: ReferenceDefinition<Row, Rec>): void {
  const service = createReferenceService(ctx, def);
  const api = typed(app);
  const { create, patch } = def.schemas;
  // Generic over the record type, which the type provider cannot resolve; the schema still validates the output.
  const record: z.ZodType = def.schemas.record;
  const base = `/api/${def.resource}`;
  const tags = [def.resource];
  // Staff maintain the reference lists: any signed-in user.
  const config = { access: 'user' as const };
  const errors = { 400: errorBodySchema, 404: errorBodySchema };

  api.get(base, {
    config,
    schema: { tags, querystring: referenceListQuery, response: { 200: listOf(record), 400: errorBodySchema } },
    handler: async (request) => {
      const items = await service.list(request.query.q);
      return { items, total: items.length };
    },
  });

  api.post(base, {
    config,
    schema: { tags, body: create, response: { 201: record, 400: errorBodySchema } },
    handler: async (request, reply) => reply.code(201).send(await service.create(actorOf(request), request.body)),
  });

  api.get(`${base}/:id`, {
    config,
    schema: { tags, params: idParams, response: { 200: record, ...errors } },
    handler: async (request) => service.get(request.params.id),
  });

  api.get(`${base}/:id/usages`, {
    config,
    schema: { tags, params: idParams, response: { 200: referenceUsagesSchema, ...errors } },
    handler: async (request) => service.usages(request.params.id),
  });

  api.patch(`${base}/:id`, {
    config,
    schema: { tags, params: idParams, body: patch, response: { 200: record, ...errors, 409: errorBodySchema } },
    handler: async (request) => service.update(actorOf(request), request.params.id, request.body),
  });

  api.delete(`${base}/:id`, {
    config,
    schema: { tags, params: idParams, response: { 204: z.null().describe('Deleted'), ...errors, 409: errorBodySchema } },
    handler: async (request, reply) => {
      await service.remove(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
}
