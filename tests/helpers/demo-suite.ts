// The demo hospital for a `describe.each(dialectCases)` suite, as the server's first start seeds
// it (at the moment it plans from): a copy of the run's seeded demo of that day (demo-template.ts),
// with its demo users signed in and read helpers that fail the test on any answer but 200,
// naming the role and the address.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { signIn } from './app';
import type { dialectCases, TestDatabase } from './databases';
import { seededDemoApp } from './demo-template';

export type Row = Record<string, unknown>;

export function useSeededDemo<Role extends string>(
  { make, skip }: Pick<(typeof dialectCases)[number], 'make' | 'skip'>,
  roles: readonly Role[],
  today: Date,
) {
  let target: TestDatabase;
  const headers = {} as Record<Role, Record<string, string>>;
  const suite = {
    /** The seeded app; read it inside hooks and tests only. */
    app: undefined as unknown as FastifyInstance,
    /** Each role's demo user's headers (`<role>@tena.demo`). */
    headers,
    async call(role: Role, method: 'GET' | 'POST', url: string, payload?: object) {
      const response = await suite.app.inject({ method, url, headers: headers[role], payload });
      expect(response.statusCode, `${role} ${method} ${url}: ${response.body}`).toBe(200);
      return response.json();
    },
    get: (role: Role, url: string) => suite.call(role, 'GET', url),
    /** A model's first 200 records by id, as the role's list reads them. */
    async list(role: Role, model: string, query = ''): Promise<Row[]> {
      const url = `/api/models/${model}?pageSize=200&sort=id&direction=asc${query}`;
      return (await suite.get(role, url)).rows;
    },
  };
  beforeAll(async () => {
    if (skip) return;
    target = make();
    suite.app = (await seededDemoApp(target, today)).app;
    for (const role of roles)
      headers[role] = (await signIn(suite.app, `${role}@tena.demo`)).headers;
  }, 180_000);
  afterAll(async () => {
    await suite.app?.close();
    await target?.dispose();
  });
  return suite;
}
