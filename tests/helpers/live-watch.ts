/**
 * A live page's watcher as the browser is one: a signed-in socket.io client that asks to watch
 * (`watch`) and counts the news (`news`) it hears after; and `toldOnce`, which runs a write and
 * waits until every watcher heard exactly one more piece of news.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signIn } from './app';
import { connected, type socketClients } from './sockets';

export interface Watcher {
  /** The watch's acknowledgement ({ok: true} or {ok: false, error}). */
  ack: unknown;
  /** How many pieces of news it heard. */
  heard: () => number;
}

export async function watcher(
  app: FastifyInstance,
  sockets: ReturnType<typeof socketClients>,
  email: string,
  events: { watch: string; news: string },
): Promise<Watcher> {
  const client = sockets.open((await signIn(app, email)).accessToken);
  await connected(client.socket);
  const ack = await client.socket.emitWithAck(events.watch, {});
  return { ack, heard: () => client.heardOf(events.news).length };
}

/** Runs `write` (expecting success) and waits until each watcher heard one more piece of news. */
export async function toldOnce(
  what: string,
  watchers: readonly Watcher[],
  write: () => Promise<{ statusCode: number; body?: string }>,
) {
  const before = watchers.map((w) => w.heard());
  const answer = await write();
  expect(answer.statusCode, `${what}: ${answer.body}`).toBeLessThan(300);
  await expect
    .poll(() => watchers.map((w) => w.heard()), { message: what })
    .toEqual(before.map((n) => n + 1));
  return answer;
}
