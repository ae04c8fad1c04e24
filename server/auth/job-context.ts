// Who a background job acts as: the user who asked, with the rights and scope they have when it
// runs; a job a private-application token started keeps the token's narrowed scope, and does not
// run once the token is off (app-tokens.ts).
import type pg from 'pg';
import type { Locale } from '../http/i18n';
import { loadTokenContextById } from './app-tokens';
import { loadUserContext, type RequestContext } from './context';

export interface JobActor {
  userId: number;
  selectedCompany: number | null;
  tokenId?: number | null;
}

/** The context a job runs with (null: the user or the token is gone or off). */
export async function loadJobContext(pool: pg.Pool, actor: JobActor, locale: Locale): Promise<RequestContext | null> {
  if (!actor.tokenId) return loadUserContext(pool, actor.userId, actor.selectedCompany, locale);
  const ctx = await loadTokenContextById(pool, actor.tokenId, locale);
  return ctx?.user.id === actor.userId ? ctx : null;
}
