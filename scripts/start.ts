// `npm start`: build the client if it is missing or stale, then serve everything from one process.
import { projectRoot } from '../src/server/config';
import { main } from '../src/server/main';
import { ensureClientBuilt } from './client-build';

try {
  // A client folder given by hand is served as it is: building into dist/client would be
  // wasted (and would overwrite a build another process is serving).
  if (!process.env.TENA_CLIENT_DIR?.trim()) await ensureClientBuilt(projectRoot);
} catch (error) {
  process.stderr.write(`Tena could not build its client: ${(error as Error).message}\n`);
  process.exit(1);
}
await main();
