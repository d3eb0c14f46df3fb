// `npm run check:schemas`: reads schemas/, screens/ and permissions/ and reports every problem
// at once as `file#/pointer: message`; exits 1 when there is any, 0 when clean.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../src/server/config';

const FOLDERS = ['schemas', 'screens', 'permissions'];

function jsonFiles(folder: string): string[] {
  const dir = path.join(projectRoot, folder);
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries.filter((name) => name.endsWith('.json')).map((name) => path.join(folder, name));
}

const problems: string[] = [];
let checked = 0;
for (const file of FOLDERS.flatMap(jsonFiles).sort()) {
  checked += 1;
  try {
    const value: unknown = JSON.parse(readFileSync(path.join(projectRoot, file), 'utf8'));
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      problems.push(`${file}#: must be a JSON object`);
    }
  } catch (error) {
    problems.push(`${file}#: invalid JSON: ${(error as Error).message}`);
  }
}

for (const problem of problems) console.error(problem);
console.log(`${checked} files checked, ${problems.length} problems`);
process.exit(problems.length > 0 ? 1 : 0);
