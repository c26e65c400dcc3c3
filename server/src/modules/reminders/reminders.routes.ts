import {
  calendarFeedParams,
  calendarFeedQuery,
  calendarFeedResponse,
  digestRunResponse,
  mailLogQuery,
  mailLogResponse,
  noContent,
  rollQuery,
  rollResponse,
} from '@cabinet/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { acceptsGzip } from '../../lib/accept-encoding';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { createMailer } from '../../lib/mailer';
import { typed, type ModuleDeps } from '../../lib/module';
import { actorOf } from '../../lib/request-actor';
import { createCalendarFeedService, gzippedFeed } from './calendar-feed.service';
import { createDigestService } from './digest.service';
import { matchesEtag } from './etag';
import { createFeedThrottle } from './feed-throttle';
import { rollHtml } from './roll-html';
import { createRollService } from './roll.service';

const download = z.string().describe('The file');
const calendarFile = z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('An iCalendar file');
const notModified = z.null().describe('Not modified: If-None-Match names the current version (its ETag)');
const pdfFile = z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('A PDF file');

export async function remindersRoutes(app: FastifyInstance, { ctx, settings }: ModuleDeps): Promise<void> {
  const api = typed(app);
  const mailer = createMailer(ctx.config);
  const digest = createDigestService(ctx, settings, mailer, app.log);
  const feed = createCalendarFeedService(ctx, settings);
  const roll = createRollService(ctx, settings);
  const throttle = createFeedThrottle(() => ctx.clock.now());
  app.addHook('onClose', async () => mailer.close());

  api.get('/api/calendar/feed', {
    config: { access: 'user' },
    schema: { tags: ['calendar'], response: { 200: calendarFeedResponse } },
    handler: (request) => feed.get(actorOf(request).id),
  });
  api.post('/api/calendar/feed/rotate', {
    config: { access: 'user' },
    schema: { tags: ['calendar'], response: { 200: calendarFeedResponse } },
    handler: (request) => feed.rotate(actorOf(request).id),
  });
  api.get('/calendar/:token', {
    config: { access: 'public' },
    schema: {
      tags: ['calendar'],
      params: z.object({ token: z.string().max(100) }),
      querystring: calendarFeedQuery,
      response: {
        200: { description: 'iCalendar', content: { 'text/calendar': { schema: calendarFile } } },
        304: notModified,
        ...errorResponses(404),
      },
    },
    handler: async (request, reply) => {
      const parsed = calendarFeedParams.safeParse(request.params);
      const file = parsed.success ? await feed.ics(parsed.data.token.slice(0, -'.ics'.length), request.query.scope ?? 'all') : null;
      if (file === null) {
        // Only misses are throttled: a valid address is served whatever its client address
        // tried before (an office behind one NAT shares that address with whoever guesses).
        if (throttle.blocked(request.ip)) {
          throw new AppError('too_many_requests', 'Too many unknown calendar addresses. Try again later.', undefined, {
            retryAfterSeconds: throttle.retryAfterSeconds(),
          });
        }
        throttle.miss(request.ip);
        throw new AppError('not_found', 'Not found');
      }
      const variant = acceptsGzip(request.headers['accept-encoding']) ? await gzippedFeed(file) : file;
      reply.header('Cache-Control', 'private, max-age=300').header('Vary', 'Accept-Encoding').header('ETag', variant.etag);
      // A calendar application that already holds this version is told so, without the body.
      if (matchesEtag(request.headers['if-none-match'], variant.etag)) return reply.code(304).send(null);
      if (variant !== file) reply.header('Content-Encoding', 'gzip');
      return reply.type('text/calendar; charset=utf-8').send(variant.body);
    },
  });

  api.post('/api/admin/mail/test', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], response: { 204: noContent, ...errorResponses(409) } },
    handler: async (request, reply) => {
      if (!mailer.configured) throw new AppError('mail_not_configured', 'E-mail is not configured (SMTP_URL)');
      await digest.audit(actorOf(request).id, 'mail_test', { to: [null, request.user?.email ?? null] });
      // Sent in the background: an unreachable SMTP server must not hold the request; the outcome goes to the log.
      void digest.sendTest(actorOf(request).id).catch((error: unknown) => app.log.error({ err: error }, 'test message failed'));
      return reply.code(204).send(null);
    },
  });
  api.post('/api/admin/digest/run', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], response: { 200: digestRunResponse } },
    handler: async (request) => {
      const result = await digest.run();
      await digest.audit(actorOf(request).id, 'digest_run', { sent: [null, result.sent], skipped: [null, result.skipped] });
      return result;
    },
  });
  api.get('/api/admin/mail/log', {
    config: { access: 'admin' },
    schema: { tags: ['admin'], querystring: mailLogQuery, response: { 200: mailLogResponse, ...errorResponses(400) } },
    handler: (request) => digest.logPage(request.query),
  });

  api.get('/api/agenda/roll', {
    config: { access: 'user' },
    schema: {
      tags: ['agenda'],
      querystring: rollQuery,
      response: {
        200: {
          description: 'The roll: JSON, a printable page or a PDF',
          content: {
            'application/json': { schema: rollResponse },
            'text/html': { schema: download },
            'application/pdf': { schema: pdfFile },
          },
        },
        ...errorResponses(400, 422),
      },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const data = await roll.roll({ date: request.query.date, mineOf: request.query.mine === '1' ? actor.id : undefined });
      const lang = request.query.lang ?? request.user?.language ?? 'en';
      const { office_name: office, arabic_months: arabicMonths, bailiff_title: bailiffTitle } = await settings.get();
      const wording = { office, arabicMonths, bailiffTitle };
      if (request.query.format === 'html') return reply.type('text/html; charset=utf-8').send(rollHtml(data, lang, wording));
      if (request.query.format === 'pdf') {
        // Made first: a refusal leaves as JSON, not as an attachment named .pdf.
        const pdf = await roll.pdf(data, lang, wording);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="cabinet-roll-${data.date}.pdf"`)
          .send(pdf);
      }
      return reply.type('application/json').send(JSON.stringify(data));
    },
  });
}
