import type { TypedApp } from '../platform/http/routing';
import type { Composed } from './compose';

/** Every module's /api routes, in the modules' order (the order of the OpenAPI document). */
export function registerRoutes(app: TypedApp, { modules, services }: Pick<Composed, 'modules' | 'services'>): void {
  // Routes come after every service: a module's routes may use a service of a module built after it (`late`).
  for (const module of Object.values(modules)) module.registerRoutes(app, services);
}

/** Every module's /public routes: no session, open to every origin (widget embeds). */
export function registerPublicRoutes(app: TypedApp, { modules }: Pick<Composed, 'modules'>): void {
  for (const module of Object.values(modules)) module.registerPublicRoutes(app);
}
