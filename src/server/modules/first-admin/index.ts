// Public face of the first-admin module (issue 36 item 3): the setup routes, the start log's
// one-time link, and the service `npm run admin` uses.
import { randomUUID } from 'node:crypto';
import { SETUP_LINE_PREFIX } from '../../../contracts/first-admin.js';
import type { Config } from '../../config.js';
import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { registerFirstAdminRoutes } from './routes.js';
import { FirstAdminService, SETUP_PATH } from './service.js';

export { FirstAdminService, SETUP_LINK_TTL_MS, SETUP_PATH, type GrantOutcome } from './service.js';

/**
 * The environment variable the cluster's primary gives its server processes: one id per start,
 * so one start prints one setup link however many processes (and replacements) run it.
 */
export const START_ID_ENV = 'QRS_START_ID';

/** `{origin}/setup?token=…`: the link a setup token is followed at. */
export function setupUrl(origin: string, token: string): string {
  return `${origin}${SETUP_PATH}?token=${token}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Once the server listens (server.ts, before its ready line): while the default client has
     * no admin, prints this start's one-time setup link. `port` is the bound port.
     */
    announceFirstAdmin: (port: number) => Promise<void>;
  }
}

export interface FirstAdminModuleOptions extends ModuleDeps {
  /** This start's id (see AppDeps.startId). */
  startId?: string;
  /** Where the line goes (default: stdout). */
  print?: (line: string) => void;
}

/**
 * The setup routes, and `app.announceFirstAdmin`, which server.ts calls once it listens: while
 * the default client has no admin, the start log's line
 * `Set up the first admin: {PUBLIC_URL}/setup?token=…`. The line is written to stdout on its
 * own, not through the logger (JSON lines, redacting tokens), so it reads and copies as it is;
 * the logger says a link was printed, without it.
 */
export const firstAdminModule = defineModule<FirstAdminModuleOptions>(
  'first-admin',
  (app, deps) => {
    const service = new FirstAdminService({
      db: deps.db,
      hasher: app.accounts.hasher,
      now: deps.now,
    });
    scoped(app, (scope) =>
      registerFirstAdminRoutes(scope, { config: deps.config, service, db: deps.db }),
    );
    const startId = deps.startId ?? process.env[START_ID_ENV] ?? randomUUID();
    const print = deps.print ?? ((line: string) => process.stdout.write(`${line}\n`));
    app.decorate('announceFirstAdmin', async (port: number) => {
      try {
        const token = await service.linkForStart(startId);
        if (!token) return;
        print(`${SETUP_LINE_PREFIX}${setupUrl(originOf(deps.config, port), token)}`);
        deps.logger.warn(
          'This server has no administrator yet: the one-time setup link is printed on a line of its own (it works once, for 24 hours).',
        );
      } catch (err) {
        // The server still serves; the next start (or `npm run admin`) makes a link.
        deps.logger.error(
          { error: err instanceof Error ? err.message : String(err) },
          'could not make the first-admin setup link',
        );
      }
    });
  },
  ['auth'],
);

/** PUBLIC_URL, with the bound port when PORT=0 left it at ":0" (tests). */
function originOf(config: Pick<Config, 'publicUrl' | 'port'>, port: number): string {
  if (config.port !== 0 || !config.publicUrl.endsWith(':0')) return config.publicUrl;
  return `${config.publicUrl.slice(0, -2)}:${port}`;
}
