// `npm run check:schemas`: reads schemas/, screens/ and permissions/, validates every file against
// its meta-schema and checks every cross-reference; reports every problem at once as
// `file#/pointer: message`; exits 1 when there is any, 0 when clean.
import { projectRoot } from '../src/server/config';
import { loadRegistry } from '../src/server/registry/read-registry';

const { files, problems } = loadRegistry(projectRoot);
for (const line of problems) console.error(line);
console.log(`${files.length} files checked, ${problems.length} problems`);
process.exit(problems.length > 0 ? 1 : 0);
