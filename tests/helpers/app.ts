import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { readVersion } from '../../src/server/config';
import type { Database } from '../../src/server/db/connect';
import { shippedRegistry } from './registry';

/** The real app over a test database, silent, with no client unless a folder is given. */
export function buildTestApp(database: Database, clientDir?: string): Promise<FastifyInstance> {
  return buildApp({
    config: { clientDir, logLevel: 'silent', version: readVersion() },
    database,
    registry: shippedRegistry(),
    logger: false,
  });
}
