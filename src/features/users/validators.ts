// The pure validation errors ({ message, args }) as react-admin validators.
import type { Validator } from 'react-admin';
import type { ValidationError } from './emails';

export const asValidator = (check: (value: unknown, values: Record<string, unknown>) => ValidationError | undefined): Validator =>
  (value, values) => {
    const error = check(value, values);
    return error ? { message: error.message, args: error.args ?? {} } : undefined;
  };
