import { defineModule, scoped, type ModuleDeps } from '../../lib/module.js';
import { HealthAlerts } from './alerts.js';
import { FallbackLinks } from './fallback-links.js';
import { registerFallbackSwitch } from './fallback-switch.js';
import { registerDestinationHealthRoutes } from './routes.js';
import { DestinationHealthRunner, type HealthRunnerDeps } from './runner.js';
import { DestinationHealthService, type DestinationHealthDeps } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background destination checker (tests tick it by hand). */
    destinationHealthRunner: DestinationHealthRunner;
  }
}

/** Destination checker settings for tests (see AppDeps.destinationHealth). */
export type DestinationHealthTestOptions = Pick<
  DestinationHealthDeps,
  'allowLoopback' | 'resolve' | 'timeoutMs' | 'perHostIntervalMs' | 'recheckAfterMs'
> & {
  /** The background checker's interval and poll (it runs with config.destinationChecks). */
  runner?: Pick<HealthRunnerDeps, 'intervalMs' | 'pollMs'>;
};

export interface DestinationHealthModuleOptions extends ModuleDeps {
  destinationHealth?: DestinationHealthTestOptions;
}

/**
 * Destination health: "Check now", the background checker (the recurring job
 * "destination-health" on `app.jobs`, one process at a time), the owner's mails on break and
 * recovery, and the mail's switch-to-fallback link. Decorates `app.destinationHealthRunner`;
 * uses `app.listTokens` (newsletter) and, when a fallback is switched to, `app.dynamicCodes`.
 */
export const destinationHealthModule = defineModule<DestinationHealthModuleOptions>(
  'destination-health',
  (app, deps) => {
    const { config, db, now, clock, mailBrands } = deps;
    const links = new FallbackLinks(config.appSecret);
    const { runner: runnerOptions, ...checkOptions } = deps.destinationHealth ?? {};
    const tokens = app.listTokens;
    const service = new DestinationHealthService({
      db,
      userAgent: `${config.brandName} link checker (+${config.publicUrl})`,
      now,
      // One request per host per second from all processes, in real time (the spacing is of
      // real requests, so never on a test's moved clock).
      limits: deps.limits.realTime,
      ...checkOptions,
      alerts: new HealthAlerts({
        db,
        mailer: deps.mailer,
        links,
        now: clock,
        settingsFor: (clientId) =>
          mailBrands.applyTo(
            {
              publicUrl: config.publicUrl,
              brandName: config.brandName,
              supportEmail: config.supportEmail,
              tokens,
            },
            clientId,
          ),
      }),
    });
    // Each round is a run of the recurring job "destination-health" on the app's job runner.
    const runner = new DestinationHealthRunner({
      db,
      jobs: app.jobs,
      enabled: config.destinationChecks,
      check: (codeId, destination, clientId) => service.checkCode(codeId, destination, clientId),
      now,
      ...runnerOptions,
      onError: (err) => deps.logger.warn({ error: err.message }, 'destination check round failed'),
    });
    app.decorate('destinationHealthRunner', runner);
    scoped(app, (scope) => {
      scope.addHook('onClose', async () => runner.stop());
      registerDestinationHealthRoutes(scope, service);
      registerFallbackSwitch(scope, {
        db,
        links,
        brandName: config.brandName,
        now: clock,
        setDestination: (owner, id, destination) =>
          app.dynamicCodes.edit(owner, id, { destination }),
      });
    });
  },
  ['newsletter'],
);
