// Fastify request decorations shared by every route.
import type { RequestContext } from '../auth/context';
import type { Locale } from './i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** From Accept-Language (fr default). */
    locale: Locale;
    /** Set by the auth guard on authenticated routes. */
    ctx: RequestContext | null;
  }
}

export {};
