import type { PgBoss } from 'pg-boss';
import type { Database } from '../db/client';
import type { ContractApp, TypedApp } from '../http/routing';
import type { QueueDefinition } from '../jobs/boss';

/** What one run of a module's job handlers may be given: the worker's clock and where a failed item is reported. */
export type JobOptions = {
  /** The clock that decides which scheduled sendings are due (TEST_CLOCK_START moves it in browser tests). */
  now?: () => Date;
  onError?: (error: unknown, context: Record<string, unknown>) => void;
};

/**
 * One module's whole wiring, exported from its index.ts (decision 0126): its repos (which stay inside it), its
 * services, the routes and the queues and job handlers it owns. The composition root builds each definition once,
 * in dependency order, handing it the other modules' services it names in `Deps`; adding a route, a queue or a
 * job handler changes the module's definition and nothing in the root.
 */
export type ModuleDefinition<Repos, Deps, Services, Reads, Late> = {
  name: string;
  /** The module's own tables. No other module ever sees these: it gets `reads` or services instead. */
  createRepos?: (db: Database) => Repos;
  /**
   * Narrow reads of the module's tables that a module built before it needs (the account's setup facts read the
   * teammates, the syncs and the tokens, but users and syncs need the accounts service first).
   */
  reads?: (repos: Repos) => Reads;
  createServices: (repos: Repos, deps: Deps) => Services;
  /**
   * Registers the module's /api routes. `late` holds services of modules built after this one, which only its
   * routes use (routes are registered once every service exists).
   */
  routes?: (app: ContractApp, services: Services, context: { deps: Deps; late: Late }) => void;
  /** Routes under /public: no session, open to every origin (widget embeds). */
  publicRoutes?: (app: TypedApp, services: Services) => void;
  /** Every queue the module sends to; created before any process sends. */
  queues?: readonly QueueDefinition[];
  /** Starts the module's workers and schedules on `boss` (the worker role only). */
  jobHandlers?: (
    boss: PgBoss,
    context: { repos: Repos; services: Services; deps: Deps; options: JobOptions },
  ) => Promise<void>;
};

export function defineModule<
  Repos = undefined,
  Deps = Record<never, never>,
  Services = object,
  Reads = undefined,
  Late = unknown,
>(
  definition: ModuleDefinition<Repos, Deps, Services, Reads, Late>,
): ModuleDefinition<Repos, Deps, Services, Reads, Late> {
  return definition;
}

/** A module built by the root: its services, and its routes and job handlers ready to register or start. */
export type StartedModule<Deps, Services, Late> = {
  name: string;
  services: Services;
  registerRoutes: (app: TypedApp, late: Late) => void;
  registerPublicRoutes: (app: TypedApp) => void;
  /** Starts its job handlers; `override` replaces some of its parts (tests give a scripted connector). */
  work: (boss: PgBoss, run?: { options?: JobOptions; override?: Partial<Deps> }) => Promise<void>;
};

/** A module whose repos exist and whose `reads` may be handed to modules built before its services. */
export type OpenedModule<Deps, Services, Reads, Late> = {
  reads: Reads;
  start: (deps: Deps) => StartedModule<Deps, Services, Late>;
};

export function openModule<Repos, Deps, Services, Reads, Late>(
  definition: ModuleDefinition<Repos, Deps, Services, Reads, Late>,
  db: Database,
): OpenedModule<Deps, Services, Reads, Late> {
  const repos = definition.createRepos ? definition.createRepos(db) : (undefined as Repos);
  return {
    reads: definition.reads ? definition.reads(repos) : (undefined as Reads),
    start(deps) {
      const services = definition.createServices(repos, deps);
      return {
        name: definition.name,
        services,
        registerRoutes: (app, late) => definition.routes?.(app, services, { deps, late }),
        registerPublicRoutes: (app) => definition.publicRoutes?.(app, services),
        work: async (boss, run = {}) => {
          const context = { repos, services, deps: { ...deps, ...run.override }, options: run.options ?? {} };
          await definition.jobHandlers?.(boss, context);
        },
      };
    },
  };
}

/** Builds a module that hands no reads to the modules before it. */
export function startModule<Repos, Deps, Services, Reads, Late>(
  definition: ModuleDefinition<Repos, Deps, Services, Reads, Late>,
  db: Database,
  deps: Deps,
): StartedModule<Deps, Services, Late> {
  return openModule(definition, db).start(deps);
}
