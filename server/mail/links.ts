// Links in e-mails must work outside the browser that made them: paths become absolute.

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * `/reset/abc` → `${publicUrl}/reset/abc`. Absolute http(s) URLs pass as they are; any other
 * scheme (javascript:, data:...) throws, since no template has a reason to send one.
 * Concatenation rather than `new URL(link, base)`, which would drop a path prefix of PUBLIC_URL.
 */
export function absoluteLink(link: string, publicUrl: string): string {
  const value = link.trim();
  if (value.startsWith('//')) throw new Error(`Mail link must be a path or an http(s) URL: ${value}`);
  if (SCHEME.test(value)) {
    if (!/^https?:\/\//i.test(value)) throw new Error(`Mail link must be a path or an http(s) URL: ${value}`);
    return value;
  }
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}/${value.replace(/^\/+/, '')}`;
}
