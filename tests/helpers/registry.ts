import type { Registry } from '../../src/engine/registry/types';
import { projectRoot } from '../../src/server/config';
import { loadRegistry } from '../../src/server/registry/read-registry';

let shipped: Registry | undefined;

/** The registry shipped in schemas/, screens/ and permissions/, loaded once per test file. */
export function shippedRegistry(): Registry {
  if (!shipped) {
    const { registry, problems } = loadRegistry(projectRoot);
    if (problems.length > 0)
      throw new Error(`shipped registry has problems:\n${problems.join('\n')}`);
    shipped = registry;
  }
  return shipped;
}
