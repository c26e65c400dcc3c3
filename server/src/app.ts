import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { systemClock, type Clock } from './lib/clock';
import { isApiRequest } from './lib/api-path';
import { startChangeFeed } from './lib/change-feed';
import { createDataVersion, isWriteMethod } from './lib/data-version';
import { serializeError, serializeRequest } from './lib/log-serializers';
import { serializerCompiler } from './lib/serializer';
import { createStorageHealth } from './lib/storage-health';
import type { AppContext } from './lib/context';
import { createStorage } from './lib/storage';
import type { ModuleDeps } from './lib/module';
import { accountOptionsRoutes } from './modules/accounts';
import { actionsRoutes } from './modules/actions';
import { agendaRoutes } from './modules/agenda';
import { auditRoutes } from './modules/audit';
import { authRoutes, registerSession } from './modules/auth';
import { backupRoutes } from './modules/backup';
import { dashboardRoutes } from './modules/dashboard';
import { documentTextRoutes, documentsRoutes } from './modules/documents';
import { deadlinesRoutes } from './modules/deadlines';
import { dossiersRoutes } from './modules/casefile';
import { healthRoutes } from './modules/health';
import { moneyRoutes } from './modules/money';
import { partiesRoutes } from './modules/parties';
import { referenceRoutes } from './modules/reference';
import { digestScheduler, remindersRoutes } from './modules/reminders';
import { settingsRoutes, createSettingsService, type SettingsService } from './modules/settings';
import { staleRoutes } from './modules/stale';
import { stagesRoutes } from './modules/court-levels';
import { templatesRoutes } from './modules/templates';
import { transferRoutes } from './modules/transfer';
import { trashRoutes } from './modules/trash';
import { usersRoutes } from './modules/users';
import { hostNameOf, registerAllowedHosts } from './plugins/allowed-hosts';
import { registerCompression } from './plugins/compression';
import { registerCsrf } from './plugins/csrf';
import { registerErrorHandler, sendError } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerOversizeBodyAnswer } from './plugins/oversize-body';
import { registerSecurityHeaders } from './plugins/security-headers';
import { encodedPage, loadIndexPages } from './plugins/index-pages';
import { defaultWebDist, registerStaticWeb } from './plugins/static-web';
import { searchIndexUpkeep } from './plugins/search-index-upkeep';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  logger?: boolean;
  /** Sees every route as it is registered (tests enumerate the route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

type Plugin = (app: FastifyInstance, deps: ModuleDeps<SettingsService>) => Promise<void>;

/** The API modules, in one list: each registers its own routes (the settings module also gets the settings' writes). */
const MODULES: Plugin[] = [
  healthRoutes,
  authRoutes,
  usersRoutes,
  settingsRoutes,
  dossiersRoutes,
  referenceRoutes,
  actionsRoutes,
  auditRoutes,
  dashboardRoutes,
  agendaRoutes,
  staleRoutes,
  trashRoutes,
  backupRoutes,
  documentsRoutes,
  documentTextRoutes,
  partiesRoutes,
  transferRoutes,
  deadlinesRoutes,
  remindersRoutes,
  accountOptionsRoutes,
  moneyRoutes,
  templatesRoutes,
  stagesRoutes,
];

/** Work the server does on its own clock, beside the requests: each starts with the server and stops when it closes. */
const BACKGROUND: Plugin[] = [digestScheduler, searchIndexUpkeep];

/** Trusts the first `hops` addresses of X-Forwarded-For counted from this server (the proxies in front of it). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], remove: true },
            serializers: { req: serializeRequest, err: serializeError },
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  // The API reads JSON only; a text/plain body is what a cross-site form can send without a preflight.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (isApiRequest(request)) reply.header('Cache-Control', 'no-store');
    // The handler has committed: what this instance caches for reads may now be out of date, and
    // so may what the other instances cache (told before this answer leaves).
    if (isWriteMethod(request.method)) {
      ctx.dataVersion.changed(request.sessionTokenHash);
      if (reply.statusCode < 400) ctx.storageHealth.noteSuccess();
      await ctx.dataVersion
        .publish()
        .catch((err: unknown) => request.log.error({ err }, 'could not tell the other instances about a change'));
    }
  });

  const dataVersion = createDataVersion();
  const ctx: AppContext = {
    config,
    database,
    clock: options.clock ?? systemClock,
    dataVersion,
    storage: createStorage(config),
    storageHealth: createStorageHealth(),
  };
  if (database.dialect === 'postgres') {
    const feed = await startChangeFeed({
      url: config.DATABASE_URL,
      db: database.db,
      onChange: () => dataVersion.changed(),
      log: (msg) => app.log.warn(msg),
    });
    dataVersion.attachFeed(feed);
    app.addHook('onClose', () => feed.close());
  }
  const settings = createSettingsService(ctx);
  const deps: ModuleDeps<SettingsService> = { ctx, settings };

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerErrorHandler(app, ctx.storageHealth);
  registerOversizeBodyAnswer(app);
  await app.register(cookie);
  await registerSecurityHeaders(app);
  const publicHost = config.PUBLIC_URL ? hostNameOf(config.PUBLIC_URL.host) : null;
  registerAllowedHosts(app, publicHost ? [...config.ALLOWED_HOSTS, publicHost] : config.ALLOWED_HOSTS);
  await registerCompression(app);
  registerSession(app, ctx, settings, config.COOKIE_SECURE);
  registerCsrf(app, config.PUBLIC_URL ? [...config.ALLOWED_ORIGINS, config.PUBLIC_URL.origin] : config.ALLOWED_ORIGINS);
  await registerOpenApi(app);
  for (const module of MODULES) await app.register(module, deps);
  for (const work of BACKGROUND) await app.register(work, deps);
  if (config.CABINET_BENCH_BASELINE) {
    // The benchmark's yardstick: a route that does no work, behind the same plugins and hooks.
    app.get('/api/bench/baseline', { config: { access: 'public' } }, async () => ({ ok: true }));
  }

  const webDist = config.WEB_DIST ?? defaultWebDist();
  const indexPages = (await registerStaticWeb(app, webDist)) ? loadIndexPages(webDist) : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = isApiRequest(request);
    if (indexPages && request.method === 'GET' && !isApi) {
      const page = indexPages.forPath(request.url.split('?')[0]!);
      reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).header('Vary', 'Accept-Encoding');
      // Replaces the policy the security headers set on the raw response, as they set it.
      reply.raw.setHeader('Content-Security-Policy', page.csp);
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
      const { body, encoding } = encodedPage(page, request.headers['accept-encoding']);
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(body);
    }
    // Without a session, an unknown API path answers like every other: no probing for routes.
    if (isApi && !request.actor) return sendError(reply, 401, 'unauthenticated', 'Please sign in');
    return sendError(reply, 404, 'not_found', `No route ${request.method} ${request.url.split('?')[0]}`);
  });
  return app;
}
