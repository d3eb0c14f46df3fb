import { rmSync } from 'node:fs';

/** Removes the temporary data folder the test server used. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('tena-e2e-')) rmSync(dir, { recursive: true, force: true });
}
