import {
  conflictCheckQuery,
  conflictCheckResponse,
  dossierPartiesResponse,
  dossierPartyLinkBody,
  dossierPartyParams,
  dossierPartySchema,
  dossierPartyUnlinkQuery,
  idParams,
  noContent,
  partyCreateBody,
  partyDossiersResponse,
  partyListQuery,
  partyListResponse,
  partyPatchBody,
  partySchema,
} from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { createConflictsService } from './conflicts.service';
import { createDossierPartiesService } from './dossier-parties.service';
import { createPartiesService } from './parties.service';

/** Parties, their links to dossiers, and the conflict check: open to every signed-in user, like the dossiers. */
export async function partiesRoutes(app: FastifyInstance, { ctx }: ModuleDeps): Promise<void> {
  const parties = createPartiesService(ctx);
  const links = createDossierPartiesService(ctx);
  const conflicts = createConflictsService(ctx);
  const api = typed(app);
  const tags = ['parties'];
  const config = { access: 'user' as const };

  api.get('/api/parties', {
    config,
    schema: { tags, querystring: partyListQuery, response: { 200: partyListResponse, ...errorResponses(400) } },
    handler: (request) => parties.list(request.query),
  });

  api.post('/api/parties', {
    config,
    schema: { tags, body: partyCreateBody, response: { 201: partySchema, ...errorResponses(400, 409) } },
    handler: async (request, reply) => reply.code(201).send(await parties.create(actorOf(request), request.body)),
  });

  api.get('/api/parties/:id', {
    config,
    schema: { tags, params: idParams, response: { 200: partySchema, ...errorResponses(400, 404) } },
    handler: (request) => parties.get(request.params.id),
  });

  api.patch('/api/parties/:id', {
    config,
    schema: { tags, params: idParams, body: partyPatchBody, response: { 200: partySchema, ...errorResponses(400, 404, 409) } },
    handler: (request) => parties.update(actorOf(request), request.params.id, request.body),
  });

  api.delete('/api/parties/:id', {
    config,
    schema: { tags, params: idParams, response: { 204: noContent, ...errorResponses(400, 404, 409) } },
    handler: async (request, reply) => {
      await parties.trash(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  api.post('/api/parties/:id/restore', {
    config,
    schema: { tags, params: idParams, response: { 200: partySchema, ...errorResponses(400, 404, 409) } },
    handler: (request) => parties.restore(actorOf(request), request.params.id),
  });

  api.get('/api/parties/:id/dossiers', {
    config,
    schema: { tags, params: idParams, response: { 200: partyDossiersResponse, ...errorResponses(400, 404) } },
    handler: (request) => parties.dossiers(request.params.id),
  });

  api.get('/api/dossiers/:id/parties', {
    config,
    schema: { tags, params: idParams, response: { 200: dossierPartiesResponse, ...errorResponses(400, 404) } },
    handler: (request) => links.list(request.params.id),
  });

  api.post('/api/dossiers/:id/parties', {
    config,
    schema: { tags, params: idParams, body: dossierPartyLinkBody, response: { 201: dossierPartySchema, ...errorResponses(400, 404, 409) } },
    handler: async (request, reply) => reply.code(201).send(await links.link(actorOf(request), request.params.id, request.body)),
  });

  api.delete('/api/dossiers/:id/parties/:id_party', {
    config,
    schema: { tags, params: dossierPartyParams, querystring: dossierPartyUnlinkQuery, response: { 204: noContent, ...errorResponses(400, 404) } },
    handler: async (request, reply) => {
      await links.unlink(actorOf(request), request.params.id, request.params.id_party, request.query.role);
      return reply.code(204).send(null);
    },
  });

  api.get('/api/conflicts', {
    config,
    schema: { tags: ['conflicts'], querystring: conflictCheckQuery, response: { 200: conflictCheckResponse, ...errorResponses(400) } },
    handler: (request) => conflicts.check(request.query),
  });
}
