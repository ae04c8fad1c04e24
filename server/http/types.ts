// Fastify request decorations shared by every route.
import type { RequestContext } from '../auth/context';
import type { ContextCache } from '../auth/context-cache';
import type { Locale } from './i18n';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's session contexts (null: SESSION_CACHE=0). */
    contextCache: ContextCache | null;
  }
  interface FastifyRequest {
    /** From Accept-Language (fr default). */
    locale: Locale;
    /** Set by the auth guard on authenticated routes. */
    ctx: RequestContext | null;
  }
}

export {};
