// The legal page's markdown with its {{placeholders}} filled: the operator's details (GET /legal/),
// the session's lifetime, and the browser storage keys the console really uses.
import type { Translate } from '../../providers/translate';
import { STORAGE_KEYS } from './storageKeys';

export interface Legal {
  operator: Record<'name' | 'address' | 'registration' | 'director' | 'email' | 'dpo_email' | 'host', string>;
  subprocessors: string[];
  session_ttl_hours: number;
}

/** The markdown with its {{placeholders}} filled; a detail not configured reads as such. */
export function fillLegal(text: string, legal: Legal | null, t: Translate): string {
  const missing = t('app.legal.not_configured');
  const storage = STORAGE_KEYS.map((s) => `- \`${s.key}\` (${t(`app.legal.storage_where.${s.where}`)}) — ${t(`app.legal.storage.${s.purpose}`)}`).join('\n');
  const values: Record<string, string> = {
    ...Object.fromEntries(Object.entries(legal?.operator ?? {}).map(([k, v]) => [k, v || missing])),
    subprocessors: legal?.subprocessors.length ? legal.subprocessors.join(' ; ') : missing,
    session_ttl_hours: String(legal?.session_ttl_hours ?? '—'),
    storage,
  };
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? (legal ? missing : '…'));
}

