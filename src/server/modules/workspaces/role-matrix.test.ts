// Issue 39 item 2: every route of the app that acts in a workspace, walked with a caller of each
// role in one workspace and with a caller who is not a member. The required role is the one the
// route declares on its member guard (lib/guards.ts requireMember); this test reads it from the
// route and checks each caller gets exactly that: 404 for a non-member, 403 below the role,
// and past the guard (whatever the route then answers to dummy ids and empty bodies) from it up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { testConfig } from '../../config.js';
import {
  WORKSPACE_HEADER,
  WORKSPACE_MESSAGES,
  WORKSPACE_ROLE_ORDER,
  roleAllows,
  type WorkspaceRole,
} from '../../../contracts/workspaces.js';
import { isGuard } from '../../lib/guards.js';
import { useTestDatabase } from '../../test/databases.js';
import { signUp } from '../uploads/test-support.js';

interface MemberRoute {
  method: string;
  url: string;
  kind: string;
  role: WorkspaceRole;
}

type Caller = WorkspaceRole | 'non-member';
const CALLERS: Caller[] = [...WORKSPACE_ROLE_ORDER, 'non-member'];

describe('the route × role matrix (every member-guarded route, every role and a non-member)', () => {
  const routes: MemberRoute[] = [];
  const database = useTestDatabase('pglite');
  let built: App | undefined;
  const app = () => built!;
  beforeAll(async () => {
    built = buildApp(testConfig(), {
      database: database(),
      weeklyScanSummary: false,
      webhooks: { start: false },
    });
    built.addHook('onRoute', (route) => {
      const guards = [route.onRequest ?? []].flat().filter(isGuard);
      for (const guard of guards) {
        const [what, kind = '', role = ''] = guard.requires.split(':');
        if (what !== 'member') continue;
        for (const method of [route.method].flat()) {
          if (method === 'HEAD') continue;
          routes.push({ method, url: route.url, kind, role: role as WorkspaceRole });
        }
      }
    });
    await built.ready();
  });
  afterAll(async () => {
    await built?.close();
  });

  it('answers each caller exactly what its role allows', { timeout: 120_000 }, async () => {
    const cookies = new Map<Caller, string>();
    for (const caller of CALLERS) cookies.set(caller, await signUp(app()));
    const { db } = database();
    const idOf = async (cookie: string) => {
      const res = await app().inject({ method: 'GET', url: '/api/user', headers: { cookie } });
      return (res.json() as { id: number }).id;
    };
    const ownerCookie = cookies.get('owner')!;
    const made = await app().inject({
      method: 'POST',
      url: '/api/workspaces',
      headers: { cookie: ownerCookie },
      payload: { name: 'Matrix' },
    });
    expect(made.statusCode).toBe(201);
    const workspaceId = (made.json() as { id: number }).id;
    for (const role of ['admin', 'editor', 'viewer'] as const) {
      const userId = await idOf(cookies.get(role)!);
      await app().workspaces.addMember(db, workspaceId, userId, role);
    }
    expect(routes.length).toBeGreaterThan(40);

    const problems: string[] = [];
    const counts = { routes: routes.length, allowed: 0, forbidden: 0, notFound: 0 };
    for (const route of routes) {
      const url = route.url
        .replace(':id', route.kind === 'workspace' ? String(workspaceId) : '999999')
        .replace(/:[A-Za-z]+/g, '999999');
      for (const caller of CALLERS) {
        const res = await app().inject({
          method: route.method as 'GET',
          url,
          headers: {
            cookie: cookies.get(caller)!,
            ...(route.kind === 'workspace' ? {} : { [WORKSPACE_HEADER]: String(workspaceId) }),
          },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const body = res.body;
        const label = `${route.method} ${route.url} as ${caller} (needs ${route.role}): ${res.statusCode}`;
        if (caller === 'non-member') {
          counts.notFound += 1;
          if (res.statusCode !== 404 || !body.includes(WORKSPACE_MESSAGES.notFound)) {
            problems.push(`${label}, expected the workspace 404`);
          }
        } else if (!roleAllows(caller, route.role)) {
          counts.forbidden += 1;
          if (res.statusCode !== 403) problems.push(`${label}, expected 403`);
        } else {
          counts.allowed += 1;
          if (
            res.statusCode === 401 ||
            res.statusCode === 403 ||
            body.includes(WORKSPACE_MESSAGES.notFound)
          ) {
            problems.push(`${label}, expected past the guard`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // The figures of the closing note.
    console.info(`role matrix: ${JSON.stringify(counts)}`);
  });
});
