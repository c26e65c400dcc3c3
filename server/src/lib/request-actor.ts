import type { FastifyRequest } from 'fastify';
import type { User } from '@cabinet/shared';
import { AppError } from './app-error';
import type { Actor } from './context';

/** Who may call a route: everyone, any signed-in user, or administrators only. */
export type Access = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every /api route must declare it (checked at start-up). */
    access?: Access;
  }
  interface FastifyRequest {
    /** Filled in by the session hook (modules/auth/session.plugin.ts) when the request has a live session. */
    user: User | null;
    actor: Actor | null;
    sessionTokenHash: string | null;
  }
}

/** The actor of a route that requires a session (the session hook guarantees it). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('unauthenticated', 'Please sign in');
  return request.actor;
}
