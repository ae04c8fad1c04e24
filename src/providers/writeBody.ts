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
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    if (hasFile(value)) form.append(key, value.rawFile);
    else form.append(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  return form;
};
