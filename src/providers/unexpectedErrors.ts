// A bug in the console's data layer (a TypeError on an odd answer...) must not show its raw
// JavaScript message to the user: spec §8 says 'Unexpected error.'. API errors (HttpError),
// aborts and the confirmation requests are not JavaScript runtime errors and pass unchanged.
export const UNEXPECTED_ERROR_KEY = 'app.errors.unexpected';

const isRuntimeError = (error: unknown) =>
  error instanceof TypeError || error instanceof ReferenceError || error instanceof RangeError || error instanceof SyntaxError;

export const asUserError = (error: unknown): unknown => {
  if (!isRuntimeError(error)) return error;
  console.error(error);
  return new Error(UNEXPECTED_ERROR_KEY);
};

/** The same provider, each method's runtime errors replaced by the unexpected-error message. */
export const withUnexpectedErrors = <T extends object>(provider: T): T =>
  Object.fromEntries(
    Object.entries(provider).map(([key, value]) => [
      key,
      typeof value === 'function'
        ? (...args: unknown[]) => {
            try {
              const result = (value as (...a: unknown[]) => unknown).apply(provider, args);
              return result instanceof Promise ? result.catch((error: unknown) => Promise.reject(asUserError(error))) : result;
            } catch (error) {
              throw asUserError(error);
            }
          }
        : value,
    ]),
  ) as T;
