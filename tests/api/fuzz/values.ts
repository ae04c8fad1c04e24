// Hostile values (fast-check arbitraries): wrong types, NUL bytes, lone surrogates, huge and
// empty strings, impossible dates, numbers out of every range, unknown and other companies' ids.
import fc from 'fast-check';

/** Ids known before the run: the fuzzing user's own rows and another company's. */
export interface IdPool {
  own: number[];
  others: number[];
}

export const UNKNOWN_IDS = [0, -1, 999_999, 2_147_483_647, 2_147_483_648, 2 ** 53, 1.5];

const STRINGS = [
  '', ' ', '\t\n', '\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\udfff\ud800', '😀', 'é'.repeat(300),
  '%', '%00', '%ZZ', "'; DROP TABLE users; --", '\\', '"', '{"a":1}', '[]', '__proto__', 'constructor',
  'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1e999', '99999999999999999999', '0x10', '1,2,,3', ',',
  '2026-02-30', '0000-01-01', '1899-12-31', '2026-13-45', '9999-12-31', '10000-01-01', '2026-02-28T25:61:00Z',
  '-', '--', 'true', 'oui', 'list', 'csv', 'email', '*', '../../etc/passwd', '<script>alert(1)</script>',
  'a'.repeat(256), 'x'.repeat(20_000),
];

const loneSurrogates = fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 3 });

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: loneSurrogates },
  { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 4 }), fc.constantFrom('\u0000', '\ud800')).map(([a, b]) => a + b) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...UNKNOWN_IDS, -0, 1e308, -1e308, 0.1, Number.MAX_SAFE_INTEGER + 2),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An id: the caller's, another company's, or one that exists nowhere. */
export const anyId = (pool: IdPool): fc.Arbitrary<number> => fc.oneof(
  pool.own.length ? fc.constantFrom(...pool.own) : fc.constant(1),
  pool.others.length ? fc.constantFrom(...pool.others) : fc.constant(2),
  fc.constantFrom(...UNKNOWN_IDS),
);

/** Any JSON value a client could send instead of the right one. */
export const hostileValue = (pool: IdPool): fc.Arbitrary<unknown> => fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 2, arbitrary: anyId(pool) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, anyId(pool), fc.constant(null)), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, fc.oneof(hostileString, hostileNumber, fc.constant(null)), { maxKeys: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom([[[[[]]]]], { a: { b: { c: {} } } }, Array.from({ length: 10_001 }, (_, i) => i + 1)) },
);

/** A path segment: an id, a hostile string, or raw percent-encoding that is not UTF-8. */
export const pathValue = (pool: IdPool): fc.Arbitrary<{ raw: string } | string | number> => fc.oneof(
  { weight: 4, arbitrary: anyId(pool) },
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom({ raw: '%FF' }, { raw: '%ED%A0%80' }, { raw: '%C0%AF' }, { raw: '%' }, { raw: '%2e%2e' }) },
);

/** A keyset cursor as the API makes them (base64url JSON), with hostile parts. */
export const craftedCursor = (orderings: string[], pool: IdPool): fc.Arbitrary<{ ordering: string; cursor: string }> =>
  fc.tuple(
    fc.constantFrom(...orderings),
    fc.oneof(hostileString, hostileNumber, fc.constant(null), fc.constant({})),
    fc.oneof(anyId(pool), hostileNumber, hostileString),
    fc.constantFrom('n', 'p', 'x', null),
    fc.boolean(),
  ).map(([ordering, value, id, dir, same]) => ({
    ordering,
    cursor: Buffer.from(JSON.stringify([same ? ordering : `-${ordering}`, value, id, dir]), 'utf8').toString('base64url'),
  }));

export const MALFORMED_JSON = ['{"a":', '[1, 2]', '"x"', '1', 'null', 'true', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{}}}',
  '{"a":"\\u0000"}', '{"name":"\\ud800"}', '{"a":1,"a":2}', '\u0000', '{}'.repeat(3), ' '];
