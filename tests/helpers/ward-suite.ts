/**
 * The setup the inpatient API tests share, for a `describe.each(dialectCases)` suite: a seeded
 * app on that database running on the test's clock (sign-ins last a year, so a clock moved on
 * by days keeps them), the ward fixtures made once in beforeAll, and the API calls they make.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { type SeededSuite, useSeededApp } from './app';
import type { dialectCases } from './databases';
import { type WardFixtures, wardFixtures } from './ward-fixtures';

type Headers = Record<string, string>;
type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

export interface WardSuite {
  suite: SeededSuite;
  /** Filled in by the suite's beforeAll: read it inside hooks and tests only. */
  f: WardFixtures;
  app(): FastifyInstance;
  /** A call to /api/models/<url>. */
  call(
    method: Method,
    url: string,
    headers: Headers,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** Moves a record along its workflow (`values`: the transition's reason or fields). */
  move(
    model: string,
    id: number,
    to: string,
    headers: Headers,
    values?: object,
  ): Promise<LightMyRequestResponse>;
  /** A record as `headers` reads it. */
  read(model: string, id: number, headers?: Headers): Promise<Record<string, unknown>>;
}

export function useWardSuite(
  dialect: Pick<(typeof dialectCases)[number], 'make' | 'skip'>,
  clock: () => Date,
): WardSuite {
  const suite = useSeededApp(dialect, { clock, auth: { accessTtlSeconds: 366 * 86_400 } });
  const out = { suite } as WardSuite;
  out.app = () => suite.app;
  out.call = (method, url, headers, payload) =>
    suite.app.inject({
      method,
      url: `/api/models/${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  out.move = (model, id, to, headers, values) =>
    out.call('POST', `${model}/${id}/transition`, headers, { to, ...(values ? { values } : {}) });
  out.read = async (model, id, headers) =>
    (await out.call('GET', `${model}/${id}`, headers ?? out.f.as.liaisonManager)).json();
  beforeAll(async () => {
    if (dialect.skip) return;
    out.f = await wardFixtures(suite.app);
  }, 120_000);
  return out;
}
