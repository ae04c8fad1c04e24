// /api/v1/tokens/ (tier corpo, right `token`): a company's private-application tokens. The key is
// made here on create and shown once (hooks.createAnswer); only its hash is stored. Tokens are
// company-wide (like folders): every holder of the right in the company manages them.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
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
  scope: (_ctx, allowed) => sql`tk.company_id = ANY(${intArr(allowed.companies)})`,
  owner: { company: sql`tk.company_id` },
  hooks: tokenHooks,
});
