// Client-side mirrors of the API's date rule (spec §5): the API decides, this only warns earlier.
import type { Validator } from 'react-admin';

/** Dates before 1900 are refused ('Les dates antérieures à 1900 ne sont pas autorisées'). */
export const notBefore1900: Validator = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-/.test(value) && Number(value.slice(0, 4)) < 1900 ? 'app.elements.date_before_1900' : undefined;
