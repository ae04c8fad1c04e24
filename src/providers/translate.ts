// A tiny translator for the light public pages (login, SSO error), which must not load
// react-admin and polyglot: same catalogues, same `%{name}` placeholders.
import { useMemo } from 'react';
import { appMessagesOf } from './catalogues';
import { getLocale } from './locale';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export const lookup = (messages: unknown, key: string): string | undefined => {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

export const createTranslate = (locale = getLocale()): Translate => (key, vars = {}) =>
  (lookup(appMessagesOf(locale), key) ?? key).replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));

export const useLightTranslate = (): Translate => useMemo(() => createTranslate(), []);
