import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { ensurePrivateFolder } from './data-folder';
import { DatabaseOpenError, openDatabase } from './db/connect';
import { loadRegistry } from './registry/read-registry';
import { RADIOLOGY_CATALOGUE } from './rules/radiology/test-service';
import { PRODUCT_CATALOGUE } from './rules/stock/product-service';
import { catchUpCatalogueServices } from './seed/catalogue-services';
import { seedDemoHospital } from './seed/demo-hospital';
import { type DemoAccountsSecured, secureDemoAccounts } from './seed/demo-password';
import { catchUpProductRoutes } from './seed/product-routes-catch-up';
import { seedDemoUsers, seedRoles } from './seed/seed-accounts';
import { seedIcd10Catalogue } from './seed/seed-icd10';
import { catchUpLabServices, seedLabCatalogue } from './seed/seed-lab-catalogue';
import { seedPharmacyCatalogue } from './seed/seed-pharmacy-catalogue';
import { seedRadiologyCatalogue } from './seed/seed-radiology-catalogue';

/** The schemas, screens or permissions have problems: the server refuses to run on them. */
export class RegistryError extends Error {
  override name = 'RegistryError';
}

/** The address people type: 0.0.0.0 and loopback both read as localhost. */
export function displayUrl(host: string, port: number): string {
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  const shown = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** Opens the database, builds the app and listens; returns the running app. */
export async function start(config: ServerConfig): Promise<FastifyInstance> {
  const { registry, problems } = loadRegistry(config.registryDir);
  if (problems.length > 0) {
    throw new RegistryError(
      `${problems.length} problem(s) in schemas/, screens/ or permissions/ under ${config.registryDir}:\n  ${problems.join('\n  ')}`,
    );
  }
  ensurePrivateFolder(path.join(config.dataDir, 'files'));
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    sqliteReaders: config.sqliteReaders,
  });
  const at = new Date().toISOString();
  let demo: DemoAccountsSecured;
  try {
    await seedRoles(database.db, registry, at);
    demo = await secureDemoAccounts(database.db, config, at);
    if (config.demo.seed) await seedDemoUsers(database.db, registry, config.demo.password, at);
  } catch (error) {
    await database.close();
    throw error;
  }
  const app = await buildApp({ config, database, registry, registryDir: config.registryDir });
  if (demo.moved > 0)
    app.log.warn(
      `${demo.moved} demo account(s) moved from the published password to TENA_DEMO_PASSWORD`,
    );
  if (demo.switchedOff > 0)
    app.log.warn(
      `${demo.switchedOff} demo account(s) still on the published password switched off`,
    );
  await app.ready();
  await seedCatalogues(app);
  if (config.demo.seed) await seedDemoData(app);
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => {
      const port = Number(new URL(address).port);
      return `Tena is running at ${displayUrl(config.host, port)} (database: ${database.dialect})`;
    },
  });
  return app;
}

/**
 * Reference data every hospital needs, demo or not, on a database without it: the ICD-10
 * catalogue, the laboratory's tests, the radiology studies and the formulary with its stores
 * (and their billing services, once billing can file them). A failure is logged, not fatal (the
 * next start tries again).
 */
async function seedCatalogues(app: FastifyInstance): Promise<void> {
  try {
    const started = performance.now();
    const seeded = await seedIcd10Catalogue(app);
    if (seeded)
      app.log.info(
        `ICD-10 catalogue seeded: ${seeded.chapters} chapters, ${seeded.diseases} diseases in ${Math.round(performance.now() - started)} ms`,
      );
  } catch (error) {
    app.log.error({ err: error }, 'ICD-10 catalogue not seeded');
  }
  try {
    const started = performance.now();
    const seeded = await seedLabCatalogue(app);
    if (seeded)
      app.log.info(
        `Laboratory catalogue seeded: ${seeded.groups} groups, ${seeded.sampleTypes} sample types, ${seeded.tests} tests in ${Math.round(performance.now() - started)} ms`,
      );
    const services = await catchUpLabServices(app);
    if (services > 0) app.log.info(`${services} laboratory test(s) given their billing service`);
  } catch (error) {
    app.log.error({ err: error }, 'laboratory catalogue not seeded');
  }
  try {
    const started = performance.now();
    const seeded = await seedRadiologyCatalogue(app);
    if (seeded)
      app.log.info(
        `Radiology catalogue seeded: ${seeded.groups} groups, ${seeded.tests} studies (${seeded.completed} existing completed) in ${Math.round(performance.now() - started)} ms`,
      );
    const services = await catchUpCatalogueServices(app, RADIOLOGY_CATALOGUE);
    if (services > 0) app.log.info(`${services} radiology test(s) given their billing service`);
  } catch (error) {
    app.log.error({ err: error }, 'radiology catalogue not seeded');
  }
  try {
    const started = performance.now();
    const seeded = await seedPharmacyCatalogue(app);
    if (seeded)
      app.log.info(
        `Formulary seeded: ${seeded.products} products, ${seeded.categories} categories, ${seeded.units} units, ${seeded.routes} routes, ${seeded.warehouses} warehouses in ${Math.round(performance.now() - started)} ms`,
      );
    const services = await catchUpCatalogueServices(app, PRODUCT_CATALOGUE);
    if (services > 0) app.log.info(`${services} product(s) given their billing service`);
    const routed = await catchUpProductRoutes(app);
    if (routed > 0) app.log.info(`${routed} medicine(s) given their routes allowed`);
  } catch (error) {
    app.log.error({ err: error }, 'formulary not seeded');
  }
}

/** On first start of an empty database: the demo hospital. A failure is logged, not fatal. */
async function seedDemoData(app: FastifyInstance): Promise<void> {
  try {
    const started = performance.now();
    const seeded = await seedDemoHospital(app, { today: new Date() });
    if (seeded)
      app.log.info(
        `Demo hospital seeded: ${seeded.departments} departments, ${seeded.physicians} physicians, ${seeded.patients} patients, ${seeded.appointments} appointments, ${seeded.visits} visits, ${seeded.emergencies} emergencies in ${Math.round(performance.now() - started)} ms`,
      );
  } catch (error) {
    app.log.error({ err: error }, 'demo hospital not seeded');
  }
}

/** On SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database. */
function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    app.log.info(`${signal} received: shutting down`);
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/** Startup problems a person can fix print as one line, without a stack trace. */
function failStartup(error: unknown): never {
  const known =
    error instanceof ConfigError ||
    error instanceof DatabaseOpenError ||
    error instanceof RegistryError;
  const code = (error as NodeJS.ErrnoException)?.code;
  const message =
    known || code === 'EADDRINUSE' || code === 'EACCES'
      ? (error as Error).message
      : `unexpected error: ${(error as Error)?.message ?? String(error)}`;
  process.stderr.write(`Tena could not start: ${message}\n`);
  process.exit(1);
}

export async function main(): Promise<void> {
  try {
    const app = await start(loadConfig());
    closeOnSignals(app);
  } catch (error) {
    failStartup(error);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  void main();
}
