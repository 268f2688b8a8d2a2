// The one shape of a server module: a Fastify plugin made by defineModule, given the shared
// dependencies app.ts builds once (ModuleDeps) plus its own settings. A module builds its own
// services, registers its routes, hooks and timers, and decorates the app with the small typed
// interface other modules use (declared in its index.ts).
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { QrPipeline } from '../worker-tasks/pipeline.js';
import type { App } from './app-types.js';
import type { Mailer } from './mail.js';
import type { MailBrands } from './mail-brand.js';
import type { SharedLimits } from './shared-limits.js';
import type { FileStorage } from './storage.js';

/** What every module may use, built once per app by app.ts. */
export interface ModuleDeps {
  config: Readonly<Config>;
  /** The open database; `db` is its Drizzle handle. */
  database: DatabaseHandle;
  db: Database;
  logger: Logger;
  /** The tests' clock when they move time; undefined: real time (each service's default). */
  now?: () => Date;
  /** `now` or the real clock. */
  clock: () => Date;
  /** The mail outbox (lib/mail.ts). */
  mailer: Mailer;
  /** Each white-label client's brand for its users' mail. */
  mailBrands: MailBrands;
  /** Rate limits shared across processes (also `app.routeLimits`). */
  limits: SharedLimits;
  /** Uploaded files under DATA_DIR. */
  storage: FileStorage;
  /** Rendering, decoding and PDFs in the worker pool (with the result cache). */
  pipeline: QrPipeline;
}

/**
 * A module's plugin. It is not encapsulated (fastify-plugin), so what it decorates is seen by
 * the app, the modules registered after it and the tests; a module that adds hooks for its own
 * routes only registers them in a child context (`app.register(async (scope) => ...)`).
 * `dependencies` names the modules whose decorations it uses while registering: Fastify refuses
 * to start when one of them was not registered before it.
 */
export function defineModule<Options extends object = ModuleDeps>(
  name: string,
  register: (app: App, options: Options) => void | Promise<void>,
  dependencies: string[] = [],
): FastifyPluginAsync<Options> {
  const plugin: FastifyPluginAsync<Options> = async (app, options) => {
    await register(app.withTypeProvider<ZodTypeProvider>(), options);
  };
  return fp(plugin, { name, fastify: '5.x', dependencies });
}

/**
 * Registers `routes` in a child context of `app`: hooks they add apply to them only, and their
 * onClose hooks run before the app's own (which the database outlives).
 */
export function scoped(app: App, routes: (scope: App) => void | Promise<void>): void {
  app.register(async (scope) => {
    await routes(scope.withTypeProvider<ZodTypeProvider>());
  });
}
