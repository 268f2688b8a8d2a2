// Who may call a route, declared on the route: `{ onRequest: requireUser }`,
// `{ onRequest: requireRole('admin') }` or `{ onRequest: requireMember('code', 'editor') }`. The
// guard runs before the body is read or validated (a signed-out caller gets 401 whatever it
// sent), and the handler reads what it established with signedInUser(request) or
// ownerOf(request).
//
// requireMember acts in a workspace (issue 39): the one named by the X-Workspace-Id header (or,
// for /api/workspaces/{id}/..., by the path), else the caller's personal workspace. A caller who
// is not a member gets 404, a member below the route's role 403; the membership is read on every
// request, so a removed member or a lowered role takes effect on the very next one. Ownership of
// each object is then the owner filter of every repository query (db/owner-scope.ts): an object
// of another workspace or white-label client is not found (404), like one that does not exist.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyInstance } from 'fastify';
import {
  WORKSPACE_HEADER,
  WORKSPACE_MESSAGES,
  WORKSPACE_PARAM,
  roleAllows,
  type WorkspaceRole,
} from '../../contracts/workspaces.js';
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
 * What a member guard protects (the route's objects are looked up within the workspace):
 * dynamic and saved codes, saved views of the code list, bulk runs, API keys, webhook endpoints, UTM presets, brand kits, uploads, payment
 * products, the workspace itself (its settings, members, invitations and audit trail; the
 * workspace is the one in the path), and its billing (Premium checkout and the customer portal,
 * of the request's workspace: issue 39 item 4).
 */
export type OwnedKind =
  | 'code'
  | 'folder'
  | 'tag'
  | 'saved-view'
  | 'saved-code'
  | 'bulk-run'
  | 'api-key'
  | 'webhook'
  | 'utm-preset'
  | 'design'
  | 'upload'
  | 'payment-product'
  | 'workspace'
  | 'billing';

/**
 * The caller as the owner of the objects a route acts on: the workspace (within its client) the
 * request acts in, the signed-in user acting, and their role there.
 */
export interface Owner {
  userId: number;
  clientId: number;
  workspaceId: number;
  /** The workspace's name (the guard read it with the membership). */
  workspaceName: string;
  role: WorkspaceRole;
  /** The caller's personal workspace. */
  personal: boolean;
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

/**
 * The workspace a request names: the X-Workspace-Id header, or for a GET (a download opened as
 * a link, which cannot carry headers) the `workspace` query parameter; undefined: personal.
 */
function namedWorkspace(request: FastifyRequest): string | undefined {
  const header = request.headers[WORKSPACE_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  if (value !== undefined || request.method !== 'GET') return value;
  const query = request.query as Record<string, unknown> | undefined;
  const param = query?.[WORKSPACE_PARAM];
  return typeof param === 'string' ? param : undefined;
}

const memberGuards = new Map<string, Guard>();
const owners = new WeakMap<FastifyRequest, Owner>();

/**
 * 401 when signed out; 404 when the caller is not a member of the workspace the request acts in
 * (X-Workspace-Id, or the path's workspace for kind 'workspace'; absent: the personal one); 403
 * when their role there is below `role`. The route's `kind` objects are then looked up within
 * ownerOf(request) only, so another workspace's (or client's) object answers 404.
 */
export function requireMember(kind: OwnedKind, role: WorkspaceRole): Guard {
  const requires = `member:${kind}:${role}`;
  let made = memberGuards.get(requires);
  if (!made) {
    const hook = async (request: FastifyRequest) => {
      const user = await request.server.sessions.requireUser(request);
      established.set(request, user);
      const named =
        kind === 'workspace'
          ? (request.params as Record<string, string | undefined>).id
          : namedWorkspace(request);
      const membership = await request.server.workspaces.resolve(user, named);
      if (!roleAllows(membership.role, role)) throw forbidden(WORKSPACE_MESSAGES.needsRole(role));
      owners.set(request, {
        userId: user.id,
        clientId: membership.clientId,
        workspaceId: membership.workspaceId,
        workspaceName: membership.name,
        role: membership.role,
        personal: membership.personal,
      });
    };
    made = Object.assign(hook, { requires }) as Guard;
    memberGuards.set(requires, made);
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

/** The workspace scope requireMember established. Throws (a 500) when the route declared none. */
export function ownerOf(request: FastifyRequest): Owner {
  const owner = owners.get(request);
  if (!owner)
    throw new Error(`${request.routeOptions.url ?? request.url} declares no member guard`);
  return owner;
}

/**
 * For routes open to visitors that act in a workspace when signed in (uploads, the generator):
 * null when signed out; else the workspace scope of X-Workspace-Id (absent: the personal one),
 * 404 when the caller is not a member of it.
 */
export async function currentOwner(request: FastifyRequest): Promise<Owner | null> {
  const known = owners.get(request);
  if (known) return known;
  const user = await request.server.sessions.currentUser(request);
  if (!user) return null;
  const membership = await request.server.workspaces.resolve(user, namedWorkspace(request));
  const owner: Owner = {
    userId: user.id,
    clientId: membership.clientId,
    workspaceId: membership.workspaceId,
    workspaceName: membership.name,
    role: membership.role,
    personal: membership.personal,
  };
  owners.set(request, owner);
  return owner;
}
