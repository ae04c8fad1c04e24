// Write bodies: PATCH sends only what changed, and a value holding a file turns the body multipart.

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `data` that differ from `previous` (arrays and objects compared by value). */
export const changedFields = (data: Record<string, unknown>, previous?: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([key, value]) => !previous || !same(value, previous[key])));

const hasFile = (value: unknown): value is { rawFile: File } =>
  typeof value === 'object' && value !== null && (value as { rawFile?: unknown }).rawFile instanceof File;

/** JSON, or FormData when a value carries a `rawFile` (react-admin's FileInput). */
export const toBody = (data: Record<string, unknown>): Record<string, unknown> | FormData => {
  if (!Object.values(data).some(hasFile)) return data;
  const form = new FormData();
  // The API reads multipart values as text: a list as repeated values (none: one empty value),
  // null as an empty value (server/areas/documents/upload.ts, formBody).
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (hasFile(value)) form.append(key, value.rawFile, value.rawFile.name);
    else if (Array.isArray(value)) {
      if (!value.length) form.append(key, '');
      for (const item of value) form.append(key, String(item));
    } else if (value === null) form.append(key, '');
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
};
