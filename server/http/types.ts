// Fastify request decorations shared by every route.
import type { RequestContext } from '../auth/context';
import type { ContextCache } from '../auth/context-cache';
import type { Registry } from '../crud/registry';
import type { Locale } from './i18n';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's session contexts (null: SESSION_CACHE=0). */
    contextCache: ContextCache | null;
    /** The resources this instance serves (the engine reads them through crud/app-scope.ts). */
    registry: Registry;
  }
  interface FastifyRequest {
    /** From Accept-Language (fr default). */
    locale: Locale;
    /** Set by the auth guard on authenticated routes. */
    ctx: RequestContext | null;
  }
}

export {};
