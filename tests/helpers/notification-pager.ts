/**
 * A seeded app with one test model, `pageRequest`, whose rule calls notify(): a Lab User pages
 * someone by their sign-in email through the API, as a lab rule will on a critical value. The
 * notification tests use it so that they do not depend on any module's own rules.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { notify } from '../../src/server/notifications/notify';
import type { ModelRule } from '../../src/server/rules/types';
import { seededApp } from './app';
import type { dialectCases, TestDatabase } from './databases';
import { copyRegistryDir, type RegistryDir } from './registry-dir';

const PAGE_REQUEST = {
  title: 'Page Request',
  groups: [{ id: 'main', name: 'Page' }],
  fields: {
    to: { type: 'email', label: 'To', group: 'main', required: true },
    title: { type: 'text', label: 'Title', group: 'main', required: true },
    message: { type: 'text', label: 'Message', group: 'main', required: true },
    link: { type: 'text', label: 'Link', group: 'main' },
    severity: {
      type: 'select',
      label: 'Severity',
      group: 'main',
      required: true,
      options: [
        { id: 'critical', name: 'Critical' },
        { id: 'info', name: 'Info' },
      ],
    },
    explode: { type: 'checkbox', label: 'Fail After Notifying', group: 'main' },
  },
  list: { columns: ['to', 'title'] },
  rules: ['test.page'],
};

/** Notifies the page's recipient; with `explode`, fails after, rolling everything back. */
export const pageRule: ModelRule = {
  name: 'test.page',
  models: ['pageRequest'],
  async afterWrite(ctx, change) {
    if (change.action !== 'create') return;
    const page = change.after;
    await notify(ctx, {
      to: String(page.to),
      title: String(page.title),
      message: String(page.message),
      ...(page.link ? { link: String(page.link) } : {}),
      severity: page.severity === 'critical' ? 'critical' : 'info',
      source: { model: 'pageRequest', id: change.id as number },
    });
    if (page.explode === true) throw new Error('the page failed after notifying');
  },
};

export interface PagerSuite {
  readonly app: FastifyInstance;
}

/** For a `describe.each(dialectCases)` suite: the app with pageRequest, on the given clock. */
export function usePagerApp(
  { make, skip }: Pick<(typeof dialectCases)[number], 'make' | 'skip'>,
  clock: () => Date,
): PagerSuite {
  const suite = {} as { app: FastifyInstance };
  let target: TestDatabase | undefined;
  let registry: RegistryDir | undefined;
  beforeAll(async () => {
    if (skip) return;
    target = make();
    registry = copyRegistryDir();
    registry.writeSchema('pageRequest', PAGE_REQUEST);
    const lab = ['Lab User'];
    registry.setMatrixEntity('pageRequest', {
      view: lab,
      detail: lab,
      add: lab,
      edit: [],
      delete: [],
    });
    suite.app = await seededApp(target, {
      registryDir: registry.root,
      registry: registry.load([pageRule]),
      rules: [pageRule],
      clock,
    });
  });
  afterAll(async () => {
    await suite.app?.close();
    await target?.dispose();
    registry?.dispose();
  });
  return suite;
}
