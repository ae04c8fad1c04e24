// What a scanned symbol means: our labels encode the console's page of their code
// (…/elements/qr_code/{code}); other labels (pre-printed stickers) carry a bare code.

const CODE_PAGE = /\/elements\/qr_code\/([^/?#]+)\/?$/;

/** The element code of a scanned text (null when there is nothing to look up). */
export function codeFromScan(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      const match = CODE_PAGE.exec(new URL(trimmed).pathname);
      if (match) return decodeURIComponent(match[1]);
    } catch {
      // not a URL after all: the text itself is the code
    }
  }
  return trimmed;
}

/** The console page of a code. */
export const codePagePath = (code: string) => `/elements/qr_code/${encodeURIComponent(code)}`;
