// 500 random or malformed bodies against the sign-in, user and role endpoints: never a 5xx,
// always the error shape, and a refused body changes no stored user or role.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

const ENDPOINTS = [
  { method: 'POST', url: '/api/auth/login' },
  { method: 'POST', url: '/api/users' },
  { method: 'PUT', url: '/api/users' },
  { method: 'DELETE', url: '/api/users' },
  { method: 'PUT', url: '/api/users/profile/update' },
  { method: 'POST', url: '/api/roles' },
  { method: 'PUT', url: '/api/roles' },
  { method: 'DELETE', url: '/api/roles' },
  { method: 'POST', url: '/api/auth/reset/confirm' },
  { method: 'POST', url: '/api/user/token/reqtoken' },
] as const;

/** Bodies that are well-formed for DELETE would really delete: they are not "bad input". */
function wouldBeValidDelete(url: string, body: unknown): boolean {
  if (url === '/api/users') {
    const ids = Array.isArray(body) ? body : (body as { ids?: unknown })?.ids;
    return (
      Array.isArray(ids) &&
      ids.length > 0 &&
      ids.every((id) => Number.isInteger(id) && (id as number) > 0)
    );
  }
  if (url === '/api/roles') {
    const names = Array.isArray(body) ? body : (body as { names?: unknown })?.names;
    return Array.isArray(names) && names.every((name) => typeof name === 'string');
  }
  return false;
}

const malformed = fc.oneof(
  fc.constantFrom(
    '{',
    '{"email": ',
    '[1,2',
    'null',
    '"just a string"',
    '{"a":1}}',
    '\u0000\u0001',
    '',
  ),
  fc.string({ maxLength: 200 }),
);
const bodies = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue({ maxDepth: 3 }) }),
  fc.record({ kind: fc.constant('text' as const), value: malformed }),
  fc.record({
    kind: fc.constant('fields' as const),
    value: fc.dictionary(
      fc.constantFrom(
        'email',
        'password',
        'id',
        'first_name',
        'role',
        'permissions',
        'active',
        'name',
        'token',
        'ids',
      ),
      fc.oneof(
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string()),
        fc.double(),
      ),
    ),
  }),
);

describe.each(dialectCases)('bad input on $dialect', ({ make, skip }) => {
  const suite = useSeededApp(
    { make, skip },
    {
      // Limits would answer 429 before the body is even looked at: set them out of reach.
      throttles: {
        signInSource: { max: 10_000, windowMs: 60_000 },
        signInBackoff: { freeFailures: 10_000, maxDelayMs: 1000, forgetAfterMs: 60_000 },
        resetPerEmail: { max: 10_000, windowMs: 60_000 },
        resetPerSource: { max: 10_000, windowMs: 60_000 },
      },
    },
  );
  let headers: Record<string, string>;
  const snapshot = async () => {
    const db = suite.app.database.db;
    const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
    const roles = await db.selectFrom('roles').selectAll().orderBy('name').execute();
    return JSON.stringify({ users, roles });
  };

  beforeAll(async () => {
    if (skip) return;
    headers = (await signIn(suite.app, 'admin@tena.demo')).headers;
  });

  it.skipIf(skip)(
    'never answers 5xx, and a refused body changes no user or role',
    async () => {
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ENDPOINTS), bodies, async (endpoint, body) => {
          if (
            body.kind !== 'text' &&
            endpoint.method === 'DELETE' &&
            wouldBeValidDelete(endpoint.url, body.value)
          )
            return;
          const before = await snapshot();
          const response = await suite.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: {
              ...headers,
              'content-type': 'application/json',
            },
            payload: body.kind === 'text' ? body.value : JSON.stringify(body.value),
          });
          expect(
            response.statusCode,
            `${endpoint.method} ${endpoint.url} ${JSON.stringify(body)}`,
          ).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const error = response.json();
            expect(Object.keys(error)).toEqual(
              expect.arrayContaining(['status', 'code', 'message']),
            );
            expect(error.message).not.toMatch(/at .*\.ts:\d+|node_modules/);
            expect(await snapshot()).toBe(before);
          } else {
            accepted += 1;
          }
        }),
        { numRuns: 500 },
      );
      // Random bodies are almost never valid requests: the run really exercised refusals.
      expect(accepted).toBeLessThan(50);
    },
    120_000,
  );

  // Found by the property above on PostgreSQL (seed -566598680): an id past the integer column's
  // range reached the database and came back as a 500.
  it.skipIf(skip)(
    'refuses a user id too large for the database with 400, changing nothing',
    async () => {
      const before = await snapshot();
      for (const [method, payload] of [
        ['PUT', { id: 1874728540598262 }],
        ['DELETE', [1874728540598262]],
      ] as const) {
        const response = await suite.app.inject({
          method,
          url: '/api/users',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode, `${method} /api/users`).toBe(400);
      }
      expect(await snapshot()).toBe(before);
    },
  );
});
