// localStorage access that never throws (private modes, disabled storage, tests without a DOM).

/** react-admin's store (App.tsx): its keys read `RaStore<app key>.<key>` (list columns, filters, sort). */
export const STORE_APP_KEY = 'conformity';
export const readJson = <T>(key: string): T | null => {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};

export const readText = (key: string): string | null => {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const write = (key: string, value: unknown) => {
  try {
    globalThis.localStorage?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // storage full or disabled: the session only lives in memory for this page
  }
};

export const remove = (key: string) => {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // nothing to remove
  }
};
