// DESIGN.md 6: routes call repositories (plain functions taking `db` first); the SQL lives
// there, where its columns are checked and it can be reused and tested on its own.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../../src/server/config';

const QUERY =
  /\.(selectFrom|updateTable|insertInto|deleteFrom|replaceInto)\(|\bsql`|\.transaction\(\)/;

it('no route module runs SQL itself', () => {
  const routes = path.join(projectRoot, 'src/server/routes');
  const inline = readdirSync(routes)
    .filter((name) => QUERY.test(readFileSync(path.join(routes, name), 'utf8')))
    .map(
      (name) =>
        `src/server/routes/${name}: ${readFileSync(path.join(routes, name), 'utf8').match(QUERY)?.[0]}`,
    );
  expect(inline).toEqual([]);
});
