import type { FastifyRequest } from 'fastify';
import type { User } from '@cabinet/shared';
import { AppError } from './app-error';
import type { Actor } from './context';

/**
 * Who may call a route: everyone, any signed-in user, administrators only, or accounts allowed to
 * read or to write the money of the dossiers (administrators always may).
 */
export type Access = 'public' | 'user' | 'admin' | 'money-read' | 'money-write';

/** Whether an account's money access lets it call a route of this access. */
export function allowsMoney(user: Pick<User, 'role' | 'money'>, access: 'money-read' | 'money-write'): boolean {
  if (user.role === 'admin') return true;
  return access === 'money-read' ? user.money !== 'none' : user.money === 'write';
}

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
