import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@cabinet/shared';
import { AppError } from '../../lib/app-error';
import type { Actor, AppContext } from '../../lib/context';
import { allowsMoney, type Access } from '../../lib/request-actor';
import type { SettingsReader } from '../../lib/settings-reader';
import { toUser } from '../accounts';
import { hashToken, SESSION_COOKIE } from './session-token';
import { createSessionsRepository } from './sessions.repository';

/** Writing last_seen_at on every request would turn reads into writes; a minute's precision is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Sessions looked up in the last few seconds, by token hash, so a burst of requests costs one
 * query. An entry serves only while no write has been seen since it was read (logout, password
 * change, disabling an account, a profile edit: all writes, see ctx.dataVersion), and only to
 * accept: when the cached times say the session has expired it is looked up again, so idle and
 * absolute expiry stay exact. On PostgreSQL, where several instances share the database and each
 * must refuse at once a session another one ended (server/test/two-instances.test.ts), a write on
 * any instance reaches every other one through LISTEN/NOTIFY (lib/change-feed.ts), and nothing is
 * cached while that feed is down. A session ended by a process that is not a server (an admin
 * task on the command line) is refused within SESSION_CACHE_MS.
 */
const SESSION_CACHE_MS = 5000;
const SESSION_CACHE_MAX = 1000;

interface CachedSession {
  user: User;
  actor: Actor;
  createdAt: number;
  lastSeenAt: number;
  version: number;
  cachedAt: number;
}

/** Routes served by plugins we do not write (the API docs page): for any signed-in account, like the description itself. */
const PLUGIN_ROUTE_PREFIXES = ['/api/docs'];

export function registerSession(app: FastifyInstance, ctx: AppContext, settings: SettingsReader, cookieSecure: boolean | 'auto'): void {
  const sessions = createSessionsRepository(ctx.database.db);

  app.decorateRequest('user', null);
  app.decorateRequest('actor', null);
  app.decorateRequest('sessionTokenHash', null);

  // Fail closed: an /api route without a declared access rule stops the server from starting.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (PLUGIN_ROUTE_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...(route.config as object | undefined), access: 'user' satisfies Access };
      return;
    }
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
  });

  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await loadSession(request, token);
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (!request.actor) throw new AppError('unauthenticated', 'Please sign in');
    if (access === 'admin' && request.actor.role !== 'admin') throw new AppError('forbidden', 'Administrators only');
    if ((access === 'money-read' || access === 'money-write') && !allowsMoney(request.user!, access)) {
      throw new AppError(
        'forbidden',
        access === 'money-read'
          ? 'This account does not see the money of the dossiers'
          : 'This account cannot change the money of the dossiers',
      );
    }
  });

  const cacheSessions = () => ctx.database.dialect === 'sqlite' || ctx.dataVersion.sharedAcrossInstances();
  const cache = new Map<string, CachedSession>();
  const remember = (tokenHash: string, entry: CachedSession) => {
    cache.delete(tokenHash);
    if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(tokenHash, entry);
  };

  async function loadSession(request: FastifyRequest, token: string): Promise<void> {
    const tokenHash = hashToken(token);
    const now = ctx.clock.now();
    const { session_idle_minutes, session_absolute_hours } = await settings.get();
    const expired = (s: { createdAt: number; lastSeenAt: number }) =>
      now - s.lastSeenAt > session_idle_minutes * 60_000 || now - s.createdAt > session_absolute_hours * 3_600_000;

    const version = ctx.dataVersion.current();
    const caching = cacheSessions();
    let session = caching ? cache.get(tokenHash) : undefined;
    const fresh = session && session.version === version && now >= session.cachedAt && now - session.cachedAt < SESSION_CACHE_MS;
    if (!session || !fresh || expired(session)) {
      const row = await sessions.findWithUser(tokenHash);
      if (!row || row.status !== 'active') {
        cache.delete(tokenHash);
        return;
      }
      session = {
        user: toUser(row),
        actor: { id: row.id, role: row.role },
        createdAt: Number(row.session_created_at),
        lastSeenAt: Number(row.last_seen_at),
        version,
        cachedAt: now,
      };
      if (expired(session)) {
        cache.delete(tokenHash);
        await sessions.delete(tokenHash);
        return;
      }
      if (caching) remember(tokenHash, session);
    }
    if (now - session.lastSeenAt > TOUCH_INTERVAL_MS) {
      await sessions.touch(tokenHash, now);
      session.lastSeenAt = now;
    }
    request.sessionTokenHash = tokenHash;
    request.user = { ...session.user };
    request.actor = { ...session.actor };
  }

  app.decorate('sessionCookie', {
    set(reply: FastifyReply, request: FastifyRequest, token: string) {
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: cookieSecure === 'auto' ? request.protocol === 'https' : cookieSecure,
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookie: {
      set(reply: FastifyReply, request: FastifyRequest, token: string): void;
      clear(reply: FastifyReply): void;
    };
  }
}
