/**
 * A live page's watcher as the browser is one: a signed-in socket.io client that asks to watch
 * (`watch`, with the page's filters as payload) and keeps the news (`news`) it hears after; and
 * `toldOnce`, which runs a write and waits until every watcher heard exactly one more piece of
 * news; `liveSockets`, the server they connect to; `edited`, a record's fields changed.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { signIn } from './app';
import { connected, socketClients } from './sockets';

/** The suite's app listening on a free port (unless skipped), and its clients closed after. */
export function liveSockets(app: () => FastifyInstance, skip: boolean) {
  let url: string;
  const sockets = socketClients(() => url);
  beforeAll(async () => {
    if (skip) return;
    url = await app().listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => sockets.closeAll());
  return sockets;
}

export interface Watcher {
  /** The watch's acknowledgement ({ok: true} or {ok: false, error}). */
  ack: unknown;
  /** How many pieces of news it heard. */
  heard: () => number;
  /** What each piece of news said, in the order heard. */
  news: () => unknown[];
}

export async function watcher(
  app: FastifyInstance,
  sockets: ReturnType<typeof socketClients>,
  email: string,
  events: { watch: string; news: string },
  payload: object = {},
): Promise<Watcher> {
  const client = sockets.open((await signIn(app, email)).accessToken);
  await connected(client.socket);
  const ack = await client.socket.emitWithAck(events.watch, payload);
  return {
    ack,
    heard: () => client.heardOf(events.news).length,
    news: () => client.heardOf(events.news),
  };
}

/** Changes `values` of record `id` of `model` as `headers` (at its current version); the answer. */
export async function edited(
  app: FastifyInstance,
  headers: Record<string, string>,
  model: string,
  id: number,
  values: object,
) {
  const url = `/api/models/${model}/${id}`;
  const { version } = (await app.inject({ method: 'GET', url, headers })).json();
  return app.inject({ method: 'PUT', url, headers, payload: { version, ...values } });
}

/**
 * Waits until each watcher's last news is `last` (a write all of them hear, told after every
 * earlier one on the same connection), then answers what each heard in all: a watcher told of a
 * write it should not have been shows it here.
 */
export async function heardUpTo(watchers: readonly Watcher[], last: unknown): Promise<unknown[][]> {
  await expect
    .poll(() => watchers.map((w) => w.news().at(-1)), { message: 'the last news' })
    .toEqual(watchers.map(() => last));
  return watchers.map((w) => w.news());
}

/** Runs `write` (expecting success) and waits until each watcher heard one more piece of news. */
export async function toldOnce<Answer extends { statusCode: number; body?: string }>(
  what: string,
  watchers: readonly Watcher[],
  write: () => Promise<Answer>,
): Promise<Answer> {
  const before = watchers.map((w) => w.heard());
  const answer = await write();
  expect(answer.statusCode, `${what}: ${answer.body}`).toBeLessThan(300);
  await expect
    .poll(() => watchers.map((w) => w.heard()), { message: what })
    .toEqual(before.map((n) => n + 1));
  return answer;
}
