// Cursor bookkeeping: the API pages with opaque cursors, react-admin with page numbers. For each
// [resource, filter, sort, perPage] we keep the cursor that opens each page number, read from the
// `next` link of the page before it. Page 1 needs no cursor.

/** Key order must not matter: {a, b} and {b, a} are the same list. */
export const stableStringify = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

/** The `cursor` query parameter of a `next`/`previous` link. */
export const cursorOf = (link: string | null | undefined): string | null => {
  if (!link) return null;
  const query = link.includes('?') ? link.slice(link.indexOf('?') + 1) : '';
  return new URLSearchParams(query).get('cursor');
};

export class CursorBook {
  private readonly pages = new Map<string, Map<number, string>>();
  /** Bounded: only recently used lists are worth remembering. */
  constructor(private readonly maxLists = 50) {}

  key(resource: string, filter: unknown, sort: unknown, perPage: number): string {
    return stableStringify([resource, filter ?? {}, sort ?? {}, perPage]);
  }

  /** null: page 1 (no cursor); undefined: unknown page (deep link, restored page). */
  get(key: string, page: number): string | null | undefined {
    if (page <= 1) return null;
    return this.pages.get(key)?.get(page);
  }

  set(key: string, page: number, cursor: string) {
    let list = this.pages.get(key);
    if (!list) {
      if (this.pages.size >= this.maxLists) this.pages.delete(this.pages.keys().next().value as string);
      list = new Map();
      this.pages.set(key, list);
    }
    list.set(page, cursor);
  }

  /** After a write the pages may have shifted: forget a resource's cursors. */
  forget(resource: string) {
    const prefix = stableStringify([resource]).slice(0, -1);
    for (const key of [...this.pages.keys()]) if (key.startsWith(`${prefix},`)) this.pages.delete(key);
  }
}
