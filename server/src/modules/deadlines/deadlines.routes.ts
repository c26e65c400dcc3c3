import {
  calendarCountriesResponse,
  calendarDateParams,
  calendarDayBody,
  calendarDayCreated,
  calendarDaysQuery,
  calendarDaysResponse,
  calendarDeleteQuery,
  calendarFeastsQuery,
  calendarFeastsResponse,
  calendarMigrationResponse,
  deadlineRuleSaved,
  languageQuery,
  recountResponse,
  deadlineListQuery,
  deadlineListResponse,
  deadlinePatchBody,
  deadlineRuleCreateBody,
  deadlineRuleListResponse,
  deadlineRulePatchBody,
  deadlineRuleSchema,
  deadlineSchema,
  dossierDeadlinesResponse,
  idParams,
  noContent,
} from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../../lib/error-responses';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { createCalendarService } from './calendar.service';
import { createDeadlinesService } from './deadlines.service';
import { createRulesService } from './rules.service';

export async function deadlinesRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const rules = createRulesService(ctx);
  const calendar = createCalendarService(ctx);
  const deadlines = createDeadlinesService(ctx, settings);
  const api = typed(app);
  const tags = ['deadlines'];

  api.get('/api/deadline-rules', {
    config: { access: 'user' },
    schema: { tags, response: { 200: deadlineRuleListResponse } },
    handler: () => rules.list(),
  });
  api.post('/api/deadline-rules', {
    config: { access: 'admin' },
    schema: { tags, body: deadlineRuleCreateBody, response: { 201: deadlineRuleSchema, ...errorResponses(400) } },
    handler: async (request, reply) => reply.code(201).send(await rules.create(actorOf(request), request.body)),
  });
  api.get('/api/deadline-rules/:id', {
    config: { access: 'user' },
    schema: { tags, params: idParams, response: { 200: deadlineRuleSchema, ...errorResponses(400, 404) } },
    handler: (request) => rules.get(request.params.id),
  });
  api.patch('/api/deadline-rules/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      params: idParams,
      body: deadlineRulePatchBody,
      response: { 200: deadlineRuleSaved, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => rules.update(actorOf(request), request.params.id, request.body),
  });
  api.delete('/api/deadline-rules/:id', {
    config: { access: 'admin' },
    schema: { tags, params: idParams, response: { 204: noContent, ...errorResponses(400, 404, 409) } },
    handler: async (request, reply) => {
      await rules.delete(actorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  api.get('/api/calendar/days', {
    config: { access: 'user' },
    schema: { tags, querystring: calendarDaysQuery, response: { 200: calendarDaysResponse, ...errorResponses(400) } },
    handler: (request) => calendar.list(request.query),
  });
  api.post('/api/calendar/days', {
    config: { access: 'admin' },
    schema: { tags, body: calendarDayBody, response: { 201: calendarDayCreated, ...errorResponses(400, 409) } },
    handler: async (request, reply) => reply.code(201).send(await calendar.add(actorOf(request), request.body)),
  });
  api.delete('/api/calendar/days/:date', {
    config: { access: 'admin' },
    schema: {
      tags,
      params: calendarDateParams,
      querystring: calendarDeleteQuery,
      response: { 204: noContent, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) => {
      await calendar.remove(actorOf(request), request.params.date, request.query);
      return reply.code(204).send(null);
    },
  });
  api.get('/api/calendar/countries', {
    config: { access: 'user' },
    schema: { tags, response: { 200: calendarCountriesResponse } },
    handler: () => calendar.countries(),
  });
  api.get('/api/calendar/feasts', {
    config: { access: 'user' },
    schema: { tags, querystring: calendarFeastsQuery, response: { 200: calendarFeastsResponse, ...errorResponses(400) } },
    handler: (request) => calendar.feasts(request.query),
  });
  api.get('/api/calendar/migration', {
    config: { access: 'admin' },
    schema: { tags, response: { 200: calendarMigrationResponse } },
    handler: () => calendar.migration(),
  });
  api.post('/api/calendar/migration/recount', {
    config: { access: 'admin' },
    schema: { tags, response: { 200: recountResponse, ...errorResponses(409) } },
    handler: (request) => calendar.recountLegacy(actorOf(request)),
  });

  api.get('/api/deadlines', {
    config: { access: 'user' },
    schema: { tags, querystring: deadlineListQuery, response: { 200: deadlineListResponse, ...errorResponses(400) } },
    handler: (request) => deadlines.list(request.query, actorOf(request).id),
  });
  api.get('/api/dossiers/:id/deadlines', {
    config: { access: 'user' },
    schema: {
      tags,
      params: idParams,
      querystring: languageQuery,
      response: { 200: dossierDeadlinesResponse, ...errorResponses(400, 404) },
    },
    handler: (request) => deadlines.listForDossier(request.params.id, request.query.lang),
  });
  api.patch('/api/deadlines/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      params: idParams,
      querystring: languageQuery,
      body: deadlinePatchBody,
      response: { 200: deadlineSchema, ...errorResponses(400, 404, 409) },
    },
    handler: (request) => deadlines.update(actorOf(request), request.params.id, request.body, request.query.lang),
  });
}
