// Who may call a route, declared on the route: `{ onRequest: requireUser }`,
// `{ onRequest: requireRole('admin') }` or `{ onRequest: requireOwner('code') }`. The guard runs
// before the body is read or validated (a signed-out caller gets 401 whatever it sent), and the
// handler reads what it established with signedInUser(request) or ownerOf(request).
//
// Ownership of each object is then the owner filter of every repository query
// (db/owner-scope.ts): an object of another user or another white-label client is not found
// (404), exactly like one that does not exist.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CLIENT_ID } from '../db/schema/index.js';
import { forbidden } from './errors.js';
import { requestClientId } from './tenant.js';

/** The signed-in user as the auth module's session guard (`app.sessions`) gives it. */
export type SessionUser = Awaited<ReturnType<FastifyInstance['sessions']['requireUser']>>;

/**
 * Roles a route may require: `admin`, an administrator of the request's white-label client;
 * `operator`, an administrator of the default client (who runs the installation and manages
 * the white-label clients).
 */
export type Role = 'admin' | 'operator';

/**
 * What an owner guard protects (the route's objects are looked up within the owner's scope):
 * dynamic and saved codes, bulk runs, API keys, webhook endpoints, UTM presets, uploads,
 * and the account itself.
 */
export type OwnedKind =
  'code' | 'saved-code' | 'bulk-run' | 'api-key' | 'webhook' | 'utm-preset' | 'upload' | 'account';

/** The caller as the owner of the objects a route acts on: a user within its client. */
export interface Owner {
  userId: number;
  clientId: number;
}

/** A route guard: an onRequest hook that answers 401/403 before the route runs. */
export type Guard = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  /** What the guard requires ("user", "role:admin", "owner:code"): listed by the route walk. */
  readonly requires: string;
};

const established = new WeakMap<FastifyRequest, SessionUser>();

function guard(requires: string, check: (user: SessionUser, request: FastifyRequest) => void) {
  const hook = async (request: FastifyRequest) => {
    const user = await request.server.sessions.requireUser(request);
    check(user, request);
    established.set(request, user);
  };
  return Object.assign(hook, { requires }) as Guard;
}

/** 401 unless signed in (a session of the request's white-label client). */
export const requireUser: Guard = guard('user', () => undefined);

const roleGuards = new Map<Role, Guard>();

/**
 * 401 when signed out; 403 unless the signed-in user has `role` in the request's white-label
 * client (an admin of another client is nobody's admin here).
 */
export function requireRole(role: Role): Guard {
  let made = roleGuards.get(role);
  if (!made) {
    made = guard(`role:${role}`, (user, request) => {
      if (user.role !== 'admin' || user.clientId !== requestClientId(request)) {
        throw forbidden('Only administrators can do this.');
      }
      if (role === 'operator' && user.clientId !== DEFAULT_CLIENT_ID) {
        throw forbidden('Only the operator’s administrators manage white-label clients.');
      }
    });
    roleGuards.set(role, made);
  }
  return made;
}

const ownerGuards = new Map<OwnedKind, Guard>();

/**
 * 401 when signed out; the route's `kind` objects are then looked up within ownerOf(request)
 * only, so another user's (or client's) object answers 404.
 */
export function requireOwner(kind: OwnedKind): Guard {
  let made = ownerGuards.get(kind);
  if (!made) {
    made = guard(`owner:${kind}`, () => undefined);
    ownerGuards.set(kind, made);
  }
  return made;
}

/** True for the guards of this file (the route walk checks every private route declares one). */
export function isGuard(hook: unknown): hook is Guard {
  return typeof hook === 'function' && typeof (hook as Partial<Guard>).requires === 'string';
}

/**
 * The signed-in user a guard established for this request. Throws (a 500, never an answer to
 * the caller) when the route declared no guard: a missing guard shows in the first test.
 */
export function signedInUser(request: FastifyRequest): SessionUser {
  const user = established.get(request);
  if (!user) throw new Error(`${request.routeOptions.url ?? request.url} declares no guard`);
  return user;
}

/** The owner scope requireOwner established: the signed-in user within its client. */
export function ownerOf(request: FastifyRequest): Owner {
  const user = signedInUser(request);
  return { userId: user.id, clientId: user.clientId };
}
