// /api/v1/tokens/ (tier corpo, right `token`): a company's private-application tokens. The key is
// made here on create and shown once (hooks.createAnswer); only its hash is stored. A token is
// seen by the holders of the right who see one of its sites (a token whose sites were all
// deleted: by those holding the whole company), like a document filed on several sites.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { wholeCompanies } from '../../auth/scope';
import { intArr } from '../../crud/sql';
import { tokenHooks } from './hooks';
import { apiTokens as tk, tokenFactories, tokenRegulations } from './table';

export const tokens = defineServerResource({
  def: resources.tokens,
  table: tk,
  alias: 'tk',
  joins: sql`JOIN companies c ON c.id = tk.company_id JOIN users cu ON cu.id = tk.creator_id`,
  fields: {
    id: tk.id, name: tk.name, company: tk.companyId, creator: tk.creatorId, expiration_date: tk.expirationDate, active: tk.active,
    regulations: { m2m: { own: tokenRegulations.tokenId, other: tokenRegulations.regulationId } },
    factories: { m2m: { own: tokenFactories.tokenId, other: tokenFactories.factoryId } },
    last_used_at: tk.lastUsedAt, created_at: tk.createdAt,
  },
  labels: { company: sql`c.name`, creator: sql`trim(cu.first_name || ' ' || cu.last_name)` },
  hookColumns: [tk.creatorId, tk.keyPrefix, tk.keyHash],
  scope: (ctx, allowed) => sql`tk.company_id = ANY(${intArr(allowed.companies)}) AND (
    EXISTS (SELECT 1 FROM token_factories ts WHERE ts.token_id = tk.id AND ts.factory_id = ANY(${intArr(allowed.factories)}))
    OR (NOT EXISTS (SELECT 1 FROM token_factories ts WHERE ts.token_id = tk.id) AND tk.company_id = ANY(${wholeCompanies(ctx, allowed)})))`,
  owner: { company: sql`tk.company_id` },
  hooks: tokenHooks,
});
