// Numbers, money and file sizes in the user's language: 227,50 € / €227.50, 2,1 Mo / 2.1 MB.
// One place, so a list column, a show page and a chart read the same (never the browser's locale).

const tag = (locale: string) => (locale === 'en' ? 'en-GB' : 'fr-FR');

/** 1234.5 → "1 234,5" / "1,234.5". */
export const formatNumber = (locale: string, value: number, maximumFractionDigits = 2) =>
  new Intl.NumberFormat(tag(locale), { maximumFractionDigits }).format(value);

/** 227.5 → "227,50 €" / "€227.50". */
export const formatEuros = (locale: string, amount: number) =>
  new Intl.NumberFormat(tag(locale), { style: 'currency', currency: 'EUR' }).format(amount);

// Decimal multiples (1 kB = 1,000 B), as the kB / MB / GB symbols say.
const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 2_099 → "2,1 ko" / "2.1 kB"; 2_100_000 → "2,1 Mo" / "2.1 MB"; 512 → "512 o" / "512 byte". */
export const formatBytes = (locale: string, bytes: number) => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < SIZE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(tag(locale), {
    style: 'unit', unit: SIZE_UNITS[unit], unitDisplay: 'short', maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
};

const two = (n: number) => String(n).padStart(2, '0');

/** Spec §9: a duration reads HHhMMmSSs (65.4 s → "00h01m05s"), or ??:??:?? when negative or unknown. */
export const formatTimer = (seconds: number): string => {
  if (!Number.isFinite(seconds) || seconds < 0) return '??:??:??';
  const whole = Math.round(seconds);
  return `${two(Math.floor(whole / 3600))}h${two(Math.floor((whole % 3600) / 60))}m${two(whole % 60)}s`;
};

/** A number field as read on screen, by its unit. */
export const formatFieldNumber = (locale: string, value: number, unit?: 'euros' | 'bytes' | 'seconds') =>
  unit === 'euros' ? formatEuros(locale, value) : unit === 'bytes' ? formatBytes(locale, value)
    : unit === 'seconds' ? formatTimer(value) : formatNumber(locale, value);
